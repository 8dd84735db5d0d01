/**
 * The portal dashboard's wire shapes (spec 1 §2.4-2.5, spec 2 §2.1-2.2): every card arrives with
 * its variant already chosen by the rules of this folder, so the page only draws what it is told.
 */
import { z } from '../zod'
import { CERTIFICATION_KEYS, CERTIFICATION_STATUSES, EVENT_TYPES, MEMBERSHIP_KEYS } from '../domain/enums'

/** A link the card offers: a portal path (or an absolute URL) and its label. */
export const CardAction = z.object({ label: z.string(), to: z.string() })
export type CardAction = z.infer<typeof CardAction>

/** How a status badge is coloured: success, warning or danger (spec 2 §4), or neutral. */
export const BADGE_TONES = ['success', 'warning', 'danger', 'neutral', 'info'] as const
export const BadgeTone = z.enum(BADGE_TONES)
export type BadgeTone = z.infer<typeof BadgeTone>

export const StatusBadge = z.object({ label: z.string(), tone: BadgeTone })
export type StatusBadge = z.infer<typeof StatusBadge>

/** A value out of a target, with its percentage (0-100, capped). */
export const Progress = z.object({ value: z.number(), target: z.number(), percent: z.number() })
export type Progress = z.infer<typeof Progress>

// ---------------------------------------------------------------------------------------------
// Certification card

/** Spec 2 §2.2: the Four E's, each 0-100; the total is their sum divided by 100 (0-4). */
export const CandidateProgress = z.object({
  education: z.number(),
  experience: z.number(),
  exam: z.number(),
  ethics: z.number(),
  total: z.number(),
  canFinish: z.boolean(),
})
export type CandidateProgress = z.infer<typeof CandidateProgress>

export const PRACTICE_EXAM_STATES = ['not_purchased', 'in_cart', 'purchased'] as const
export const PracticeExamSummary = z.object({
  state: z.enum(PRACTICE_EXAM_STATES),
  /** 'Exam #1 taken' style summary, or the call to action. */
  text: z.string(),
  action: z.nullable(CardAction),
})
export type PracticeExamSummary = z.infer<typeof PracticeExamSummary>

export const CertificationHeldCard = z.object({
  variant: z.literal('held'),
  name: z.string(),
  key: z.enum(CERTIFICATION_KEYS),
  status: z.enum(CERTIFICATION_STATUSES),
  badge: StatusBadge,
  /** The revoked notice (contact staff), or null. */
  notice: z.nullable(z.string()),
  /** Approved CEUs of the current reporting period against the requirement, with its end. */
  ceus: z.nullable(Progress),
  ceusDueOn: z.nullable(z.string()),
  payment: z.nullable(CardAction),
  dashboard: CardAction,
})

export const CertificationActiveCard = z.object({
  variant: z.literal('active'),
  name: z.string(),
  registrationId: z.number().check(z.int()),
  experience: Progress,
  education: CardAction,
  practiceExams: PracticeExamSummary,
  /** "{price} Due", "Retake Required / {price} Due", "Passed" or "Paid" (spec 2 §2.10). */
  examStatus: z.string(),
  codeOfEthics: z.object({ isSigned: z.boolean(), text: z.string() }),
  deadline: z.nullable(z.string()),
  progress: CandidateProgress,
  dashboard: CardAction,
})

export const CertificationCartCard = z.object({
  variant: z.literal('cart'),
  name: z.string(),
  message: z.string(),
  action: CardAction,
})

/** What a registration in review waits for: its approval, its experience hours, its final application. */
export const REVIEW_STAGES = ['registration', 'experience', 'final'] as const
export type ReviewStage = (typeof REVIEW_STAGES)[number]

export const CertificationReviewCard = z.object({
  variant: z.literal('review'),
  name: z.string(),
  stage: z.enum(REVIEW_STAGES),
  message: z.string(),
  dashboard: CardAction,
})

/**
 * Staff sent the registration back to a wizard step: the step, their message (as text) and the
 * way back into the wizard.
 */
export const CertificationChangesRequestedCard = z.object({
  variant: z.literal('changes_requested'),
  name: z.string(),
  message: z.string(),
  step: z.string(),
  reviewMessage: z.nullable(z.string()),
  action: CardAction,
})

export const EXTENSION_STATES = ['can_request', 'in_cart', 'under_review', 'rejected', 'closed'] as const
export type ExtensionState = (typeof EXTENSION_STATES)[number]
export const CertificationExpiredCard = z.object({
  variant: z.literal('expired'),
  name: z.string(),
  extension: z.enum(EXTENSION_STATES),
  /** The last day an extension can be requested (deadline + 6 months), when one still can. */
  requestBy: z.nullable(z.string()),
  message: z.string(),
  /** The reviewer's reason when the extension request was not approved (as the notification quotes it). */
  reason: z.nullable(z.string()),
  action: z.nullable(CardAction),
})

export const CertificationNotEnrolledCard = z.object({
  variant: z.literal('not_enrolled'),
  message: z.string(),
  action: CardAction,
})

export const CertificationCard = z.discriminatedUnion('variant', [
  CertificationHeldCard,
  CertificationActiveCard,
  CertificationCartCard,
  CertificationReviewCard,
  CertificationChangesRequestedCard,
  CertificationExpiredCard,
  CertificationNotEnrolledCard,
])
export type CertificationCard = z.infer<typeof CertificationCard>
export type CertificationCardVariant = CertificationCard['variant']

// ---------------------------------------------------------------------------------------------
// Membership card

export const MembershipActiveCard = z.object({
  variant: z.literal('active'),
  name: z.string(),
  key: z.enum(MEMBERSHIP_KEYS),
  /** 'In Good Standing' or 'Expiring {date}'. */
  standing: z.string(),
  isExpiringSoon: z.boolean(),
  validThrough: z.string(),
  renew: z.nullable(CardAction),
})
export const MembershipCartCard = z.object({
  variant: z.literal('cart'),
  name: z.string(),
  message: z.string(),
  action: CardAction,
})
export const MembershipReviewCard = z.object({
  variant: z.literal('review'),
  name: z.string(),
  key: z.enum(MEMBERSHIP_KEYS),
  message: z.string(),
})
export const MembershipNoneCard = z.object({
  variant: z.literal('none'),
  message: z.string(),
  /** When an earlier membership ended, its last day. */
  expiredOn: z.nullable(z.string()),
  action: CardAction,
})
export const MembershipCard = z.discriminatedUnion('variant', [
  MembershipActiveCard,
  MembershipCartCard,
  MembershipReviewCard,
  MembershipNoneCard,
])
export type MembershipCard = z.infer<typeof MembershipCard>
export type MembershipCardVariant = MembershipCard['variant']

// ---------------------------------------------------------------------------------------------
// Essentials courses card

export const EssentialsCourse = z.object({
  trainingId: z.number().check(z.int()),
  name: z.string(),
  badge: z.nullable(StatusBadge),
  /** Completed: the certificate (new tab); enrolled: the course; needed: registration. */
  link: z.nullable(CardAction),
  isExternal: z.boolean(),
})
export type EssentialsCourse = z.infer<typeof EssentialsCourse>

export const EssentialsCard = z.object({
  completed: z.array(EssentialsCourse),
  enrolled: z.array(EssentialsCourse),
  registrationNeeded: z.array(EssentialsCourse),
  browse: CardAction,
})
export type EssentialsCard = z.infer<typeof EssentialsCard>

// ---------------------------------------------------------------------------------------------
// Profile summary (spec 1 §2.5)

export const MyAfcpeProfileRow = z.object({
  kind: z.enum(['membership', 'certification', 'training', 'registration']),
  label: z.string(),
  badge: z.nullable(StatusBadge),
  /** Shown in the primary style (membership in good standing, certification in good standing). */
  isPrimary: z.boolean(),
  /** The credential URL of a completed training (opens in a new tab). */
  href: z.nullable(z.string()),
})
export type MyAfcpeProfileRow = z.infer<typeof MyAfcpeProfileRow>

export const ProfileSummary = z.object({
  userId: z.number().check(z.int()),
  /** The cropped avatar's address, or null when the user has none (initials are shown). */
  avatarUrl: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** 'City, State, Country' of the primary address. */
  location: z.nullable(z.string()),
  /** 'Job title at Organization'. */
  position: z.nullable(z.string()),
  workPhone: z.nullable(z.string()),
  homePhone: z.nullable(z.string()),
  email: z.string(),
  website: z.nullable(z.string()),
  isAfccCertificant: z.boolean(),
  /** null: the MyAFCPE Profile block is hidden. */
  myAfcpeProfile: z.nullable(z.array(MyAfcpeProfileRow)),
})
export type ProfileSummary = z.infer<typeof ProfileSummary>

// ---------------------------------------------------------------------------------------------
// Announcement and events

export const DashboardAnnouncement = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  body: z.string(),
  image: z.nullable(z.string()),
  actionText: z.nullable(z.string()),
  actionUrl: z.nullable(z.string()),
})
export type DashboardAnnouncement = z.infer<typeof DashboardAnnouncement>

export const DashboardEvent = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  type: z.enum(EVENT_TYPES),
  typeLabel: z.string(),
  /** ISO instant. */
  date: z.string(),
  /** MM/DD/YYYY, or 'On-Demand'. */
  when: z.string(),
  image: z.nullable(z.string()),
  ceus: z.number(),
})
export type DashboardEvent = z.infer<typeof DashboardEvent>

export const Dashboard = z.object({
  certification: CertificationCard,
  membership: MembershipCard,
  essentials: EssentialsCard,
  profile: ProfileSummary,
  announcement: z.nullable(DashboardAnnouncement),
  events: z.array(DashboardEvent),
})
export type Dashboard = z.infer<typeof Dashboard>
