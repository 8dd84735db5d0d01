/**
 * Certification registrations (spec 2 §2.3, §3, §4, §5; spec 3 course registrations): what the
 * wizard reads and saves, and what staff review. Money is in integer cents; days are US Eastern
 * 'YYYY-MM-DD'.
 */
import { z } from 'zod'
import {
  EXPIRATION_STATUSES,
  LEVELS_OF_STUDY,
  LINE_ITEM_CATEGORY_TYPES,
  PATHWAY_KEYS,
  REGISTRATION_STATUSES,
  REVIEW_STATUSES,
} from '../domain/enums'
import { text } from '../http/text'
import { defineMultipart } from '../http/upload'
import { DAY_PATTERN } from '../system-data/fields'
import { RegistrationMessages as M } from './messages'
import { PRE_REGISTRATION_STEP_KEYS, REJECT_STEP_KEYS } from './steps'

const day = z.string().regex(DAY_PATTERN)
const id = z.number().int().positive()
const cents = z.number().int()

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
export const REGISTRATION_FILE_MAX_BYTES = 10 * 1024 * 1024

export const RegistrationFile = z.object({
  id: z.number().int(),
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
  id: z.number().int(),
  kind: z.enum(LINE_ITEM_CATEGORY_TYPES),
  name: z.string(),
  /** Before member pricing, offers and codes. */
  price: cents,
  /** What the candidate pays. */
  finalPrice: cents,
  /** The exam offer applied, as a short label ('Member discount'), or null. */
  offer: z.string().nullable(),
  paid: z.boolean(),
  /** Unpaid and shown in the cart. */
  inCart: z.boolean(),
  /** Unpaid and charged to the card on file when staff approve (self-study). */
  chargedOnApproval: z.boolean(),
})
export type RegistrationItem = z.infer<typeof RegistrationItem>

export const RegistrationReview = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  approved: z.boolean(),
  /** HTML: the canned messages chosen and the reviewer's own message. */
  message: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** The step the candidate was sent back to (a rejection), or approved at. */
  step: z.string().nullable(),
  reviewer: z.string().nullable(),
})
export type RegistrationReview = z.infer<typeof RegistrationReview>

export const RegistrationPathway = z.object({
  id: z.number().int(),
  key: z.enum(PATHWAY_KEYS),
  name: z.string(),
  description: z.string().nullable(),
  /** Months from enrolment to the deadline (shown as months / 12 years). */
  deadlineMonths: z.number().int(),
  requiresPreapproval: z.boolean(),
})

export const ShippingAddress = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string(),
  zip: z.string().nullable().optional(),
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
  id: z.number().int(),
  userId: z.number().int(),
  certification: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(REGISTRATION_STATUSES),
  stage: z.enum(REGISTRATION_STAGES),
  expirationStatus: z.enum(EXPIRATION_STATUSES),
  /** The furthest step reached: its 1-based number in PRE_REGISTRATION_STEPS (0: none saved). */
  step: z.number().int(),
  pathway: RegistrationPathway.nullable(),
  enrolledOn: day.nullable(),
  deadline: day.nullable(),
  requiredHours: z.number().int(),
  militarySpouse: z.boolean(),
  payExamFeeUpfront: z.boolean(),
  purchasePracticeExam: z.boolean(),
  shippingAddressId: z.number().int().nullable(),
  shipping: ShippingAddress.nullable(),
  universityProgramId: z.number().int().nullable(),
  universityProgramDepartment: z.string().nullable(),
  universityProgramLevelOfStudy: z.enum(LEVELS_OF_STUDY).nullable(),
  /** The Independent Trainer whose program the candidate completed (that pathway only). */
  independentTrainerId: z.number().int().nullable(),
  /** The course materials chosen (their catalogue ids). */
  courseMaterialIds: z.array(z.number().int()),
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
  /** The wizard may change it (pre-registration). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Registration = z.infer<typeof Registration>

/** What the wizard offers, priced for this candidate now. */
export const RegistrationOptions = z.object({
  pathways: z.array(
    RegistrationPathway.extend({
      fee: z.object({ name: z.string(), price: cents, finalPrice: cents, chargedOnApproval: z.boolean() }).nullable(),
    }),
  ),
  courseMaterials: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      price: cents,
      finalPrice: cents,
      shippable: z.boolean(),
      pathwayTypeIds: z.array(z.number().int()),
    }),
  ),
  practiceExam: z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      price: cents,
      flowLanguage: z.string().nullable(),
      checkboxText: z.string().nullable(),
    })
    .nullable(),
  exam: z
    .object({ id: z.number().int(), name: z.string(), price: cents, finalPrice: cents, offer: z.string().nullable() })
    .nullable(),
  universities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  independentTrainers: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type RegistrationOptions = z.infer<typeof RegistrationOptions>

/** GET /api/registration/{id} and every wizard call: the registration and its choices. */
export const RegistrationDetail = z.object({ registration: Registration, options: RegistrationOptions })
export type RegistrationDetail = z.infer<typeof RegistrationDetail>

export const LatestRegistration = z.object({
  id: z.number().int(),
  certificationId: z.number().int().nullable(),
  trainingId: z.number().int().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  stage: z.enum(REGISTRATION_STAGES),
  expirationStatus: z.enum(EXPIRATION_STATUSES),
  step: z.number().int(),
  updatedAt: z.string(),
})
export const LatestRegistrations = z.object({ registrations: z.array(LatestRegistration) })
export type LatestRegistrations = z.infer<typeof LatestRegistrations>

// The wizard's step saves: PATCH /api/registration/{id}, one body per step (spec 2 §4).

const requiredId = z.number({ error: M.required }).int(M.required).positive(M.required)
const stepOf = <K extends (typeof PRE_REGISTRATION_STEP_KEYS)[number], S extends z.ZodRawShape>(key: K, shape: S) =>
  z.object({ step: z.literal(key), ...shape })

export const SaveRegistrationStepBody = z.discriminatedUnion('step', [
  stepOf('pathway', {
    pathwayTypeId: z.number({ error: M.pickPathway }).int(M.pickPathway).positive(M.pickPathway),
  }),
  stepOf('program_information', {
    universityProgramId: requiredId,
    universityProgramDepartment: text({ error: M.required }).trim().min(1, M.required).max(255),
    universityProgramLevelOfStudy: z.enum(LEVELS_OF_STUDY, { error: M.required }),
  }),
  /** The files are uploaded one by one (POST /api/registration/{id}/file); saving checks they are there. */
  stepOf('documentation', { independentTrainerId: z.number().int().positive().nullish() }),
  stepOf('course_materials', {
    courseMaterialIds: z.array(z.number().int().positive()).max(20).default([]),
    noCourseMaterials: z.boolean().default(false),
  }),
  stepOf('practice_exam', { purchasePracticeExam: z.boolean() }),
  stepOf('shipping', { shippingAddressId: z.number({ error: M.shippingAddress }).int().positive().nullable() }),
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
  examAgreement: z.boolean().default(false),
})
export type FinishRegistrationStepBody = z.input<typeof FinishRegistrationStepBody>

export const FinishRegistrationStepResult = RegistrationDetail.extend({
  /** Where the candidate goes: the cart to pay, or the dashboard when nothing is owed. */
  next: z.enum(['cart', 'dashboard']),
})
export type FinishRegistrationStepResult = z.infer<typeof FinishRegistrationStepResult>

export const RegistrationFileFields = z.object({
  type: z.enum(REGISTRATION_MEDIA_TYPES, { error: M.required }),
  /** Admins: the file this upload replaces. */
  replaces: z.coerce.number().int().positive().optional(),
})

/** POST /api/registration/{id}/file: the document as `media`. */
export const REGISTRATION_FILE_FORM = defineMultipart({
  fields: RegistrationFileFields,
  files: {
    media: {
      maxBytes: REGISTRATION_FILE_MAX_BYTES,
      types: ['application/pdf', 'image/jpeg', 'image/png'],
      messages: { tooLarge: M.fileSize, wrongType: M.fileType },
    },
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
  id: z.number().int(),
  userId: z.number().int(),
  certification: z.string(),
  /** The pathway's name (may hold HTML entities: the list decodes them). */
  challengePath: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  updatedAt: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  stage: z.enum(REGISTRATION_STAGES),
  expired: z.boolean(),
  militarySpouse: z.boolean(),
})
export type AdminRegistrationRow = z.infer<typeof AdminRegistrationRow>

/** A row of the registration summary (Step, Selection, Price). */
export const RegistrationSummaryRow = z.object({ step: z.string(), selection: z.string(), price: cents.nullable() })

export const AdminRegistration = Registration.extend({
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Active flags (shown in a red alert). */
    flags: z.array(z.object({ id: z.number().int(), reason: z.string(), note: z.string().nullable() })),
  }),
  mspClass: z.number().int().nullable(),
  /** The post-registration wizard's answers staff see on the Post Registration Progress card. */
  certificateName: z.string().nullable(),
  codeOfEthicsSignature: z.string().nullable(),
  /** YYYY-MM-DD. */
  codeOfEthicsSignatureDate: z.string().nullable(),
  extension: z.object({ id: z.number().int(), approved: z.boolean().nullable() }).nullable(),
  summary: z.array(RegistrationSummaryRow),
  items: z.array(
    RegistrationItem.extend({
      transactionId: z.number().int().nullable(),
      /** The payment provider's payment id, for its dashboard link. */
      providerPaymentId: z.string().nullable(),
      paidAt: z.string().nullable(),
    }),
  ),
  approval: z.object({
    /**
     * Which decision waits: the pathway (course materials chosen by staff), the registration, or the
     * final application (approving it issues the certification); null: none.
     */
    kind: z.enum(['pathway_approval', 'registration_approval', 'experience_approval', 'final_approval']).nullable(),
    /** What approving charges to the saved card off-session (the registration approval total). */
    chargeTotal: cents,
    /** Of which the exam fees and exam shipping (not charged when approved without the exam). */
    examTotal: cents,
    savedCard: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    hasExam: z.boolean(),
    /** A membership request of the candidate waits for review (approve-without-membership). */
    membershipRequestId: z.number().int().nullable(),
    /** Where a rejection may send the candidate. */
    rejectSteps: z.array(z.enum(REJECT_STEP_KEYS)),
    /** At pathway approval: the course materials staff choose from. */
    courseMaterials: z.array(z.object({ id: z.number().int(), name: z.string(), price: cents })),
  }),
})
export type AdminRegistration = z.infer<typeof AdminRegistration>

const messages = {
  message: text().trim().max(5000).nullish(),
  selectedMessages: z.array(z.number().int().positive()).max(20).default([]),
}

export const ApproveRegistrationBody = z.object({
  ...messages,
  /** Send the welcome e-mail with the approval. */
  welcomeEmail: z.boolean().default(true),
  /** Approve and charge without the exam items (the candidate pays the exam later). */
  withoutExam: z.boolean().default(false),
  /** Leave the candidate's membership request to the membership review. */
  withoutMembership: z.boolean().default(false),
  /** At pathway approval: the course materials staff chose. */
  courseMaterials: z.array(z.number().int().positive()).max(20).default([]),
})
export type ApproveRegistrationBody = z.input<typeof ApproveRegistrationBody>

export const RejectRegistrationBody = z.object({
  ...messages,
  step: z.enum(REJECT_STEP_KEYS, { error: M.selectStep }),
})
export type RejectRegistrationBody = z.input<typeof RejectRegistrationBody>

/** POST /api/registration/{id}: staff edit (spec 3 §5 Registration edit). */
export const EditRegistrationBody = z
  .object({
    requiredHours: z.number({ error: M.required }).int().min(0).max(100_000),
    mspClass: z.number().int().min(0).max(100_000).nullable(),
    enrolledOn: day.nullable(),
    deadline: day.nullable(),
  })
  .refine((body) => !body.enrolledOn || !body.deadline || body.deadline > body.enrolledOn, {
    path: ['deadline'],
    message: M.deadlineAfterEnrolled,
  })
export type EditRegistrationBody = z.input<typeof EditRegistrationBody>

export const LineItemPriceBody = z.object({ price: z.number({ error: M.required }).int().min(0).max(10_000_000) })
export type LineItemPriceBody = z.input<typeof LineItemPriceBody>

export const UserRegistrations = z.object({ data: z.array(AdminRegistrationRow) })

/** What the admin's new-registration form offers. */
export const AdminRegistrationOptions = z.object({
  certifications: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      pathways: z.array(z.object({ id: z.number().int(), name: z.string(), deadlineMonths: z.number().int() })),
      exams: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
})
export type AdminRegistrationOptions = z.infer<typeof AdminRegistrationOptions>

/** POST /api/admin/certification/{id}/registration (spec 3 §5 New admin registration). */
export const AdminCreateRegistrationBody = z.object({
  userId: id,
  pathwayTypeId: z.number({ error: M.required }).int().positive(M.required),
  deadline: z.string({ error: M.required }).regex(DAY_PATTERN, M.required),
  exams: z.array(z.number().int().positive()).max(5).default([]),
  /** The exams were paid outside the portal. */
  prepaidExams: z.boolean().default(false),
  graduatedOn: day.nullish(),
  ...messages,
})
export type AdminCreateRegistrationBody = z.input<typeof AdminCreateRegistrationBody>
