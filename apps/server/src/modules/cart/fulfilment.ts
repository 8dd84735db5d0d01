/**
 * What paying for each kind of line item does, in one registry (issue: "paying calls the owning
 * feature's fulfilment through one registry"). The checkout calls `fulfil` for every paid item
 * inside the same database transaction that records the payment, so an item is paid exactly
 * when its effect exists. A kind whose effect is only "this fee is paid" has `paidItemIsTheRecord`:
 * the features read the paid line item itself (decision 0004), so there is nothing more to write.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { LineItemCategoryType } from '@portal/contracts'
import { eventRegistrations, extensions, membershipRequests, registrations } from '../../db/schema'
import type { Tx } from '../../platform/db/database'

export interface PaidItem {
  id: number
  userId: number
  categoryType: LineItemCategoryType
  categoryId: number
  registrationId: number | null
}

export type Fulfil = (tx: Tx, item: PaidItem, paidAt: Date) => Promise<void>

const paidItemIsTheRecord: Fulfil = async () => {}

/** Every category has an entry: adding a category without deciding its fulfilment fails to compile. */
export const FULFILMENTS: Record<LineItemCategoryType, Fulfil> = {
  /**
   * The request leaves the cart and waits for staff review (spec 1 §4: 2-3 business days). The
   * grant itself is the approval's (modules/membership), whether the price was paid here or is
   * charged then.
   */
  membership: async (tx, item, paidAt) => {
    await tx
      .update(membershipRequests)
      .set({ status: 'pending', submittedAt: paidAt })
      .where(
        and(
          eq(membershipRequests.id, item.categoryId),
          eq(membershipRequests.userId, item.userId),
          eq(membershipRequests.status, 'cart'),
        ),
      )
  },
  /** Paying registers the user for the event (registered users see its recording and resources). */
  event: async (tx, item) => {
    await tx.insert(eventRegistrations).values({ userId: item.userId, eventId: item.categoryId }).onConflictDoNothing()
  },
  /** A pre-registration whose fee is paid goes to registration review. */
  registration_fee: async (tx, item) => {
    if (item.registrationId === null) return
    await tx
      .update(registrations)
      .set({ status: 'registration_approval' })
      .where(and(eq(registrations.id, item.registrationId), eq(registrations.status, 'pre_registration')))
  },
  /** A paid extension request goes to the extension review queue. */
  extension: async (tx, item, paidAt) => {
    await tx
      .update(extensions)
      .set({ submittedAt: paidAt })
      .where(
        and(eq(extensions.id, item.categoryId), eq(extensions.userId, item.userId), isNull(extensions.submittedAt)),
      )
  },
  course_material: paidItemIsTheRecord,
  shipping_fee: paidItemIsTheRecord,
  exam: paidItemIsTheRecord,
  practice_exam: paidItemIsTheRecord,
  training: paidItemIsTheRecord,
  renewal: paidItemIsTheRecord,
  trainer_license: paidItemIsTheRecord,
  ceu_review: paidItemIsTheRecord,
  ceu_listing: paidItemIsTheRecord,
  donation: paidItemIsTheRecord,
}

/**
 * Kinds charged when staff approve the request rather than at checkout (spec 3: approving a
 * membership 'charge[s] {price} to the user's card'). A checkout with a card submits them and
 * keeps the card on file; the approval charges it off-session.
 */
export const CHARGED_ON_APPROVAL: ReadonlySet<LineItemCategoryType> = new Set(['membership'])

export async function fulfil(tx: Tx, items: readonly PaidItem[], paidAt: Date): Promise<void> {
  for (const item of items) await FULFILMENTS[item.categoryType](tx, item, paidAt)
}
