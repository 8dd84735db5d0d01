import {
  CandidateMessages,
  EXAM_RESULT_LABELS,
  EXAM_RESULTS,
  RegistrationMessages as M,
  type AdminExamAttempts,
  type ExamAttemptView,
} from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { CheckboxField, SelectField, TextField } from '../../../components/form/FormFields'
import { TextareaField } from '../../../components/form/TextareaField'
import { toastError, toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { EXAM_ATTEMPT_FORM_FIELDS, examAttemptFormDefaults, ExamAttemptFormSchema } from './exam-attempt-form'
import { useAddExamAttempt, useEditExamAttempt } from './exam-attempts-api'
import { hasServerMessage } from '../../../lib/errors'

/** An attempt of the table, with its place in it (1 for the oldest). */
export interface NumberedAttempt {
  attempt: ExamAttemptView
  number: number
}

const MESSAGE_MAX_LENGTH = 2000
const RESULT_OPTIONS = EXAM_RESULTS.map((result) => ({ value: result, label: EXAM_RESULT_LABELS[result] }))

/**
 * 'Add Exam Attempt' (no `editing`) or 'Edit Exam Result' (spec 3 §2 review modals, §5 'Exam
 * attempt edit'): the exam (when the certification has more than one), score, result, the days it
 * was taken and paid, retake and a message. The server's field errors land on their fields; a
 * failed add also says 'Could not add exam attempt' (spec 3 §8).
 */
export function ExamAttemptModal({
  registrationId,
  exams,
  editing,
  onClose,
}: {
  registrationId: number
  exams: AdminExamAttempts['exams']
  editing: NumberedAttempt | null
  onClose: () => void
}) {
  const add = useAddExamAttempt(registrationId)
  const edit = useEditExamAttempt(registrationId)
  const choosesExam = exams.length > 1
  const attemptForm = useServerForm({
    schema: ExamAttemptFormSchema,
    defaultValues: examAttemptFormDefaults(editing?.attempt ?? null, exams),
    // Without the exam's select, an error on it is said above the fields.
    fields: choosesExam ? EXAM_ATTEMPT_FORM_FIELDS : EXAM_ATTEMPT_FORM_FIELDS.filter((field) => field !== 'examId'),
    submit: (body) => (editing ? edit.mutateAsync({ attemptId: editing.attempt.id, body }) : add.mutateAsync(body)),
    onSuccess: () => {
      toastSuccess(M.success)
      onClose()
    },
    onError: (error, { formMessages }) => {
      if (editing) return
      toastError(CandidateMessages.addExamFailed)
      // The server's reason (all 5 attempts used) stays in the dialog; a crash or the network says the spec's words.
      if (formMessages.length > 0 && !hasServerMessage(error)) {
        attemptForm.setFormMessages([CandidateMessages.addExamFailed])
      }
    },
  })
  const { form } = attemptForm

  return (
    <ConfirmModal
      title={editing ? 'Edit Exam Result' : 'Add Exam Attempt'}
      message={
        editing
          ? `${editing.attempt.name}, attempt ${editing.number}. Dates are US Eastern days; an emptied field is cleared.`
          : 'Every field is optional. Dates are US Eastern days.'
      }
      confirmLabel={editing ? 'Save' : 'Add'}
      onClose={onClose}
      form={attemptForm}
    >
      {choosesExam && (
        <SelectField
          control={form.control}
          name="examId"
          label="Exam"
          emptyLabel="Select an exam"
          options={exams.map((exam) => ({ value: String(exam.id), label: exam.name }))}
          data-autofocus
        />
      )}
      <TextField
        control={form.control}
        name="score"
        label="Score"
        type="number"
        inputMode="numeric"
        min={0}
        max={1000}
        step={1}
        data-autofocus={choosesExam ? undefined : true}
      />
      <SelectField
        control={form.control}
        name="result"
        label="Result"
        emptyLabel="No result"
        options={RESULT_OPTIONS}
      />
      <TextField control={form.control} name="takenAt" label="Taken on" type="date" />
      <TextField
        control={form.control}
        name="paidOn"
        label="Paid on"
        description="A day here marks the attempt paid outside the portal."
        type="date"
      />
      <CheckboxField control={form.control} name="retake" label="Retake" />
      <TextareaField control={form.control} name="message" label="Message" maxLength={MESSAGE_MAX_LENGTH} minRows={3} />
    </ConfirmModal>
  )
}
