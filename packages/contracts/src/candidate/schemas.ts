/**
 * The certification dashboard and the candidate's ethics and learning-system calls (spec 2 §2.1,
 * §2.2, §2.10, §4, §5). The server chooses the variant and every state with the pure rules of
 * `rules.ts` (the exam's, of `exams/rules.ts`); the page draws what it is told.
 */
import { z } from '../zod'
import { CandidateProgress, CardAction, PracticeExamSummary, Progress } from '../dashboard/schemas'
import { CERTIFICATION_KEYS, REGISTRATION_STATUSES } from '../domain/enums'
import { nameText } from '../http/text'
import { DAY_PATTERN, isRealDay } from '../system-data/fields'
import { HeldCertification } from '../certifications/schemas'
import { CandidateExam } from '../exams/schemas'
import { DeadlineBanner } from '../extensions/schemas'
import { CandidateMessages as M } from './messages'

/** A calendar day, YYYY-MM-DD, that exists (not 2024-02-30). */
const day = z.string().check(z.regex(DAY_PATTERN), z.refine(isRealDay, 'Please enter a valid date'))
const cents = z.number().check(z.int())

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
  /**
   * What the candidate waits for in review (reviewStageOf): the final application's banner, or
   * the experience hours' decision; null otherwise.
   */
  reviewNotice: z.nullable(z.string()),
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
      /** The months of access one purchase gives. */
      accessMonths: z.number().check(z.int()),
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

/** A certification one may register for, with the registration in progress if there is one. */
export const EnrollOption = z.object({
  id: z.number().check(z.int()),
  key: z.enum(CERTIFICATION_KEYS),
  name: z.string(),
  description: z.nullable(z.string()),
  /** Null while the latest registration's notice speaks for this certification (in review, sent back, in the cart). */
  action: z.nullable(CardAction),
})

export const CERTIFICATION_DASHBOARD_VARIANTS = ['certified', 'candidate', 'not_certified'] as const
export type CertificationDashboardVariant = (typeof CERTIFICATION_DASHBOARD_VARIANTS)[number]

export const CertificationDashboard = z.discriminatedUnion('variant', [
  z.object({ variant: z.literal('certified'), certifications: z.array(HeldCertification) }),
  z.object({ variant: z.literal('candidate'), candidate: CandidateView }),
  z.object({
    variant: z.literal('not_certified'),
    /**
     * The state of the latest registration (in the cart, in review, sent back with the reviewer's
     * message as `detail`, expired), or null: its dashboard card (registrationCard).
     */
    notice: z.nullable(
      z.object({
        message: z.string(),
        /** The reviewer's words: the message of a send-back, the reason an extension was not approved. */
        detail: z.nullable(z.string()),
        /**
         * An expired registration's facts (pathway, dates, hours, its extension), so the page says
         * what happened to it; empty for the other states.
         */
        facts: z.array(z.object({ label: z.string(), value: z.string() })),
        action: z.nullable(CardAction),
      }),
    ),
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

/** Spec 2 §7: adds the learning-system course to the cart. */
export const AddLearningSystemBody = z.object({
  registrationId: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
})
