/**
 * The certification exam (spec 2 §2.10, §4 Exam, §5; spec 3 §4, §5 exam attempts): its state and
 * attempts as the candidate's dashboard and staff see them, paying the fee or a retake, and the
 * staff's attempt tools. The server computes every state with the pure rules of `rules.ts`.
 */
import { z } from '../zod'
import { EXAM_RESULTS } from '../domain/enums'
import { text } from '../http/text'
import { DAY_PATTERN, isRealDay } from '../system-data/fields'

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

/** What putting the next attempt in the cart adds, for one sitting: each line and their sum. */
export const PayExamCharges = z.object({
  lines: z.array(z.object({ name: z.string(), priceCents: cents })),
  totalCents: cents,
})
export type PayExamCharges = z.infer<typeof PayExamCharges>

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
  /**
   * While it may be paid: every fee the cart will hold for a sitting in the home country and
   * outside it (the exam or retake and the exam materials' shipping), named before Add to Cart.
   */
  payOptions: z.nullable(z.object({ domestic: PayExamCharges, international: PayExamCharges })),
  inCart: z.boolean(),
  /** 5 minus the failed attempts; null once the exam is passed (nothing left to attempt). */
  attemptsRemaining: z.nullable(z.number().check(z.int())),
  /** AFC plus the user id padded to 6 digits (spec 2 §9). */
  assignedExamId: z.string(),
  /** A paid attempt waits for its result (the demo controls act on it). */
  awaitingResult: z.boolean(),
  /** Where the candidate books the attempt waiting for its result (shown with the demo controls). */
  schedulingUrl: z.nullable(z.string()),
  attempts: z.array(ExamAttemptView),
})
export type CandidateExam = z.infer<typeof CandidateExam>

/** Spec 2 §7 pay exam (internationalExam), with the agreement of spec 2 §5. */
export const PayExamBody = z.object({
  internationalExam: z._default(z.boolean(), false),
  /** Over 18 and the exam code of conduct (RegistrationMessages.examAgreement): refused 'Required' unless ticked. */
  examAgreement: z._default(z.boolean(), false),
})
export type PayExamBody = z.input<typeof PayExamBody>

export const PayExamResult = z.object({ next: z.literal('cart'), lineItemId: z.number().check(z.int()) })

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
