/**
 * The extension rules (spec 2 §4 Extension, §9; spec 1 §2.4): who may request one, the 90-day
 * banner and its wording, the date an approval gives, the deadline reminders and what the expiry
 * job writes. Pure functions over US Eastern days.
 */
import { addMonthsToDay, daysBetween, formatDate, type Day } from '../dates'
import type { CertificationStatus, ExpirationStatus, RegistrationStatus } from '../domain/enums'
import { ExtensionMessages as M } from './messages'

export const EXTENSION_MONTHS = 6
export const EXTENSION_FEE_CENTS = 20_000
/** The banner shows this many days before the date (spec 2 §9: expiring soon is 90 days). */
export const BANNER_DAYS = 90
/** Reminders before a registration's deadline, largest first. */
export const REMINDER_DAYS = [90, 30, 7] as const
/** After the deadline, a request may still be made for this many months (spec 1 §9). */
export const REQUEST_WINDOW_MONTHS = 6

/** The state of one request: in the cart (not paid), under review, approved or rejected. */
export const EXTENSION_REQUEST_STATES = ['in_cart', 'under_review', 'approved', 'rejected'] as const
export type ExtensionRequestState = (typeof EXTENSION_REQUEST_STATES)[number]

export function extensionRequestState(request: {
  submittedAt: Date | string | null
  approved: boolean | null
}): ExtensionRequestState {
  if (request.approved === true) return 'approved'
  if (request.approved === false) return 'rejected'
  return request.submittedAt === null ? 'in_cart' : 'under_review'
}

/** Approval moves the date by six months (spec 2 §9). */
export function extendedDate(date: Day): Day {
  return addMonthsToDay(date, EXTENSION_MONTHS)
}

/**
 * Spec 2 §4: a registration with a deadline, not complete, whose training allows extensions and
 * with no extension yet (one only: a request in the cart, under review or decided closes it),
 * until six months after the deadline.
 */
export function canExtendRegistration(input: {
  status: RegistrationStatus
  deadline: Day | null
  allowsExtension: boolean
  hasExtension: boolean
  today: Day
}): boolean {
  if (input.deadline === null || input.status === 'complete' || input.status === 'pre_registration') return false
  if (!input.allowsExtension || input.hasExtension) return false
  return input.today <= addMonthsToDay(input.deadline, REQUEST_WINDOW_MONTHS)
}

/**
 * Spec 2 §4: a certification in good standing or lapsed for CEUs, with no extension for its
 * current reporting period (one only), and a reporting period to extend.
 */
export function canExtendCertification(input: {
  status: CertificationStatus
  lapseDate: Day | null
  hasExtension: boolean
}): boolean {
  if (input.lapseDate === null || input.hasExtension) return false
  return input.status === 'good_standing' || input.status === 'lapsed_ceus'
}

export interface DeadlineBannerFacts {
  kind: 'registration' | 'certification'
  /** 'AFC®' */
  name: string
  /** The deadline, or the CEU lapse date (the reporting period's end, or the extended date). */
  date: Day
  today: Day
  hasApprovedExtension: boolean
}

/**
 * Spec 2 §4: within 90 days of the date the banner warns that it "is going to" expire or lapse;
 * once past, it says it "has expired" or "has lapsed" (and the page locks unless an extension
 * was approved, which moved the date). null outside the window.
 */
export function deadlineBanner(facts: DeadlineBannerFacts): { isPast: boolean; message: string } | null {
  const days = daysBetween(facts.today, facts.date)
  if (days > BANNER_DAYS) return null
  const date = formatDate(facts.date)
  const isPast = facts.date < facts.today
  if (facts.kind === 'registration') {
    return {
      isPast,
      message: isPast ? M.registrationExpired(facts.name, date) : M.registrationGoingToExpire(facts.name, date),
    }
  }
  return {
    isPast,
    message: isPast ? M.certificationLapsed(facts.name, date) : M.certificationGoingToLapse(facts.name, date),
  }
}

/**
 * The reminder due today, if any: the smallest of 90, 30 and 7 days that the deadline is within
 * and that was not sent yet (`lastSent`: the last one sent for this deadline). A day missed by
 * the job is caught up the next day; a reminder is never sent twice for one deadline.
 */
export function reminderDue(input: { deadline: Day; today: Day; lastSent: number | null }): number | null {
  const days = daysBetween(input.today, input.deadline)
  if (days < 0) return null
  let due: number | null = null
  for (const threshold of REMINDER_DAYS) {
    if (days <= threshold && (input.lastSent === null || input.lastSent > threshold)) due = threshold
  }
  return due
}

/**
 * What a registration's expiration status becomes (decision 0014):
 * - not expired while the deadline has not passed (or it has none, or it is complete);
 * - past it: 'expired_with_extension' while a request waits (in the cart or under review),
 *   'expired_without_extension' while one may still be requested, otherwise 'expired'
 *   (the request window closed, the one extension was decided, or the training allows none).
 */
export function expirationStatusOf(input: {
  status: RegistrationStatus
  deadline: Day | null
  today: Day
  allowsExtension: boolean
  extension: ExtensionRequestState | null
}): ExpirationStatus {
  if (input.deadline === null || input.status === 'complete' || input.deadline >= input.today) return 'not_expired'
  if (input.extension === 'in_cart' || input.extension === 'under_review') return 'expired_with_extension'
  if (input.extension === null && canExtendRegistration({ ...input, hasExtension: false })) {
    return 'expired_without_extension'
  }
  return 'expired'
}
