/**
 * The Add Exam Attempt and Edit Exam Result form (spec 3 §5 'Exam attempt edit'): exam, score,
 * result, date taken, paid date, retake and message, typed as text and turned into the contract's
 * AdminExamAttemptBody, which checks them. Every field is sent: an empty one clears its value.
 */
import {
  z,
  AdminExamAttemptBody,
  type AdminExamAttempts,
  type ExamAttemptView,
  type ExamResult,
} from '@portal/contracts'
import { numberOf } from '../../../lib/number-text'
import { textOrNull } from '../../../lib/text'

export interface ExamAttemptFormValues {
  /** The catalogue exam's id; undefined when none is chosen (the server takes the first). */
  examId?: string
  score: string
  /** P, F or A; undefined for no result yet. */
  result?: string
  /** YYYY-MM-DD or ''. */
  takenAt: string
  paidOn: string
  retake: boolean
  message: string
}

export const EXAM_ATTEMPT_FORM_FIELDS = [
  'examId',
  'score',
  'result',
  'takenAt',
  'paidOn',
  'retake',
  'message',
] as const satisfies readonly (keyof ExamAttemptFormValues)[]

/** The attempt's values to edit, or a new attempt's: the first exam, nothing else set. */
export function examAttemptFormDefaults(
  attempt: ExamAttemptView | null,
  exams: AdminExamAttempts['exams'],
): ExamAttemptFormValues {
  const examId = attempt?.examId ?? exams[0]?.id
  return {
    examId: examId === undefined ? undefined : String(examId),
    score: attempt?.score == null ? '' : String(attempt.score),
    result: attempt?.result ?? undefined,
    takenAt: attempt?.takenOn ?? '',
    paidOn: attempt?.paidOn ?? '',
    retake: attempt?.retake ?? false,
    message: attempt?.message ?? '',
  }
}

export const ExamAttemptFormSchema = z.pipe(
  z.pipe(
    z.object({
      examId: z.optional(z.string()),
      score: z.string(),
      result: z.optional(z.string()),
      takenAt: z.string(),
      paidOn: z.string(),
      retake: z.boolean(),
      message: z.string(),
    }),
    z.transform((values): z.input<typeof AdminExamAttemptBody> => ({
      examId: values.examId === undefined || values.examId === '' ? null : Number(values.examId),
      score: numberOf(values.score) ?? null,
      // Not one of the results: the pipe's check refuses it.
      result: textOrNull(values.result) as ExamResult | null,
      takenAt: textOrNull(values.takenAt),
      paidOn: textOrNull(values.paidOn),
      retake: values.retake,
      message: textOrNull(values.message),
    })),
  ),
  AdminExamAttemptBody,
)
