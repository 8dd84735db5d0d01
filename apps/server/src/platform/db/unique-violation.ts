/**
 * Whether a statement failed on a unique index (PostgreSQL's 23505), looking through the causes
 * drizzle and the driver wrap it in: a rule that the database keeps under concurrency (an e-mail
 * address, an approved completion code) answers it on its field instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
