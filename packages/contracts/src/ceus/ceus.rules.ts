/**
 * The CEU rules both sides apply (spec 2 §2.11, §5, §9; spec 3 §5): the completion date window,
 * the reporting period choices, the fields a completion code locks, completion codes matched
 * without regard to case and blanks, and the credit totals of a reporting period by credit type.
 * Days are US Eastern 'YYYY-MM-DD'.
 */
import { daysBetween, formatDate, type Day } from '../dates'
import { IndividualCeuMessages as M } from './ceus.messages'

/** Credits are kept to two decimals. */
export function roundCredits(credits: number): number {
  return Math.round(credits * 100) / 100
}

/** '12', '1.5', '0.25': credits as the screens show them. */
export function formatCredits(credits: number): string {
  return String(roundCredits(credits))
}

export interface ReportingPeriodLike {
  id: number
  name: string
  /** The period's own start and end (reporting_periods.starts_on, ends_on). */
  start: Day
  end: Day
}

/**
 * Spec 2 §5: the first completion date a period accepts: 2017-06-30 for the period named with
 * 2018, otherwise January 1 of the period's year (the year in its name; its start's year when the
 * name has none).
 */
export function reportingWindowStart(period: Pick<ReportingPeriodLike, 'name' | 'start'>): Day {
  const year = /\b(\d{4})\b/.exec(period.name)?.[1] ?? period.start.slice(0, 4)
  return year === '2018' ? '2017-06-30' : `${year}-01-01`
}

/**
 * Spec 2 §5: the completion date is no later than today ('Please enter a date within {start} and
 * today') and on or after the window's start ('... within the reporting period in which you are
 * reporting'); null when it holds.
 */
export function completionDateProblem(
  completionDate: Day,
  period: Pick<ReportingPeriodLike, 'name' | 'start'>,
  today: Day,
): string | null {
  const start = reportingWindowStart(period)
  if (completionDate > today) return M.dateWindow(formatDate(start))
  if (completionDate < start) return M.outsidePeriod
  return null
}

/** A certification of the user as the reporting period choices read it. */
export interface ReportableCertification {
  reportable: boolean
  period: ReportingPeriodLike | null
}

/**
 * Spec 2 §5: the reporting periods an individual CEU may be reported in: those of the user's
 * reportable certifications that have started (New York time), each once, in start order.
 */
export function reportingPeriodChoices(certifications: ReportableCertification[], today: Day): ReportingPeriodLike[] {
  const byId = new Map<number, ReportingPeriodLike>()
  for (const { reportable, period } of certifications) {
    if (reportable && period && period.start <= today && !byId.has(period.id)) byId.set(period.id, period)
  }
  return [...byId.values()].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
}

/**
 * What two completion codes are compared by (spec: "without regard to case and blanks"): the code
 * without any white space, lower-cased ('FWI 2026 Summit' is 'fwi2026summit'). The database's
 * unique index among approved programs and every lookup use the same expression (the group CEU
 * repository's `completionCodeKeyOf`).
 */
export const completionCodeKey = (code: string): string => code.replace(/\s+/g, '').toLowerCase()

/** The fields a completion code supplies and then locks (spec 2 §2.11). */
export const LOCKABLE_CEU_FIELDS = ['credits', 'creditTypeId', 'programTitle', 'sponsor', 'programAgenda'] as const
export type LockableCeuField = (typeof LOCKABLE_CEU_FIELDS)[number]

/** What an approved group CEU supplies to the individual form (GET /api/completion-code). */
export interface CodeSupplied {
  credits: number | null
  creditTypeId: number | null
  programTitle: string | null
  sponsor: string | null
  programAgenda: string | null
}

/**
 * Spec 2 §2.11: a pre-approved CEU locks the credits, credit type, title, sponsor and agenda,
 * unless the code provided no value for them (a blank value is none).
 */
export function lockedCeuFields(supplied: CodeSupplied | null): LockableCeuField[] {
  if (!supplied) return []
  return LOCKABLE_CEU_FIELDS.filter((field) => {
    const value = supplied[field]
    return value !== null && !(typeof value === 'string' && value.trim() === '')
  })
}

/** A credit type with the credits a reporting period needs of it at least (0: no minimum). */
export interface CreditTypeMinimum {
  creditTypeId: number
  name: string
  minimum: number
}

/** A credit record as the totals count it. */
export interface CountedCredit {
  creditTypeId: number
  credits: number
  /** Approved counts; pending and more-information-requested may still be; rejected never. */
  status: 'pending' | 'approved' | 'rejected' | 'more_info_requested'
}

export interface CreditTypeProgress extends CreditTypeMinimum {
  earned: number
  pending: number
  /** What the minimum still lacks (0 when met or when there is none). */
  shortfall: number
}

export interface CeuProgress {
  /** The credits the period requires (the certification's requirement). */
  total: number
  /** Approved credits of the period. */
  earned: number
  /** Credits still waiting for a decision (pending or more information requested). */
  pending: number
  /**
   * What stands between the certificant and the requirement: the larger of the credits missing
   * from the total and the credits missing from the minimums.
   */
  remaining: number
  /** Spec 2 §9: earned when nothing remains, otherwise the total minus what remains. */
  completed: number
  /** Whether approving every pending credit would leave nothing remaining. */
  pendingClosesGap: boolean
  byType: CreditTypeProgress[]
}

function remainingOf(total: number, earned: number, byType: { minimum: number; earned: number }[]): number {
  const missingMinimums = byType.reduce((sum, type) => sum + Math.max(0, type.minimum - type.earned), 0)
  return roundCredits(Math.max(0, total - earned, missingMinimums))
}

/**
 * A reporting period's credits by credit type against the minimums and the total: the one
 * computation the CEU card and the dashboard's CEU numbers read. `minimums` lists every credit
 * type (0: none), so each is answered, unmet minimums as 0 of N; a record of a type not listed is
 * not counted.
 */
export function ceuProgress(input: {
  total: number
  minimums: CreditTypeMinimum[]
  credits: CountedCredit[]
}): CeuProgress {
  const types = new Map<number, CreditTypeProgress>()
  for (const type of input.minimums) {
    types.set(type.creditTypeId, { ...type, earned: 0, pending: 0, shortfall: 0 })
  }
  for (const credit of input.credits) {
    const type = types.get(credit.creditTypeId)
    if (!type) continue
    if (credit.status === 'approved') type.earned += credit.credits
    else if (credit.status !== 'rejected') type.pending += credit.credits
  }
  const byType = [...types.values()].map((type) => {
    const earned = roundCredits(type.earned)
    return {
      ...type,
      earned,
      pending: roundCredits(type.pending),
      shortfall: roundCredits(Math.max(0, type.minimum - earned)),
    }
  })
  const earned = roundCredits(byType.reduce((sum, type) => sum + type.earned, 0))
  const pending = roundCredits(byType.reduce((sum, type) => sum + type.pending, 0))
  const remaining = remainingOf(input.total, earned, byType)
  const ifApproved = remainingOf(
    input.total,
    earned + pending,
    byType.map((type) => ({ minimum: type.minimum, earned: type.earned + type.pending })),
  )
  return {
    total: input.total,
    earned,
    pending,
    remaining,
    completed: remaining === 0 ? earned : roundCredits(Math.max(0, input.total - remaining)),
    pendingClosesGap: remaining > 0 && ifApproved === 0,
    byType,
  }
}

/** Days from `today` to the period's last day (0 on it; negative once it ended). */
export function daysLeftInPeriod(end: Day, today: Day): number {
  return daysBetween(today, end)
}
