/**
 * The one way a phone number is shown (conventions: one phone formatter). Numbers are saved as
 * their digits (profile, opt-in and address schemas strip the punctuation), but records made
 * before that, and imported ones, keep whatever was typed: every form reads the same.
 */

/** The 10 digits of a US number ("(614) 555-0142", "614.555.0142", "+1 614 555 0142"), or null. */
function usDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 ? national : null
}

/** "(614) 555-0142" for a US number; anything else as it was typed; '' for none. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  const digits = usDigits(phone)
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone.trim()
}

/** The tel: link that dials the number. */
export function phoneHref(phone: string): string {
  const digits = usDigits(phone)
  return digits ? `tel:+1${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`
}
