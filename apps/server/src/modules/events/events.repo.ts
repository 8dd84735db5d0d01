/**
 * Reads and writes of events (spec 1 §2.9): the two lists (the user's own, all), one event with
 * the user's registration and cart state, the event's line item in the cart, and the registration
 * paying for it makes.
 */
import type { ListQuery, EventListField } from '@portal/contracts'
import { and, eq, getTableName, gt, gte, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { eventRegistrations, events, lineItems } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, planList, type ListField, type ListSpec } from '../../platform/http/list'

/**
 * `events.id` written out with its table: Drizzle leaves the columns of a single-table select
 * unqualified, and inside the correlated subqueries below `"id"` would name the inner table's.
 */
const outerEventId = sql`${sql.identifier(getTableName(events))}.${sql.identifier(events.id.name)}`

/** The user: a value, or in a list the placeholder its statement is filled with (decision 0009). */
type UserRef = number | Placeholder

const isRegistered = (userId: UserRef) =>
  sql<boolean>`exists (select 1 from ${eventRegistrations}
     where ${eventRegistrations.userId} = ${userId} and ${eventRegistrations.eventId} = ${outerEventId})`

/** An unpaid event line item shown in the user's cart (the cart's partial index). */
const isInCart = (userId: UserRef) =>
  sql<boolean>`exists (select 1 from ${lineItems}
     where ${lineItems.userId} = ${userId} and ${lineItems.categoryType} = 'event'
       and ${lineItems.categoryId} = ${outerEventId} and ${lineItems.transactionId} is null
       and ${lineItems.showInCart})`

const summaryRow = (userId: UserRef) => ({
  id: events.id,
  name: events.name,
  type: events.type,
  date: events.date,
  expirationDate: events.expirationDate,
  ceus: events.ceus,
  experienceHours: events.experienceHours,
  priceCents: events.priceCents,
  memberPriceCents: events.memberPriceCents,
  freeForMembers: events.freeForMembers,
  approvedForEthics: events.approvedForEthics,
  image: events.image,
  registered: isRegistered(userId),
  inCart: isInCart(userId),
})

export type EventSummaryRow = Awaited<ReturnType<typeof eventsRepo.listOwn>>['data'][number]

/** The table's columns (spec 1 §2.9); each is backed by an index of `events` or is cheap on it. */
const fields: Record<EventListField, ListField> = {
  name: { column: events.name, sortable: true, filter: 'contains' },
  type: { column: events.type, sortable: true, filter: 'exact' },
  price: { column: events.priceCents, sortable: true },
  memberPrice: { column: events.memberPriceCents, sortable: true },
  freeForMembers: { column: events.freeForMembers, sortable: true, filter: 'boolean' },
  ceus: { column: events.ceus, sortable: true },
  experienceHours: { column: events.experienceHours, sortable: true },
  date: { column: events.date, sortable: true },
  expirationDate: { column: events.expirationDate, sortable: true },
  approvedForEthics: { column: events.approvedForEthics, sortable: true, filter: 'boolean' },
}

/** Spec 1 §9: the events table sorts by date, newest first, unless asked otherwise. */
const listSpec: ListSpec<EventListField> = {
  fields,
  defaultSort: [{ field: 'date', direction: 'desc' }],
  tiebreaker: events.id,
}

/**
 * The dashboard card's order: upcoming events soonest first, then on-demand ones newest first.
 * Its two keys are neither sortable nor filterable by callers.
 */
const dashboardSpec: ListSpec<EventListField | 'onDemandLast' | 'upcomingDate'> = {
  fields: {
    ...fields,
    onDemandLast: { column: sql`(${events.type} = 'on_demand')` },
    upcomingDate: { column: sql`case when ${events.type} = 'on_demand' then null else ${events.date} end` },
  },
  defaultSort: [
    { field: 'onDemandLast', direction: 'asc' },
    { field: 'upcomingDate', direction: 'asc' },
    { field: 'date', direction: 'desc' },
  ],
  tiebreaker: events.id,
}

/** The dashboard's selection: taking place from today on, or on demand; not expired. */
const dashboardSelection = and(
  or(gte(events.date, sql.placeholder('startOfToday')), sql`${events.type} = 'on_demand'`),
  or(isNull(events.expirationDate), gt(events.expirationDate, sql.placeholder('now'))),
)

/** Which of the three lists: each is one statement per filter and sort (built once). */
type ListVariant = { name: 'own' | 'all' } | { name: 'dashboard'; now: Date; startOfToday: Date }

const user = sql.placeholder('userId')
const scopes: Record<ListVariant['name'], SQL | undefined> = {
  own: isRegistered(user),
  all: isNull(events.retiredAt),
  dashboard: and(isNull(events.retiredAt), dashboardSelection),
}

function runList(db: DbOrTx, userId: number, query: ListQuery, variant: ListVariant) {
  const plan = variant.name === 'dashboard' ? planList(query, dashboardSpec) : planList(query, listSpec)
  const where = and(scopes[variant.name], plan.where)
  const { name: _name, ...scopeValues } = variant
  return listPage(
    db,
    { ...plan, where, values: { ...plan.values, ...scopeValues, userId } },
    { page: db.select(summaryRow(user)).from(events).$dynamic(), count: (rows) => rows.from(events) },
    { statement: `events:${variant.name}` },
  )
}

export const eventsRepo = {
  /** The events the user is registered for, retired ones included (they were bought). */
  listOwn(db: DbOrTx, userId: number, query: ListQuery) {
    return runList(db, userId, query, { name: 'own' })
  },

  /** Every event on offer (not retired); or, for the dashboard, its selection in its order. */
  listUpcoming(db: DbOrTx, userId: number, query: ListQuery, dashboard: { now: Date; startOfToday: Date } | null) {
    return runList(db, userId, query, dashboard ? { name: 'dashboard', ...dashboard } : { name: 'all' })
  },

  /** One event with the user's registration and cart state. */
  async find(db: DbOrTx, eventId: number, userId: number) {
    const [row] = await db
      .select({
        ...summaryRow(userId),
        description: events.description,
        registrationUrl: events.registrationUrl,
        recordingUrl: events.recordingUrl,
        resource1Url: events.resource1Url,
        resource2Url: events.resource2Url,
        retiredAt: events.retiredAt,
      })
      .from(events)
      .where(eq(events.id, eventId))
    return row ?? null
  },

  /** Registers the user for the event (paying for it); registering twice changes nothing. */
  async register(tx: DbOrTx, userId: number, eventId: number) {
    await tx.insert(eventRegistrations).values({ userId, eventId }).onConflictDoNothing()
  },

  /** Puts the event in the cart: `priceCents` is the list price, `finalPriceCents` the user's. */
  async insertCartLine(
    tx: DbOrTx,
    userId: number,
    line: { eventId: number; name: string; priceCents: number; finalPriceCents: number; freeForMembers: boolean },
  ) {
    await tx.insert(lineItems).values({
      userId,
      categoryType: 'event',
      categoryId: line.eventId,
      name: line.name,
      priceCents: line.priceCents,
      finalPriceCents: line.finalPriceCents,
      freeForMembers: line.freeForMembers,
    })
  },
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof eventsRepo.find>>>
