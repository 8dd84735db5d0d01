/**
 * The certification dashboard and the candidate's exam and ethics calls (spec 2 §2.1, §2.2, §2.10,
 * §4, §5; spec 3 §4, §5 exam attempts). The server chooses the variant and every state with the
 * pure rules of `candidate.ts`; the page draws what it is told.
 */
import { z } from '../zod'
import { CandidateProgress, CardAction, PracticeExamSummary, Progress, StatusBadge } from '../dashboard/schemas'
import { CERTIFICATION_KEYS, CERTIFICATION_STATUSES, EXAM_RESULTS, REGISTRATION_STATUSES } from '../domain/enums'
import { nameText, text } from '../http/text'
import { DAY_PATTERN, isRealDay } from '../system-data/fields'
import { CandidateMessages as M } from './messages'
import { DeadlineBanner } from '../extensions/schemas'

/** A calendar day, YYYY-MM-DD, that exists (not 2024-02-30). */
const day = z.string().check(z.regex(DAY_PATTERN), z.refine(isRealDay, 'Please enter a valid date'))
const cents = z.number().check(z.int())

export const EXAM_STATES = ['due', 'retake', 'passed', 'paid'] as const
export type ExamState = (typeof EXAM_STATES)[number]

/** One exam attempt as the candidate and staff see it (spec 3 §3 Exam attempt). */
export const ExamAttemptView = z.object({
  id: z.number().check(z.int()),
  examId: z.number().check(z.int()),
  name: z.string(),
  result: z.nullable(z.enum(EXAM_RESULTS)),
  /** Pass, Fail or Absent; null before a result. */
  resultLabel: z.nullable(z.string()),
  score: z.nullable(z.number().check(z.int())),
  /** US Eastern days. */
  takenOn: z.nullable(day),
  paidOn: z.nullable(day),
  isPaid: z.boolean(),
  retake: z.boolean(),
  international: z.boolean(),
  message: z.nullable(z.string()),
  /** What its unpaid line item costs; null once paid. */
  priceCents: z.nullable(cents),
  inCart: z.boolean(),
})
export type ExamAttemptView = z.infer<typeof ExamAttemptView>

export const CandidateExam = z.object({
  state: z.enum(EXAM_STATES),
  /** "{price} Due", "Retake Required / {price} Due", "Passed" or "Paid" (spec 2 §2.10). */
  statusText: z.string(),
  /** What the next attempt costs this candidate (offers applied; a retake at its retake price). */
  priceCents: cents,
  /** The candidate may put the next attempt in the cart now (AFC® only, spec 2 §2.1). */
  canPay: z.boolean(),
  /** Why not, when the fee is due but cannot be paid here; null otherwise. */
  payNote: z.nullable(z.string()),
  inCart: z.boolean(),
  attemptsRemaining: z.number().check(z.int()),
  /** AFC plus the user id padded to 6 digits (spec 2 §9). */
  assignedExamId: z.string(),
  /** A paid attempt waits for its result (the demo controls act on it). */
  awaitingResult: z.boolean(),
  /** Where the candidate books the attempt waiting for its result (shown with the demo controls). */
  schedulingUrl: z.nullable(z.string()),
  attempts: z.array(ExamAttemptView),
})
export type CandidateExam = z.infer<typeof CandidateExam>

export const CandidateView = z.object({
  registrationId: z.number().check(z.int()),
  certification: z.object({ id: z.number().check(z.int()), key: z.enum(CERTIFICATION_KEYS), name: z.string() }),
  pathway: z.nullable(z.string()),
  status: z.enum(REGISTRATION_STATUSES),
  enrolledOn: z.nullable(z.string()),
  /** MM/DD/YYYY, US Eastern. */
  deadline: z.nullable(z.string()),
  /** The deadline passed with no approved extension: exam and CEU actions are hidden. */
  isLocked: z.boolean(),
  lockedNotice: z.nullable(z.string()),
  /** Within 90 days of the deadline and past it (spec 2 §4), with its extension action. */
  deadlineBanner: z.nullable(DeadlineBanner),
  /** Final approval: the banner shows and Finish Certification is disabled. */
  inFinalApproval: z.boolean(),
  progress: CandidateProgress,
  experience: z.extend(Progress, { action: CardAction }),
  exam: CandidateExam,
  practiceExams: PracticeExamSummary,
  codeOfEthics: z.object({
    isSigned: z.boolean(),
    signature: z.nullable(z.string()),
    signedOn: z.nullable(z.string()),
  }),
  studyResources: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Where course materials were bought: 12 months of access from the purchase. */
  learningSystem: z.nullable(
    z.object({
      name: z.string(),
      priceCents: cents,
      /** MM/DD/YYYY: the end of the access bought last; null when never bought. */
      accessUntil: z.nullable(z.string()),
      isActive: z.boolean(),
      inCart: z.boolean(),
      /** Not active and not in the cart: POST /api/holmes/registration/addLms adds it (AFC® only). */
      canBuy: z.boolean(),
    }),
  ),
  accommodationsNote: z.string(),
  /** Scheduling and the simulate buttons (a demo setting; off in production). */
  demoControls: z.boolean(),
})
export type CandidateView = z.infer<typeof CandidateView>

export const HeldCertification = z.object({
  certificationId: z.number().check(z.int()),
  key: z.enum(CERTIFICATION_KEYS),
  name: z.string(),
  status: z.enum(CERTIFICATION_STATUSES),
  badge: StatusBadge,
  notice: z.nullable(z.string()),
  certifiedOn: z.nullable(z.string()),
  /** The issued certificate's page, when one was issued. */
  certificateUrl: z.nullable(z.string()),
  reportingPeriodEnd: z.nullable(z.string()),
  /** Within 90 days of the CEU lapse date and past it (spec 2 §4), with its extension action. */
  deadlineBanner: z.nullable(DeadlineBanner),
})
export type HeldCertification = z.infer<typeof HeldCertification>

/** A certification one may register for, with the registration in progress if there is one. */
export const EnrollOption = z.object({
  id: z.number().check(z.int()),
  key: z.enum(CERTIFICATION_KEYS),
  name: z.string(),
  description: z.nullable(z.string()),
  action: CardAction,
})

export const CERTIFICATION_DASHBOARD_VARIANTS = ['certified', 'candidate', 'not_certified'] as const
export type CertificationDashboardVariant = (typeof CERTIFICATION_DASHBOARD_VARIANTS)[number]

export const CertificationDashboard = z.discriminatedUnion('variant', [
  z.object({ variant: z.literal('certified'), certifications: z.array(HeldCertification) }),
  z.object({ variant: z.literal('candidate'), candidate: CandidateView }),
  z.object({
    variant: z.literal('not_certified'),
    /** The state of the latest registration (in the cart, in review, expired), or null. */
    notice: z.nullable(z.object({ message: z.string(), action: z.nullable(CardAction) })),
    options: z.array(EnrollOption),
    /** A revoked certification still shows, with its notice. */
    certifications: z.array(HeldCertification),
  }),
])
export type CertificationDashboard = z.infer<typeof CertificationDashboard>

/** Spec 2 §5: signature name and date are required. */
export const SignCodeOfEthicsBody = z.object({
  signature: nameText().check(z.trim(), z.minLength(1, M.required), z.maxLength(200)),
  date: day,
})
export type SignCodeOfEthicsBody = z.infer<typeof SignCodeOfEthicsBody>

/** Spec 2 §7 pay exam (internationalExam), with the agreement of spec 2 §5. */
export const PayExamBody = z.object({
  internationalExam: z._default(z.boolean(), false),
  /** Over 18 and the exam code of conduct (RegistrationMessages.examAgreement): refused 'Required' unless ticked. */
  examAgreement: z._default(z.boolean(), false),
})
export type PayExamBody = z.input<typeof PayExamBody>

export const PayExamResult = z.object({ next: z.literal('cart'), lineItemId: z.number().check(z.int()) })

/** Spec 2 §7: adds the learning-system course to the cart. */
export const AddLearningSystemBody = z.object({
  registrationId: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
})

// ---------------------------------------------------------------------------------------------
// Staff: exam attempts on the registration review (spec 3 §5 Exam attempt edit)

export const AdminExamAttemptBody = z.object({
  /** The catalogue exam (the certification's); defaults to its first. */
  examId: z.nullish(z.number().check(z.int(), z.positive())),
  score: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(1000))),
  result: z.nullish(z.enum(EXAM_RESULTS)),
  takenAt: z.nullish(day),
  /** Marks the attempt paid on this day (outside the portal); clearing it on a paid attempt is refused. */
  paidOn: z.nullish(day),
  retake: z._default(z.boolean(), false),
  message: z.nullish(text().check(z.trim(), z.maxLength(2000))),
})
export type AdminExamAttemptBody = z.infer<typeof AdminExamAttemptBody>

export const ExamAttemptParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  examId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
})

export const AdminExamAttempts = z.object({
  attempts: z.array(ExamAttemptView),
  /** Staff may add while fewer than 5 attempts exist (spec 3 §4). */
  canAdd: z.boolean(),
  exams: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
})
export type AdminExamAttempts = z.infer<typeof AdminExamAttempts>
