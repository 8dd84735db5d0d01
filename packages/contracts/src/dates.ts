/**
 * The one place where the portal's time rules live: every displayed date and every deadline is
 * in America/New_York (US Eastern) and shown as MM/DD/YYYY. A "day" is an ISO date string
 * (YYYY-MM-DD) of the Eastern calendar; an instant is a JavaScript Date.
 */
import { tz, TZDate } from '@date-fns/tz'
import { addDays, addMonths, differenceInCalendarDays, format, isValid, parse } from 'date-fns'

export const TIME_ZONE = 'America/New_York'
export const DATE_FORMAT = 'MM/dd/yyyy'
const eastern = tz(TIME_ZONE)

export type Day = string
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

function toDate(value: Date | string | number): Date {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) return startOfEasternDay(value)
  return value instanceof Date ? value : new Date(value)
}

/** MM/DD/YYYY in Eastern time; '' for an empty or invalid value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = toDate(value)
  return isValid(date) ? format(date, DATE_FORMAT, { in: eastern }) : ''
}

/** MM/DD/YYYY h:mm AM/PM in Eastern time. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = toDate(value)
  return isValid(date) ? format(date, `${DATE_FORMAT} h:mm a`, { in: eastern }) : ''
}

/** The last day `easternDay` worked out, with the instants it spans (asked on most requests). */
let lastDay: { day: Day; from: number; until: number } | undefined

/** The Eastern calendar day an instant falls on. */
export function easternDay(instant: Date = new Date()): Day {
  const time = instant.getTime()
  if (lastDay && time >= lastDay.from && time < lastDay.until) return lastDay.day
  const day = format(instant, 'yyyy-MM-dd', { in: eastern })
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
