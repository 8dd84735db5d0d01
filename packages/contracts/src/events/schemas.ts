import { z } from '../zod'
import { EVENT_TYPES } from '../domain/enums'
import { ListQuery } from '../http/list'

const cents = z.number().check(z.int())

/** Sortable fields of the events table (spec 1 §2.9 columns). */
export const EVENT_SORT_FIELDS = [
  'name',
  'type',
  'price',
  'memberPrice',
  'freeForMembers',
  'ceus',
  'experienceHours',
  'date',
  'expirationDate',
  'approvedForEthics',
] as const

/**
 * Filterable fields: `name` (contains), `type` (the literal or its label, e.g. 'In-Person'),
 * `freeForMembers` and `approvedForEthics` (Yes/No, true/false or 1/0).
 */
export const EVENT_FILTER_FIELDS = ['name', 'type', 'freeForMembers', 'approvedForEthics'] as const

/**
 * One row of the events table. Never carries the recording or resource links: those are only
 * in the detail, and only for registered users.
 */
export const EventSummary = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  type: z.enum(EVENT_TYPES),
  typeLabel: z.string(),
  /** ISO instant it takes place (on-demand: when it was published). */
  date: z.string(),
  /** ISO instant from which it can no longer be bought. */
  expirationDate: z.nullable(z.string()),
  ceus: z.number(),
  experienceHours: z.number(),
  /** The list price (non-members), in cents. */
  price: cents,
  /** The member price, in cents (0 to members when `freeForMembers`). */
  memberPrice: cents,
  freeForMembers: z.boolean(),
  approvedForEthics: z.boolean(),
  image: z.nullable(z.string()),
  isExpired: z.boolean(),
  /** The signed-in user is registered (has paid for it). */
  registered: z.boolean(),
  /** The event waits in the signed-in user's cart. */
  inCart: z.boolean(),
})
export type EventSummary = z.infer<typeof EventSummary>

/** The registered user's links (spec 1 §3 Event extra). */
export const EventExtra = z.object({
  registration: z.nullable(z.string()),
  recording: z.nullable(z.string()),
  resource1: z.nullable(z.string()),
  resource2: z.nullable(z.string()),
})
export type EventExtra = z.infer<typeof EventExtra>

export const EventDetail = z.extend(EventSummary, {
  /**
   * The user may open it (spec 1 §2.8, §6: not a non-member, for an in-person or virtual event).
   * When false the page sends them to the membership page, and the event says no more than its
   * row in the events list (no description, no links).
   */
  canOpen: z.boolean(),
  description: z.nullable(z.string()),
  /** What this user pays, in cents: the member rule applied (spec 1 §2.9). */
  yourPrice: cents,
  /** The user has a valid membership (the price shown is the member one). */
  isMemberPrice: z.boolean(),
  /** Only for registered users; null for everyone else. */
  extra: z.nullable(EventExtra),
})
export type EventDetail = z.infer<typeof EventDetail>

const flag = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0'])),
  z.transform((value) => value === 'true' || value === '1'),
)

/**
 * GET /api/events/upcoming: the list query plus `dashboard`, which narrows the list to the
 * dashboard card's selection (upcoming or on demand, not expired) in the card's order.
 */
export const UpcomingEventsQuery = z.extend(ListQuery, { dashboard: flag })
export type UpcomingEventsQueryInput = z.input<typeof UpcomingEventsQuery>

/** The .ics file's bytes (text/calendar; UTF-8). */
