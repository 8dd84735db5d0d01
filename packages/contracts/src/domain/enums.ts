/**
 * The literal values of every status and option set of the portal, chosen once here and used by
 * the database (check constraints), the server and the web app. The spec names the meanings but
 * not the literals; docs/decisions/0004-domain-model.md explains each choice.
 */

/** Builds a value → label map that covers every value of a set (a missing label fails typecheck). */
function labelled<const V extends string>(labels: Record<V, string>) {
  return labels
}

// ---------------------------------------------------------------------------------------------
// People and profile

export const ROLES = ['member', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const GENDERS = ['female', 'male', 'non-binary', 'non-answer'] as const
export type Gender = (typeof GENDERS)[number]

/** Spec 1 §3: 0 e-mail, 1 work phone, 2 home phone, 3 cell phone. */
export const CONTACT_METHODS = [0, 1, 2, 3] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

export const YEARS_OF_SERVICE = ['0-2', '3-5', '6-10', '11-15', '16-20', '20+'] as const
export type YearsOfService = (typeof YEARS_OF_SERVICE)[number]

/** Topics a user may receive text messages about (AFCPE settings; up to 4 texts a month). */
export const TEXT_PREFERENCES = ['renewals', 'ceus', 'events', 'membership'] as const
export type TextPreference = (typeof TEXT_PREFERENCES)[number]

// ---------------------------------------------------------------------------------------------
// Membership

export const MEMBERSHIP_KEYS = ['professional', 'student', 'emeritus'] as const
export type MembershipKey = (typeof MEMBERSHIP_KEYS)[number]

/** A membership request: in the cart, paid and waiting for review, then decided. */
export const MEMBERSHIP_REQUEST_STATUSES = ['cart', 'pending', 'approved', 'rejected'] as const
export type MembershipRequestStatus = (typeof MEMBERSHIP_REQUEST_STATUSES)[number]

// ---------------------------------------------------------------------------------------------
// Events

export const EVENT_TYPES = ['in_person', 'virtual', 'on_demand', 'webinar'] as const
export type EventType = (typeof EVENT_TYPES)[number]
export const EVENT_TYPE_LABELS = labelled<EventType>({
  in_person: 'In-Person',
  virtual: 'Virtual',
  on_demand: 'On-Demand',
  webinar: 'Webinar',
})
/** Non-members may not open these (spec 1 §6). */
export const MEMBERS_ONLY_EVENT_TYPES: readonly EventType[] = ['in_person', 'virtual']

// ---------------------------------------------------------------------------------------------
// Certification and registrations

export const CERTIFICATION_KEYS = ['afc', 'afcc'] as const
export type CertificationKey = (typeof CERTIFICATION_KEYS)[number]

export const PATHWAY_KEYS = [
  'education',
  'university',
  'designation',
  'independent_trainer',
  'military_spouse',
] as const
export type PathwayKey = (typeof PATHWAY_KEYS)[number]

/**
 * Registration status. The spec's sets (spec 2 §4, spec 3 §4):
 * - pre-registration: the wizard (the default);
 * - the approval set (shown as 'in review'): registration_approval, module_approval,
 *   experience_approval, final_approval;
 * - the post-registration set: in_progress (the candidate works on the Four E's),
 *   experience_approval, final_approval and complete.
 */
export const REGISTRATION_STATUSES = [
  'pre_registration',
  'registration_approval',
  'module_approval',
  'in_progress',
  'experience_approval',
  'final_approval',
  'complete',
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]
export const REGISTRATION_STATUS_LABELS = labelled<RegistrationStatus>({
  pre_registration: 'Pre-Registration',
  registration_approval: 'Registration Approval',
  module_approval: 'Module Approval',
  in_progress: 'In Progress',
  experience_approval: 'Experience Approval',
  final_approval: 'Final Approval',
  complete: 'Complete',
})
export const APPROVAL_REGISTRATION_STATUSES: readonly RegistrationStatus[] = [
  'registration_approval',
  'module_approval',
  'experience_approval',
  'final_approval',
]
export const POST_REGISTRATION_STATUSES: readonly RegistrationStatus[] = [
  'in_progress',
  'experience_approval',
  'final_approval',
  'complete',
]

export const EXPIRATION_STATUSES = [
  'not_expired',
  'expired_without_extension',
  'expired_with_extension',
  'expired',
] as const
export type ExpirationStatus = (typeof EXPIRATION_STATUSES)[number]

export const CERTIFICATION_STATUSES = ['good_standing', 'lapsed_ceus', 'lapsed_payment', 'revoked', 'renewed'] as const
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number]
export const CERTIFICATION_STATUS_LABELS = labelled<CertificationStatus>({
  good_standing: 'Good Standing',
  lapsed_ceus: 'Lapsed (CEUs)',
  lapsed_payment: 'Lapsed (Payment)',
  revoked: 'Revoked',
  renewed: 'Renewed',
})

export const EXAM_RESULTS = ['P', 'F', 'A'] as const
export type ExamResult = (typeof EXAM_RESULTS)[number]
export const EXAM_RESULT_LABELS = labelled<ExamResult>({ P: 'Pass', F: 'Fail', A: 'Absent' })
export const MAX_EXAM_ATTEMPTS = 5

export const PRACTICE_EXAM_NUMBERS = [1, 2] as const
export const SURVEY_TYPES = ['pre', 'post'] as const
export type SurveyType = (typeof SURVEY_TYPES)[number]

export const LEVELS_OF_STUDY = ['Undergraduate', 'Graduate', 'PhD', 'Non-Degree Seeking'] as const
export type LevelOfStudy = (typeof LEVELS_OF_STUDY)[number]

// Independent trainer application options (spec 2 §9)
export const TRAINER_GROUP_SIZES = ['1 - 5', '5 - 10', '10 - 20', '20+'] as const
export const TRAINER_LANGUAGES = [
  'English',
  'Mandarin Chinese',
  'Hindi',
  'Spanish',
  'Standard Arabic',
  'American Sign Language',
  'Other',
] as const
export const TRAINER_PROGRAM_FORMATS = ['In-Person', 'Virtual'] as const
export const TRAINER_IN_PERSON_LOCATIONS = ['Designated Location', 'Traveling'] as const
export const TRAINER_AUDIENCES = ['Individual', 'Group'] as const

// ---------------------------------------------------------------------------------------------
// Reviews, experiences and CEUs

/**
 * A review's status: approved, or one of the statuses an admin may set when rejecting
 * ('Set status to' in the reject modals).
 */
export const REVIEW_STATUSES = ['approved', 'rejected', 'more_info_requested'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export const REVIEW_STATUS_LABELS = labelled<ReviewStatus>({
  approved: 'Approved',
  rejected: 'Rejected',
  more_info_requested: 'More Information Requested',
})

/** CEU status (individual and group); the default is pending ('Pending' in the lists). */
export const CEU_STATUSES = ['pending', 'approved', 'rejected', 'more_info_requested'] as const
export type CeuStatus = (typeof CEU_STATUSES)[number]
export const CEU_STATUS_LABELS = labelled<CeuStatus>({
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  more_info_requested: 'More Information Requested',
})

export const AGENDA_METHODS = ['upload', 'type'] as const

// ---------------------------------------------------------------------------------------------
// Files

export const MEDIA_TYPES = [
  'supporting_documentation',
  'transcript',
  'designation_documentation',
  'proof_of_completion',
  'agenda',
  'membership_transcript',
  'experience_verification',
  'other',
] as const
export type MediaType = (typeof MEDIA_TYPES)[number]

// ---------------------------------------------------------------------------------------------
// Commerce

/** What a line item is for; `category_id` then points at a row of the matching table. */
export const LINE_ITEM_CATEGORY_TYPES = [
  'membership',
  'event',
  'registration_fee',
  'course_material',
  'shipping_fee',
  'exam',
  'practice_exam',
  'training',
  'renewal',
  'extension',
  'trainer_license',
  'ceu_review',
  'ceu_listing',
  'donation',
] as const
export type LineItemCategoryType = (typeof LINE_ITEM_CATEGORY_TYPES)[number]

/**
 * The table a line item's `category_id` points into, per category type: the specific thing
 * bought (this request, this attempt, this renewal), not only its catalogue entry, so paying can
 * fulfil exactly it. Seeds, the scale generator and the product registry (modules/cart/products.ts) follow this.
 */
export const LINE_ITEM_CATEGORY_TARGETS = {
  membership: 'membership_requests',
  event: 'events',
  registration_fee: 'registration_fees',
  course_material: 'course_materials',
  shipping_fee: 'shipping_fees',
  exam: 'exam_attempts',
  practice_exam: 'practice_exams',
  training: 'training_requirements',
  renewal: 'renewals',
  extension: 'extensions',
  trainer_license: 'training_requirements',
  ceu_review: 'group_ceus',
  ceu_listing: 'group_ceus',
  donation: 'donations',
} as const satisfies Record<LineItemCategoryType, string>

export const PAYMENT_METHOD_TYPES = ['stripe', 'existing', 'admin', 'free'] as const
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number]

/** A transaction: a checkout (card, saved card, admin override or free) or an admin entry. */
export const TRANSACTION_TYPES = ['card', 'saved_card', 'admin_override', 'free', 'admin_entry', 'off_session'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

/**
 * A row of the payment history: a recorded payment, or an item submitted at checkout whose charge
 * waits for staff approval (decision 0005). Derived when the history is read, never stored.
 */
export const PAYMENT_HISTORY_STATUSES = ['paid', 'pending_approval'] as const
export type PaymentHistoryStatus = (typeof PAYMENT_HISTORY_STATUSES)[number]

/** The transaction a checkout with each payment method records. */
export const TRANSACTION_TYPE_OF_METHOD = {
  stripe: 'card',
  existing: 'saved_card',
  admin: 'admin_override',
  free: 'free',
} as const satisfies Record<PaymentMethodType, TransactionType>

/** One checkout attempt's state (the exactly-once checkout, decision 0005). */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed'] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/** Donation amount choices in dollars; category 6 (symposium scholarship) adds two more. */
export const DONATION_AMOUNTS = ['25.00', '50.00', '100.00', '250.00', '500.00'] as const
export const SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID = 6
export const SYMPOSIUM_SCHOLARSHIP_AMOUNTS = ['375.00', '725.00'] as const

// ---------------------------------------------------------------------------------------------
// Canned messages (the email-dropdown system data)

export const CANNED_MESSAGE_CATEGORIES = [
  'group_ceu_approval',
  'ceu_rejection',
  'group_ceu_rejection',
  'registration_approval',
  'registration_rejection',
  'certification_rejection',
  'experience_approval',
  'experience_rejection',
  'membership_rejection',
] as const
export type CannedMessageCategory = (typeof CANNED_MESSAGE_CATEGORIES)[number]
export const CANNED_MESSAGE_CATEGORY_LABELS = labelled<CannedMessageCategory>({
  group_ceu_approval: 'Group CEU approval',
  ceu_rejection: 'CEU rejection',
  group_ceu_rejection: 'Group CEU rejection',
  registration_approval: 'Registration approval',
  registration_rejection: 'Registration rejection',
  certification_rejection: 'Certification rejection',
  experience_approval: 'Experience approval',
  experience_rejection: 'Experience rejection',
  membership_rejection: 'Membership rejection',
})

export const GROUP_KINDS = ['community', 'learning_platform'] as const
export type GroupKind = (typeof GROUP_KINDS)[number]

export const TRAINING_REQUIREMENT_KINDS = ['registration', 'license', 'renewal'] as const
export type TrainingRequirementKind = (typeof TRAINING_REQUIREMENT_KINDS)[number]
