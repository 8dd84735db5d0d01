/**
 * Membership rules (spec 1 §5, §9; spec 3 §5): the 364-day term, pre-purchase at most 3 years
 * ahead, emeritus age and years, and the admin record dates. Days are US Eastern days.
 */
import { addDaysToDay, addMonthsToDay, type Day } from '../dates'

export const MEMBERSHIP_TERM_DAYS = 364
export const PREPURCHASE_YEARS = 3
export const EMERITUS_MIN_AGE = 65

/** The last day of a term that starts on `start` (364 days from the start, spec 1 §9). */
export function membershipEnd(start: Day): Day {
  return addDaysToDay(start, MEMBERSHIP_TERM_DAYS)
}

/**
 * Where a new term starts: the day after the last paid or requested term, or today when there
 * is none (or it ended already).
 */
export function nextTermStart(today: Day, lastEnd: Day | null): Day {
  return lastEnd && lastEnd >= today ? addDaysToDay(lastEnd, 1) : today
}

/** A term may be bought only when it starts within 3 years from today. */
export function isBeyondPrepurchaseWindow(start: Day, today: Day): boolean {
  return start > addMonthsToDay(today, PREPURCHASE_YEARS * 12)
}

/** Whole years between a birth day and `today`. */
export function ageOn(dateOfBirth: Day, today: Day): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}
