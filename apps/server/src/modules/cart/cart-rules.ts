/**
 * Pure cart rules (no database): how a line item shows in the cart, which codes are valid and
 * what a code does to a line. The service loads rows and calls these; unit tests pin them.
 */
import {
  CartMessages as M,
  cartTotals,
  unitDiscountCents,
  type CartGroup,
  type CartItem,
  type CartTotals,
  type Day,
  type LineItemCategoryType,
} from '@portal/contracts'
import type { CartLine, DiscountRow, LineItemExtra } from './cart.repo'
import type { ProductCatalog } from './products'

const GROUPS: Record<LineItemCategoryType, CartGroup> = {
  membership: 'Membership',
  event: 'Events',
  registration_fee: 'Certification',
  course_material: 'Certification',
  shipping_fee: 'Certification',
  exam: 'Certification',
  practice_exam: 'Certification',
  training: 'Certification',
  renewal: 'Certification',
  extension: 'Certification',
  trainer_license: 'Certification',
  ceu_review: 'Continuing Education',
  ceu_listing: 'Continuing Education',
  donation: 'Donation',
}

/** A code never discounts a donation. */
const NEVER_DISCOUNTED: ReadonlySet<LineItemCategoryType> = new Set(['donation'])

/** The unit price before any code. */
export const undiscountedUnit = (line: Pick<CartLine, 'finalPriceCents' | 'discountCents'>) =>
  line.finalPriceCents + line.discountCents

/** A line as the cart shows it; its kind's registration says whether removing it takes more with it. */
export function toCartItem(line: CartLine, products: ProductCatalog): CartItem {
  const extra: LineItemExtra = line.extra
  return {
    id: line.id,
    name: line.name,
    categoryType: line.categoryType,
    categoryId: line.categoryId,
    group: GROUPS[line.categoryType],
    registrationId: line.registrationId,
    price: line.priceCents,
    priceBeforeDiscount: undiscountedUnit(line),
    finalPrice: line.finalPriceCents,
    quantity: line.quantity,
    withQty: extra.withQty === true,
    total: line.finalPriceCents * line.quantity,
    due: line.dueYear,
    discount:
      line.discountId !== null && line.discountCode !== null
        ? {
            code: line.discountCode,
            percentage: line.discountPercentage ?? false,
            amount: line.discountAmount ?? 0,
            amountCents: line.discountCents * line.quantity,
          }
        : null,
    removesRegistration: products.of(line.categoryType).removesRegistration?.(line) ?? false,
    chargedOnApproval: isChargedOnApproval(line, products),
  }
}

/**
 * Whether paying by card submits the line now and charges it when staff approve (a self-study
 * registration's items, an extension, a membership: decisions 0005, 0012): its module priced it
 * so, its kind is one an approval charges, and it costs something. The one rule for the checkout
 * and for what the cart says is due now and charged when approved.
 */
export function isChargedOnApproval(
  line: Pick<CartLine, 'chargedOnApproval' | 'categoryType' | 'finalPriceCents'>,
  products: ProductCatalog,
): boolean {
  return line.chargedOnApproval && products.of(line.categoryType).chargedOnApproval && line.finalPriceCents > 0
}

export function totalsOf(lines: readonly CartLine[]): CartTotals {
  return cartTotals(
    lines.map((line) => ({
      unitCents: undiscountedUnit(line),
      discountCents: line.discountCents,
      quantity: line.quantity,
    })),
  )
}

/** Why a code cannot be used today, or null when it can (dates are US Eastern days). */
export function discountProblem(discount: DiscountRow | null, today: Day): string | null {
  if (!discount || discount.retiredAt) return M.discountUnknown
  if (discount.startsOn && today < discount.startsOn) return M.discountNotStarted
  if (discount.endsOn && today > discount.endsOn) return M.discountExpired
  if (discount.usageLimit !== null && discount.usageCount >= discount.usageLimit) return M.discountUsedUp
  return null
}

export function discountCovers(discount: Pick<DiscountRow, 'scope'>, categoryType: LineItemCategoryType): boolean {
  if (NEVER_DISCOUNTED.has(categoryType)) return false
  return discount.scope.length === 0 || discount.scope.includes(categoryType)
}

/** What a line becomes with `discount` (or with no code when null). */
export function repriceLine(
  line: Pick<CartLine, 'finalPriceCents' | 'discountCents' | 'extra'>,
  discount: Pick<DiscountRow, 'id' | 'percentage' | 'amount'> | null,
) {
  const unit = undiscountedUnit(line)
  const { priceBeforeDiscount: _previous, ...extra } = line.extra
  if (!discount) return { discountId: null, discountCents: 0, finalPriceCents: unit, extra }
  const off = unitDiscountCents(unit, discount)
  return {
    discountId: discount.id,
    discountCents: off,
    finalPriceCents: unit - off,
    extra: { ...extra, priceBeforeDiscount: unit },
  }
}
