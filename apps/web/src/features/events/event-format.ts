/** The pure half of the events screens: what a cell or a detail line shows. */
import { EVENT_TYPES, EVENT_TYPE_LABELS, formatCents, type EventDetail, type EventExtra } from '@portal/contracts'

/** The yes/no filter choices; the server reads them as true/false. */
export const YES_NO = ['Yes', 'No'] as const

/** The type filter offers the labels the table shows; the server reads them as the literals. */
export const TYPE_CHOICES = EVENT_TYPES.map((type) => EVENT_TYPE_LABELS[type])

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No')

/** A count of credits or hours without trailing zeros (1.5, 2). */
export const hours = (value: number): string => String(Number(value.toFixed(2)))

/** Why the price shown is what it is, beside the price. */
export function priceNote(event: Pick<EventDetail, 'isMemberPrice' | 'freeForMembers' | 'price' | 'memberPrice'>) {
  if (event.freeForMembers) return event.isMemberPrice ? 'Free for members' : 'Free for members (join to save)'
  if (event.isMemberPrice) return 'Member price'
  return event.memberPrice < event.price ? `Members pay ${formatCents(event.memberPrice)}` : null
}

export interface EventResourceLink {
  label: string
  href: string
}

/** The registered user's links, in the order the page lists them. */
export function resourceLinks(extra: EventExtra): EventResourceLink[] {
  const links: [string, string | null][] = [
    ['Watch the recording', extra.recording],
    ['Resource 1', extra.resource1],
    ['Resource 2', extra.resource2],
    ['Event registration page', extra.registration],
  ]
  return links.flatMap(([label, href]) => (href ? [{ label, href }] : []))
}
