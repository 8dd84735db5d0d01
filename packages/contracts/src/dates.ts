/**
 * The one place where the portal's time rules live: every displayed date and every deadline is
 * in America/New_York (US Eastern) and shown as MM/DD/YYYY. A "day" is an ISO date string
 * (YYYY-MM-DD) of the Eastern calendar; an instant is a JavaScript Date.
 */
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, differenceInCalendarDays, format, isValid, parse } from 'date-fns'

export const TIME_ZONE = 'America/New_York'
export const DATE_FORMAT = 'MM/dd/yyyy'

export type Day = string
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/**
 * The Eastern wall clock's fields of an instant, from one formatter made on first use. Formatting
 * through date-fns with a time zone re-derives the zone's offset several times per value (each an
 * Intl call); the dashboard's first four alerts cost more main-thread time that way than any card.
 */
let easternFormat: Intl.DateTimeFormat | undefined
interface WallClock {
  year: string
  month: string
  day: string
  hour: string
  minute: string
  dayPeriod: string
}
function easternWallClock(instant: Date): WallClock {
  easternFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  })
  const wall: WallClock = { year: '', month: '', day: '', hour: '', minute: '', dayPeriod: '' }
  for (const part of easternFormat.formatToParts(instant)) {
    if (part.type in wall) wall[part.type as keyof WallClock] = part.value
  }
  wall.year = wall.year.padStart(4, '0')
  wall.dayPeriod = wall.dayPeriod.toUpperCase()
  return wall
}

/** A valid instant, or null; a day (YYYY-MM-DD) is the instant its Eastern day starts. */
function toInstant(value: Date | string | number): Date | null {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) return startOfEasternDay(value)
  const date = value instanceof Date ? value : new Date(value)
  return isValid(date) ? date : null
}

/** MM/DD/YYYY in Eastern time; '' for an empty or invalid value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  // A day is already on the Eastern calendar: nothing to convert.
  if (typeof value === 'string' && DAY_PATTERN.test(value)) {
    const [y, m, d] = value.split('-') as [string, string, string]
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
    return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? `${m}/${d}/${y}` : ''
  }
  const instant = toInstant(value)
  if (!instant) return ''
  const { month, day, year } = easternWallClock(instant)
  return `${month}/${day}/${year}`
}

/** MM/DD/YYYY h:mm AM/PM in Eastern time. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const instant = toInstant(value)
  if (!instant) return ''
  const { month, day, year, hour, minute, dayPeriod } = easternWallClock(instant)
  return `${month}/${day}/${year} ${hour}:${minute} ${dayPeriod}`
}

/** The last day `easternDay` worked out, with the instants it spans (asked on most requests). */
let lastDay: { day: Day; from: number; until: number } | undefined

/** The Eastern calendar day an instant falls on. */
export function easternDay(instant: Date = new Date()): Day {
  const time = instant.getTime()
  if (lastDay && time >= lastDay.from && time < lastDay.until) return lastDay.day
  const { year, month, day: dayOfMonth } = easternWallClock(instant)
  const day = `${year}-${month}-${dayOfMonth}`
  lastDay = {
    day,
    from: startOfEasternDay(day).getTime(),
    until: startOfEasternDay(addDaysToDay(day, 1)).getTime(),
  }
  return day
}

/** The instant an Eastern calendar day starts (midnight in New York, DST aware). */
export function startOfEasternDay(day: Day): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, TIME_ZONE).getTime())
}

/** The last millisecond of an Eastern calendar day. */
export function endOfEasternDay(day: Day): Date {
  return new Date(startOfEasternDay(addDaysToDay(day, 1)).getTime() - 1)
}

export function addDaysToDay(day: Day, days: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return format(addDays(new Date(y, m - 1, d), days), 'yyyy-MM-dd')
}

export function addMonthsToDay(day: Day, months: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return format(addMonths(new Date(y, m - 1, d), months), 'yyyy-MM-dd')
}

export function daysBetween(from: Day, to: Day): number {
  const parseDay = (day: Day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    return new Date(y, m - 1, d)
  }
  return differenceInCalendarDays(parseDay(to), parseDay(from))
}

/** Reads MM/DD/YYYY as typed by a person; null when it is not a real date. */
export function parseUsDate(text: string): Day | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text.trim())) return null
  const date = parse(text.trim(), DATE_FORMAT, new Date(2000, 0, 1))
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null
}

/** The hour (0-23) and minute on the Eastern wall clock at an instant. */
export function easternClock(instant: Date): {
  minute: number
  hour: number
  dayOfMonth: number
  month: number
  dayOfWeek: number
} {
  const wall = new TZDate(instant.getTime(), TIME_ZONE)
  return {
    minute: wall.getMinutes(),
    hour: wall.getHours(),
    dayOfMonth: wall.getDate(),
    month: wall.getMonth() + 1,
    dayOfWeek: wall.getDay(),
  }
}

/** True when `instant` lies within [start, end] (either bound may be open). */
export function isWithin(instant: Date, start: Date | null | undefined, end: Date | null | undefined): boolean {
  if (start && instant < start) return false
  if (end && instant > end) return false
  return true
}
