/**
 * The experience rules (spec 2 §5 Experience form, §9; spec 3 §9), as pure functions the server
 * applies and the form shows: the hours left per service type, the look-back window, the display
 * status, and when a registration waits for its experience approval.
 */
import { addMonthsToDay, type Day } from '../dates'
import { REVIEW_STATUS_LABELS, type RegistrationStatus, type ReviewStatus } from '../domain/enums'
import { DashboardLinks, DashboardMessages } from '../dashboard/messages'
import { ExperienceMessages } from './messages'

export interface ServiceTypeAllowance {
  id: number
  /** Hours, or a percentage of the registration's required hours when `percentage`. */
  allowed: number
  percentage: boolean
}

export interface LoggedExperience {
  id: number
  serviceTypeId: number
  hours: number
  /** null pending, true approved, false rejected (not counted). */
  approved: boolean | null
}

/** The hours a service type may count toward: fixed, or the rounded share of the required hours. */
export function allowanceOf(type: ServiceTypeAllowance, requiredHours: number): number {
  return type.percentage ? Math.round((requiredHours * type.allowed) / 100) : type.allowed
}

/**
 * Spec 2 §5: the type's allowance minus the other hours logged for the same type; rejected
 * entries are not counted, and the entry being edited is not counted against itself.
 */
export function hoursLeft(input: {
  type: ServiceTypeAllowance
  requiredHours: number
  logged: readonly LoggedExperience[]
  editingId?: number | null
}): number {
  const used = input.logged
    .filter((entry) => entry.serviceTypeId === input.type.id && entry.approved !== false)
    .filter((entry) => entry.id !== input.editingId)
    .reduce((sum, entry) => sum + entry.hours, 0)
  return Math.max(0, roundHours(allowanceOf(input.type, input.requiredHours) - used))
}

/** Hours are kept to two decimals (0.01 steps). */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100
}

/** '12', '12.5', '12.25': the hours as the messages show them. */
export function formatHours(hours: number): string {
  return String(roundHours(hours))
}

/** Spec 2 §9: experience counts from {lookbackYears} years before enrolment (AFC 7, AFCC 2). */
export function earliestExperienceStart(enrolledOn: Day, lookbackYears: number): Day {
  return addMonthsToDay(enrolledOn, -12 * lookbackYears)
}

/** Spec 2 §2.8: Approved, or the latest review's status, or Pending. */
export function experienceDisplayStatus(entry: {
  approved: boolean | null
  reviewStatus: ReviewStatus | null
}): string {
  if (entry.approved === true) return REVIEW_STATUS_LABELS.approved
  if (entry.reviewStatus) return REVIEW_STATUS_LABELS[entry.reviewStatus]
  return 'Pending'
}

/** The staff list's Status filter values (default: pending). */
export const EXPERIENCE_LIST_STATUSES = ['pending', 'approved', 'rejected', 'more_info_requested'] as const
export type ExperienceListStatus = (typeof EXPERIENCE_LIST_STATUSES)[number]
export const EXPERIENCE_LIST_STATUS_LABELS: Record<ExperienceListStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  more_info_requested: 'More Information Requested',
}

/** The statuses a candidate logs and edits experience in (after approval, before completion). */
export const EXPERIENCE_WORKING_STATUSES: readonly RegistrationStatus[] = ['in_progress', 'experience_approval']

/** Where the candidate files an extension: the dashboard's and the deadline banner's one action. */
const FILE_AN_EXTENSION = { label: DashboardMessages.requestExtension, to: DashboardLinks.extensionRequest }

/**
 * Whether the candidate may log experience now, and if not why, in words that fit their state
 * (one rule for the experience screens and the certification page's experience action): before
 * approval, during the final review, once certified, once the approved hours reach the hours
 * required (nothing more to log), past the deadline with an extension still possible (with the way
 * to file it), or expired for good.
 */
export function experienceLogging(input: {
  status: RegistrationStatus
  isLocked: boolean
  canRequestExtension: boolean
  /** The approved hours reach the registration's required hours. */
  hasRequiredHours?: boolean
}): { canLog: boolean; reason: string | null; action: { label: string; to: string } | null } {
  const refused = (reason: string, action: { label: string; to: string } | null = null) => ({
    canLog: false,
    reason,
    action,
  })
  if (input.status === 'complete') return refused(ExperienceMessages.complete)
  if (input.status === 'final_approval') return refused(ExperienceMessages.finalReview)
  if (!EXPERIENCE_WORKING_STATUSES.includes(input.status)) return refused(ExperienceMessages.notWorking)
  if (input.isLocked) {
    return input.canRequestExtension
      ? refused(ExperienceMessages.locked, FILE_AN_EXTENSION)
      : refused(ExperienceMessages.lockedForGood)
  }
  if (input.hasRequiredHours) return refused(ExperienceMessages.hoursComplete)
  return { canLog: true, reason: null, action: null }
}

/**
 * Decision 0014: a registration in progress waits for its experience approval once the hours
 * logged (pending and approved) reach the required hours and some are still pending; it returns
 * to in progress when none is pending any more, or when the logged hours fall short again.
 */
export function experienceApprovalStatus(input: {
  status: RegistrationStatus
  requiredHours: number
  logged: readonly LoggedExperience[]
}): RegistrationStatus {
  if (!EXPERIENCE_WORKING_STATUSES.includes(input.status)) return input.status
  const counted = input.logged.filter((entry) => entry.approved !== false)
  const loggedHours = counted.reduce((sum, entry) => sum + entry.hours, 0)
  const hasPending = counted.some((entry) => entry.approved === null)
  return input.requiredHours > 0 && loggedHours >= input.requiredHours && hasPending
    ? 'experience_approval'
    : 'in_progress'
}
