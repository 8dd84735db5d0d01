/**
 * Who may see which payments (pure, unit-tested): a receipt is its payer's, and staff see any; a
 * payment history and a saved card are their user's (an admin screen reusing them passes that
 * user as the subject, spec admin mode). Anyone else does not find them.
 */
import { definePolicy, ownerOnly, ownerOrStaff, type Subject } from '../../platform/policy'

export const paymentsPolicy = definePolicy({
  /** A receipt (page or PDF). */
  readReceipt: (actor, receipt: { payer: { id: number } }) => ownerOrStaff(actor, receipt.payer.id),
  /** The payment history of a user. */
  readHistory: (actor, subject: Subject) => ownerOrStaff(actor, subject.userId),
  /** See, save or remove the card on file: the user's own (staff act as the user to do it). */
  manageCard: (actor, subject: Subject) => ownerOnly(actor, subject.userId),
})
