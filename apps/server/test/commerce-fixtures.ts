/**
 * Cart fixtures for API tests: puts things in a member's cart the way the owning features do
 * (an unpaid line item shown in the cart), without going through features built elsewhere.
 */
import { and, eq } from 'drizzle-orm'
import type { LineItemCategoryType } from '@portal/contracts'
import { eventRegistrations, discounts, membershipTypes } from '../src/db/schema'
import { cartRepo } from '../src/modules/cart/cart.repo'
import { membershipRepo } from '../src/modules/membership/membership.repo'
import { createEvent } from './event-fixtures'
import type { WithDatabase } from './harness'
import { insertRegistration } from './registration-fixtures'

export interface CartItemInput {
  categoryType: LineItemCategoryType
  categoryId: number
  name?: string
  priceCents: number
  quantity?: number
  withQty?: boolean
  registrationId?: number | null
  dueYear?: number
}

export async function putInCart(t: WithDatabase, userId: number, item: CartItemInput): Promise<number> {
  const [row] = await cartRepo.insertLines(t.database.db, [
    {
      userId,
      categoryType: item.categoryType,
      categoryId: item.categoryId,
      name: item.name ?? `${item.categoryType} ${item.categoryId}`,
      priceCents: item.priceCents,
      finalPriceCents: item.priceCents,
      quantity: item.quantity ?? 1,
      registrationId: item.registrationId ?? null,
      dueYear: item.dueYear,
      extra: item.withQty ? { withQty: true } : {},
      // As the membership module prices its lines: charged when staff approve (decision 0005).
      chargedOnApproval: item.categoryType === 'membership',
    },
  ])
  if (!row) throw new Error('fixture: line item insert returned nothing')
  return row.id
}

/** A virtual event 30 days ahead at one price for everyone; answers its id. */
export async function anEvent(t: WithDatabase, priceCents = 4500, name = 'Financial Wellness Summit'): Promise<number> {
  const event = await createEvent(t, {
    name,
    type: 'virtual',
    date: new Date(Date.now() + 30 * 86_400_000),
    expirationDate: null,
    priceCents,
    memberPriceCents: priceCents,
  })
  return event.id
}

/** An event in the member's cart; answers the line item id and the event id. */
export async function eventInCart(t: WithDatabase, userId: number, priceCents = 4500) {
  const eventId = await anEvent(t, priceCents)
  const lineItemId = await putInCart(t, userId, {
    categoryType: 'event',
    categoryId: eventId,
    priceCents,
    name: 'Financial Wellness Summit',
  })
  return { eventId, lineItemId }
}

/** A pre-registration with its fee and a practice exam in the cart. */
export async function preRegistrationInCart(t: WithDatabase, userId: number) {
  const registration = await insertRegistration(t, userId)
  const feeId = await putInCart(t, userId, {
    categoryType: 'registration_fee',
    categoryId: 1,
    name: 'AFC Registration Fee',
    priceCents: 10000,
    registrationId: registration.id,
  })
  const practiceExamId = await putInCart(t, userId, {
    categoryType: 'practice_exam',
    categoryId: 1,
    name: 'AFC Practice Exam',
    priceCents: 5000,
    registrationId: registration.id,
  })
  return { registrationId: registration.id, feeId, practiceExamId }
}

/** A professional membership request in the cart (the membership feature's add-to-cart). */
export async function membershipInCart(t: WithDatabase, userId: number) {
  const [type] = await t.database.db.select().from(membershipTypes).where(eq(membershipTypes.key, 'professional'))
  if (!type) throw new Error('fixture: no professional membership type')
  const request = await membershipRepo.insertRequest(t.database.db, {
    userId,
    membershipTypeId: type.id,
    startsOn: '2026-12-01',
  })
  const lineItemId = await putInCart(t, userId, {
    categoryType: 'membership',
    categoryId: request.id,
    name: type.name,
    priceCents: type.priceCents,
  })
  return { requestId: request.id, lineItemId, priceCents: type.priceCents }
}

export async function aDiscount(
  t: WithDatabase,
  values: Partial<typeof discounts.$inferInsert> & { code: string },
): Promise<number> {
  const [row] = await t.database.db
    .insert(discounts)
    .values({ percentage: false, amount: 1000, ...values })
    .returning({ id: discounts.id })
  if (!row) throw new Error('fixture: discount insert returned nothing')
  return row.id
}

/** The user's registrations for an event (what paying for it creates, once). */
export function eventRegistrationsOf(t: WithDatabase, userId: number, eventId: number) {
  return t.database.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.eventId, eventId)))
}
