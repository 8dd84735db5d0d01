/**
 * The candidate's rules (spec 2 §2.1, §2.2, §9), as pure functions the server applies and the
 * tests pin: which dashboard variant a user sees and whether the candidate's page is locked (the
 * exam's rules are in `exams/rules.ts`).
 */
import type { Day } from '../dates'
import {
  POST_REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  type CertificationStatus,
  type ExpirationStatus,
  type RegistrationStatus,
} from '../domain/enums'
import type { CertificationDashboardVariant } from './schemas'
import type { RegistrationStage } from '../registrations/schemas'
import { sentBackOf } from '../dashboard/certification-card'
import { DashboardMessages } from '../dashboard/messages'

/**
 * Spec 2 §2.1: a certification held that is not revoked gives the certified view; otherwise a
 * registration in a post-registration status, not complete and not expired, gives the candidate
 * view; otherwise the not-certified view. An approved extension moves the deadline, so the
 * registration is not expired any more (decision 0014).
 */
export function certificationDashboardVariant(facts: {
  certificationStatuses: readonly CertificationStatus[]
  registration: { status: RegistrationStatus; expirationStatus: ExpirationStatus } | null
}): CertificationDashboardVariant {
  if (facts.certificationStatuses.some((status) => status !== 'revoked')) return 'certified'
  const registration = facts.registration
  if (
    registration &&
    registration.status !== 'complete' &&
    POST_REGISTRATION_STATUSES.includes(registration.status) &&
    registration.expirationStatus === 'not_expired'
  ) {
    return 'candidate'
  }
  return 'not_certified'
}

/** The deadline passed (US Eastern) and no extension was approved: exams and CEUs are hidden. */
export function isCandidateLocked(input: { deadline: Day | null; today: Day; hasApprovedExtension: boolean }): boolean {
  return input.deadline !== null && input.deadline < input.today && !input.hasApprovedExtension
}

/**
 * A registration's status in staff's words, the one label of its lists, its review's header and
 * its Post Registration Progress card: 'Expired' first (any expiration but not expired), then
 * 'Pathway Approval' at that stage, then a registration staff sent back to a wizard step (back in
 * pre-registration, its latest decision a rejection to `sentBackTo`) as the candidate reads it,
 * 'Changes Requested' with the step to change, else the status's label.
 */
export function registrationStatusLabel(registration: {
  status: RegistrationStatus
  stage: RegistrationStage
  expirationStatus: ExpirationStatus
  /** The step of the latest decision when it sent the registration back (a RejectStep), or null. */
  sentBackTo?: string | null
}): string {
  if (registration.expirationStatus !== 'not_expired') return 'Expired'
  if (registration.stage === 'pathway_approval') return 'Pathway Approval'
  const sentBack = sentBackOf(registration.status, [
    { approved: false, newStep: registration.sentBackTo ?? null, message: null },
  ])
  if (sentBack) return changesRequestedLabel(sentBack.step)
  return REGISTRATION_STATUS_LABELS[registration.status]
}

/** A registration sent back, in the words the candidate's badge uses, with the step to change. */
export const changesRequestedLabel = (step: string) => `${DashboardMessages.changesRequestedBadge}: ${step}`
