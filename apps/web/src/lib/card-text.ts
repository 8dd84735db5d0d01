/**
 * A saved card as every screen names it (issue 25, item 18): "Visa ending in 4242". The provider
 * stores the brand as a key ('visa', 'amex'); a person reads the card's own name.
 */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

export function cardBrandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()]
  if (known) return known
  return brand.length > 0 ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}` : 'Card'
}

export function cardText(card: { brand: string; last4: string }): string {
  return `${cardBrandName(card.brand)} ending in ${card.last4}`
}
