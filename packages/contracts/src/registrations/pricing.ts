/**
 * What a certification registration's own items cost (spec 2 §9), in integer cents: the server
 * prices a registration's fee, course material and shipping lines with it when they are added to
 * the cart, and the wizard's Pay & Review step shows what the server computed. The exam fee and
 * its offers are the exam's (`exams/pricing.ts`).
 */

/** A registration fee, course material or shipping line: free for members when the item says so. */
export function registrationItemCents(
  item: { priceCents: number; freeForMembers: boolean },
  isMember: boolean,
): number {
  return item.freeForMembers && isMember ? 0 : item.priceCents
}
