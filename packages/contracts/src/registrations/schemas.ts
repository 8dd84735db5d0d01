/**
 * Certification registrations (spec 2 §2.3, §3, §4, §5; spec 3 course registrations): what the
 * wizard reads and saves, and what staff review. Money is in integer cents; days are US Eastern
 * 'YYYY-MM-DD'.
 */
import { z } from '../zod'
import {
  EXPIRATION_STATUSES,
  LEVELS_OF_STUDY,
  LINE_ITEM_CATEGORY_TYPES,
  PATHWAY_KEYS,
  REGISTRATION_STATUSES,
  REVIEW_STATUSES,
} from '../domain/enums'
import { text } from '../http/text'
import { DeadlineBanner } from '../extensions/schemas'
import { defineMultipart, DOCUMENT_FILE } from '../http/upload'
import { DAY_PATTERN } from '../system-data/fields'
import { decisionMessageFields } from '../reviews/decision'
import { RegistrationMessages as M } from './messages'
import { PRE_REGISTRATION_STEP_KEYS, REJECT_STEP_KEYS } from './steps'

const day = z.string().check(z.regex(DAY_PATTERN))
const id = z.number().check(z.int(), z.positive())
const cents = z.number().check(z.int())

/** The files a candidate uploads on Supporting Documentation (spec 2 §5). */
export const REGISTRATION_MEDIA_TYPES = [
  'transcript',
  'designation_documentation',
  'proof_of_completion',
  'supporting_documentation',
] as const
export type RegistrationMediaType = (typeof REGISTRATION_MEDIA_TYPES)[number]
export const REGISTRATION_MEDIA_LABELS: Record<RegistrationMediaType, string> = {
  transcript: 'Transcript (coursework)',
  designation_documentation: 'Designation documentation',
  proof_of_completion: 'Proof of completion',
  supporting_documentation: 'Other supporting documentation',
}
/** The documents a pathway requires on Supporting Documentation (spec 2 §5); both sides check them. */
export function requiredDocuments(pathwayKey: (typeof PATHWAY_KEYS)[number] | null): RegistrationMediaType[] {
  switch (pathwayKey) {
    case 'education':
    case 'university':
      return ['transcript']
    case 'independent_trainer':
      return ['transcript', 'proof_of_completion']
    case 'designation':
      return ['designation_documentation']
    default:
      return []
  }
}
/**
 * Supporting Documentation is titled "(optional)" exactly when its pathway requires no document:
 * the title and the rule agree on every pathway (decision 0020).
 */
export function isDocumentationOptional(pathwayKey: (typeof PATHWAY_KEYS)[number] | null): boolean {
  return requiredDocuments(pathwayKey).length === 0
}

export const RegistrationFile = z.object({
  id: z.number().check(z.int()),
  type: z.enum(REGISTRATION_MEDIA_TYPES),
  fileName: z.string(),
  /** GET /api/media/{id}: served to its owner and to admins only. */
  url: z.string(),
  createdAt: z.string(),
})
export type RegistrationFile = z.infer<typeof RegistrationFile>

/**
 * A line item of the registration (fee, course material, shipping, exam, practice exam): what it
 * costs and whether it is paid, in the cart, or waiting to be charged when staff approve.
 */
export const RegistrationItem = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(LINE_ITEM_CATEGORY_TYPES),
  name: z.string(),
  /** Before member pricing, offers and codes. */
  price: cents,
  /** What the candidate pays. */
  finalPrice: cents,
  /** The exam offer applied, as a short label ('Member discount'), or null. */
  offer: z.nullable(z.string()),
  paid: z.boolean(),
  /** Unpaid and shown in the cart. */
  inCart: z.boolean(),
  /** Unpaid and charged to the card on file when staff approve (self-study). */
  chargedOnApproval: z.boolean(),
})
export type RegistrationItem = z.infer<typeof RegistrationItem>

export const RegistrationReview = z.object({
  id: z.number().check(z.int()),
  createdAt: z.string(),
  approved: z.boolean(),
  /** HTML: the canned messages chosen and the reviewer's own message. */
  message: z.nullable(z.string()),
  status: z.enum(REVIEW_STATUSES),
  /** The step the candidate was sent back to (a rejection), or approved at. */
  step: z.nullable(z.string()),
  reviewer: z.nullable(z.string()),
})
export type RegistrationReview = z.infer<typeof RegistrationReview>

export const RegistrationPathway = z.object({
  id: z.number().check(z.int()),
  key: z.enum(PATHWAY_KEYS),
  name: z.string(),
  description: z.nullable(z.string()),
  /** Months from enrolment to the deadline (shown as months / 12 years). */
  deadlineMonths: z.number().check(z.int()),
  requiresPreapproval: z.boolean(),
})

export const ShippingAddress = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  state: z.string(),
  zip: z.optional(z.nullable(z.string())),
  country: z.string(),
  isInternational: z.boolean(),
})

/**
 * Where a registration stands for the screens: pre-registration (the wizard), pathway approval
 * (the fee is paid, staff review the pathway), registration approval (staff review the whole
 * registration), post-registration (approved) or complete.
 */
export const REGISTRATION_STAGES = [
  'pre_registration',
  'pathway_approval',
  'registration_approval',
  'post_registration',
  'complete',
] as const
export type RegistrationStage = (typeof REGISTRATION_STAGES)[number]

export const Registration = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  certification: z.object({ id: z.number().check(z.int()), name: z.string() }),
  status: z.enum(REGISTRATION_STATUSES),
  stage: z.enum(REGISTRATION_STAGES),
  expirationStatus: z.enum(EXPIRATION_STATUSES),
  /** The furthest step reached: its 1-based number in PRE_REGISTRATION_STEPS (0: none saved). */
  step: z.number().check(z.int()),
  pathway: z.nullable(RegistrationPathway),
  enrolledOn: z.nullable(day),
  deadline: z.nullable(day),
  requiredHours: z.number().check(z.int()),
  militarySpouse: z.boolean(),
  payExamFeeUpfront: z.boolean(),
  purchasePracticeExam: z.boolean(),
  shippingAddressId: z.nullable(z.number().check(z.int())),
  shipping: z.nullable(ShippingAddress),
  universityProgramId: z.nullable(z.number().check(z.int())),
  universityProgramDepartment: z.nullable(z.string()),
  universityProgramLevelOfStudy: z.nullable(z.enum(LEVELS_OF_STUDY)),
  /** The Independent Trainer whose program the candidate completed (that pathway only). */
  independentTrainerId: z.nullable(z.number().check(z.int())),
  /** The course materials chosen (their catalogue ids). */
  courseMaterialIds: z.array(z.number().check(z.int())),
  /** 'No Course Materials' was chosen. */
  noCourseMaterials: z.boolean(),
  media: z.array(RegistrationFile),
  reviews: z.array(RegistrationReview),
  items: z.array(RegistrationItem),
  /** Sum of the items' final prices; of those not paid yet. */
  totals: z.object({ total: cents, unpaid: cents }),
  /** Some item is neither paid nor waiting for the approval's charge: Pay & Review reads 'Add to Cart'. */
  hasUnpaidItems: z.boolean(),
  /** An active membership or a membership request under review: the Membership step is skipped. */
  isMemberOrPending: z.boolean(),
  /** The exam may be paid with the registration (AFC® only): the Pay Exam Fees Upfront step applies. */
  sellsExamUpfront: z.boolean(),
  /** The wizard may change it (pre-registration). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Registration = z.infer<typeof Registration>

/** What the wizard offers, priced for this candidate now. */
export const RegistrationOptions = z.object({
  pathways: z.array(
    z.extend(RegistrationPathway, {
      fee: z.nullable(z.object({ name: z.string(), price: cents, finalPrice: cents, chargedOnApproval: z.boolean() })),
    }),
  ),
  courseMaterials: z.array(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      description: z.nullable(z.string()),
      price: cents,
      finalPrice: cents,
      shippable: z.boolean(),
      pathwayTypeIds: z.array(z.number().check(z.int())),
    }),
  ),
  practiceExam: z.nullable(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      description: z.nullable(z.string()),
      price: cents,
      flowLanguage: z.nullable(z.string()),
      checkboxText: z.nullable(z.string()),
    }),
  ),
  exam: z.nullable(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      price: cents,
      finalPrice: cents,
      offer: z.nullable(z.string()),
    }),
  ),
  universities: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
  independentTrainers: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
})
export type RegistrationOptions = z.infer<typeof RegistrationOptions>

/** GET /api/registration/{id} and every wizard call: the registration and its choices. */
export const RegistrationDetail = z.object({ registration: Registration, options: RegistrationOptions })
export type RegistrationDetail = z.infer<typeof RegistrationDetail>

export const LatestRegistration = z.object({
  id: z.number().check(z.int()),
  certificationId: z.nullable(z.number().check(z.int())),
  trainingId: z.nullable(z.number().check(z.int())),
  status: z.enum(REGISTRATION_STATUSES),
  stage: z.enum(REGISTRATION_STAGES),
  expirationStatus: z.enum(EXPIRATION_STATUSES),
  step: z.number().check(z.int()),
  updatedAt: z.string(),
})
export type LatestRegistration = z.infer<typeof LatestRegistration>
export const LatestRegistrations = z.object({ registrations: z.array(LatestRegistration) })
export type LatestRegistrations = z.infer<typeof LatestRegistrations>

/**
 * GET /api/certification/{id}/registration: the open registration of a certification (not
 * expired, not complete; the newest), or none, with the certification's name. The rule lives on
 * the server only; asking never starts one (the POST on the same path does).
 */
/**
 * With no open registration: the expired one a new registration would replace (spec 2 §4), or
 * null. While its extension may still be requested (or one waits in the cart or for review) the
 * page offers that first, and starting afresh needs `startAfresh`.
 */
export const ExpiredRegistrationNotice = z.object({
  registrationId: z.number().check(z.int()),
  /** "has expired" with File an extension, or View in Cart while a request waits there. */
  banner: z.nullable(DeadlineBanner),
  isExtensionOffered: z.boolean(),
  /** What starting a new registration does to the expired one. */
  startAfreshNote: z.string(),
})
export type ExpiredRegistrationNotice = z.infer<typeof ExpiredRegistrationNotice>

export const OpenRegistration = z.object({
  certification: z.object({ id: z.number().check(z.int()), name: z.string() }),
  open: z.nullable(RegistrationDetail),
  expired: z.nullable(ExpiredRegistrationNotice),
})

/** POST /api/certification/{id}/registration: `startAfresh` confirms replacing an extendable expired one. */
export const StartRegistrationBody = z.object({ startAfresh: z._default(z.boolean(), false) })
export type StartRegistrationBody = z.input<typeof StartRegistrationBody>
export type OpenRegistration = z.infer<typeof OpenRegistration>

/**
 * GET /api/registrations/current: the certification registration the candidate's dashboard is
 * about (one worked on first, else the newest), or none: what the experience pages log hours for.
 */
export const CurrentRegistration = z.object({ registration: z.nullable(LatestRegistration) })
export type CurrentRegistration = z.infer<typeof CurrentRegistration>

// The wizard's step saves: PATCH /api/registration/{id}, one body per step (spec 2 §4).

const requiredId = z.number({ error: M.required }).check(z.int(M.required), z.positive(M.required))
const stepOf = <K extends (typeof PRE_REGISTRATION_STEP_KEYS)[number], S extends z.core.$ZodShape>(key: K, shape: S) =>
  z.object({ step: z.literal(key), ...shape })

export const SaveRegistrationStepBody = z.discriminatedUnion('step', [
  stepOf('pathway', {
    pathwayTypeId: z.number({ error: M.pickPathway }).check(z.int(M.pickPathway), z.positive(M.pickPathway)),
  }),
  stepOf('program_information', {
    universityProgramId: requiredId,
    universityProgramDepartment: text({ error: M.required }).check(
      z.trim(),
      z.minLength(1, M.required),
      z.maxLength(255),
    ),
    universityProgramLevelOfStudy: z.enum(LEVELS_OF_STUDY, { error: M.required }),
  }),
  /** The files are uploaded one by one (POST /api/registration/{id}/file); saving checks they are there. */
  stepOf('documentation', { independentTrainerId: z.nullish(z.number().check(z.int(), z.positive())) }),
  stepOf('course_materials', {
    courseMaterialIds: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20)), []),
    noCourseMaterials: z._default(z.boolean(), false),
  }),
  stepOf('practice_exam', { purchasePracticeExam: z.boolean() }),
  stepOf('shipping', {
    shippingAddressId: z.nullable(z.number({ error: M.shippingAddress }).check(z.int(), z.positive())),
  }),
  /** The membership itself is requested through POST /api/membership ('No thank you' requests none). */
  stepOf('membership', {}),
  stepOf('exam_fees', { payExamFeeUpfront: z.boolean() }),
])
export type SaveRegistrationStepBody = z.input<typeof SaveRegistrationStepBody>

/**
 * POST /api/registration/{id}/payment: finishes Pathway Review or Pay & Review by putting what is
 * owed in the cart; with nothing owed the registration goes straight to review.
 */
export const FinishRegistrationStepBody = z.object({
  step: z.enum(['pathway_review', 'pay_review']),
  /** Over 18 and the exam code of conduct: required when the exam fee is paid upfront (spec 2 §5). */
  examAgreement: z._default(z.boolean(), false),
})
export type FinishRegistrationStepBody = z.input<typeof FinishRegistrationStepBody>

export const FinishRegistrationStepResult = z.extend(RegistrationDetail, {
  /** Where the candidate goes: the cart to pay, or the dashboard when nothing is owed. */
  next: z.enum(['cart', 'dashboard']),
})
export type FinishRegistrationStepResult = z.infer<typeof FinishRegistrationStepResult>

export const RegistrationFileFields = z.object({
  type: z.enum(REGISTRATION_MEDIA_TYPES, { error: M.required }),
  /** Admins: the file this upload replaces. */
  replaces: z.optional(z.coerce.number().check(z.int(), z.positive())),
})

/** POST /api/registration/{id}/file: the document as `media`. */
export const REGISTRATION_FILE_FORM = defineMultipart({
  fields: RegistrationFileFields,
  files: {
    media: DOCUMENT_FILE,
  },
})

// Staff (spec 3)

export const REGISTRATION_LIST_FIELDS = [
  'certification',
  'challengePath',
  'firstName',
  'lastName',
  'updatedAt',
  'status',
  'militarySpouse',
] as const
export type RegistrationListField = (typeof REGISTRATION_LIST_FIELDS)[number]

export const AdminRegistrationRow = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  certification: z.string(),
  /** The pathway's name (may hold HTML entities: the list decodes them). */
  challengePath: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  updatedAt: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  stage: z.enum(REGISTRATION_STAGES),
  expired: z.boolean(),
  /** registrationStatusLabel: the one label of the status on every staff screen. */
  statusLabel: z.string(),
  militarySpouse: z.boolean(),
})
export type AdminRegistrationRow = z.infer<typeof AdminRegistrationRow>

/** A row of the registration summary (Step, Selection, Price). */
export const RegistrationSummaryRow = z.object({ step: z.string(), selection: z.string(), price: z.nullable(cents) })

export const AdminRegistration = z.extend(Registration, {
  /** registrationStatusLabel: the header and the Post Registration Progress card say the same. */
  statusLabel: z.string(),
  user: z.object({
    id: z.number().check(z.int()),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Active flags (shown in a red alert). */
    flags: z.array(z.object({ id: z.number().check(z.int()), reason: z.string(), note: z.nullable(z.string()) })),
  }),
  mspClass: z.nullable(z.number().check(z.int())),
  /** The post-registration wizard's answers staff see on the Post Registration Progress card. */
  certificateName: z.nullable(z.string()),
  codeOfEthicsSignature: z.nullable(z.string()),
  /** YYYY-MM-DD. */
  codeOfEthicsSignatureDate: z.nullable(z.string()),
  extension: z.nullable(z.object({ id: z.number().check(z.int()), approved: z.nullable(z.boolean()) })),
  summary: z.array(RegistrationSummaryRow),
  items: z.array(
    z.extend(RegistrationItem, {
      transactionId: z.nullable(z.number().check(z.int())),
      /** The payment provider's payment id, for its dashboard link. */
      providerPaymentId: z.nullable(z.string()),
      paidAt: z.nullable(z.string()),
    }),
  ),
  approval: z.object({
    /**
     * Which decision waits: the pathway (course materials chosen by staff), the registration, or the
     * final application (approving it issues the certification); null: none.
     */
    kind: z.nullable(z.enum(['pathway_approval', 'registration_approval', 'experience_approval', 'final_approval'])),
    /** What approving charges to the saved card off-session (the registration approval total). */
    chargeTotal: cents,
    /** Of which the exam fees and exam shipping (not charged when approved without the exam). */
    examTotal: cents,
    savedCard: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
    hasExam: z.boolean(),
    /** A membership request of the candidate waits for review (approve-without-membership). */
    membershipRequestId: z.nullable(z.number().check(z.int())),
    /** Where a rejection may send the candidate. */
    rejectSteps: z.array(z.enum(REJECT_STEP_KEYS)),
    /** At pathway approval: the course materials staff choose from. */
    courseMaterials: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), price: cents })),
  }),
})
export type AdminRegistration = z.infer<typeof AdminRegistration>

export const ApproveRegistrationBody = z.object({
  ...decisionMessageFields,
  /** Send the welcome e-mail with the approval. */
  welcomeEmail: z._default(z.boolean(), true),
  /** Approve and charge without the exam items (the candidate pays the exam later). */
  withoutExam: z._default(z.boolean(), false),
  /** Leave the candidate's membership request to the membership review. */
  withoutMembership: z._default(z.boolean(), false),
  /** At pathway approval: the course materials staff chose. */
  courseMaterials: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20)), []),
  /**
   * Staff confirm approving although a document the pathway requires is not uploaded: without it
   * such an approval is refused on this field, naming the documents.
   */
  approveWithoutDocuments: z._default(z.boolean(), false),
})
export type ApproveRegistrationBody = z.input<typeof ApproveRegistrationBody>

export const RejectRegistrationBody = z.object({
  ...decisionMessageFields,
  step: z.enum(REJECT_STEP_KEYS, { error: M.selectStep }),
})
export type RejectRegistrationBody = z.input<typeof RejectRegistrationBody>

/** POST /api/registration/{id}: staff edit (spec 3 §5 Registration edit). */
export const EditRegistrationBody = z
  .object({
    requiredHours: z.number({ error: M.required }).check(z.int(), z.gte(0), z.lte(100_000)),
    mspClass: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100_000))),
    enrolledOn: z.nullable(day),
    deadline: z.nullable(day),
  })
  .check(
    z.refine((body) => !body.enrolledOn || !body.deadline || body.deadline > body.enrolledOn, {
      path: ['deadline'],
      message: M.deadlineAfterEnrolled,
    }),
  )
export type EditRegistrationBody = z.input<typeof EditRegistrationBody>

export const LineItemPriceBody = z.object({
  price: z.number({ error: M.required }).check(z.int(), z.gte(0), z.lte(10_000_000)),
})
export type LineItemPriceBody = z.input<typeof LineItemPriceBody>

export const UserRegistrations = z.object({ data: z.array(AdminRegistrationRow) })

/** What the admin's new-registration form offers. */
export const AdminRegistrationOptions = z.object({
  certifications: z.array(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      pathways: z.array(
        z.object({ id: z.number().check(z.int()), name: z.string(), deadlineMonths: z.number().check(z.int()) }),
      ),
      exams: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
    }),
  ),
})
export type AdminRegistrationOptions = z.infer<typeof AdminRegistrationOptions>

/** POST /api/admin/certification/{id}/registration (spec 3 §5 New admin registration). */
export const AdminCreateRegistrationBody = z.object({
  userId: id,
  pathwayTypeId: z.number({ error: M.required }).check(z.int(), z.positive(M.required)),
  deadline: z.string({ error: M.required }).check(z.regex(DAY_PATTERN, M.required)),
  exams: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(5)), []),
  /** The exams were paid outside the portal. */
  prepaidExams: z._default(z.boolean(), false),
  graduatedOn: z.nullish(day),
  ...decisionMessageFields,
})
export type AdminCreateRegistrationBody = z.input<typeof AdminCreateRegistrationBody>
