/**
 * Event fixtures for API tests: events written straight to the catalogue (staff create them under
 * System Data) and a valid membership for the member-price and members-only rules.
 */
import { addDaysToDay, easternDay } from '@portal/contracts'
import { events } from '../src/db/schema'
import type { TestApp, WithDatabase } from './harness'
import { membershipRecord } from './membership-fixtures'

const DAY_MS = 86_400_000

export type EventValues = Partial<typeof events.$inferInsert>

/** An app's database, and its clock when it has a test clock (the browser journeys' portal runs on the system's). */
type WithClock = WithDatabase & Partial<Pick<TestApp, 'clock'>>
const nowOf = (t: WithClock) => t.clock?.now() ?? new Date()

/** A webinar 30 days ahead (anyone may open it) unless `values` say otherwise; answers the row. */
export async function createEvent(t: WithClock, values: EventValues = {}) {
  const now = nowOf(t).getTime()
  const [row] = await t.database.db
    .insert(events)
    .values({
      name: `Event ${Math.random().toString(36).slice(2, 10)}`,
      type: 'webinar',
      date: new Date(now + 30 * DAY_MS),
      expirationDate: new Date(now + 29 * DAY_MS),
      priceCents: 5000,
      memberPriceCents: 3000,
      ...values,
    })
    .returning()
  if (!row) throw new Error('fixture: event insert returned nothing')
  return row
}

/** Gives the user an approved membership, by default one covering today (US Eastern). */
export async function makeMember(t: WithClock, userId: number, term = { fromDays: -30, toDays: 300 }) {
  const today = easternDay(nowOf(t))
  await membershipRecord(t, userId, {
    startsOn: addDaysToDay(today, term.fromDays),
    endsOn: addDaysToDay(today, term.toDays),
  })
}

export const daysFromNow = (t: TestApp, days: number) => new Date(t.clock.now().getTime() + days * DAY_MS)
