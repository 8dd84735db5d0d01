import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useId, useState } from 'react'
import {
  CandidateMessages,
  EXAM_RESULT_LABELS,
  formatDate,
  RegistrationMessages as M,
  type AdminExamAttempts,
  type ExamAttemptView,
} from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ResponsiveTable, type ResponsiveTableProps } from '../../../components/ResponsiveTable'
import { errorMessage } from '../../../lib/errors'
import { toastError, toastSuccess } from '../../../lib/toast'
import type { NumberedAttempt } from './ExamAttemptModal'
import { useAdminExamAttempts, useDeleteExamAttempt } from './exam-attempts-api'
import { NONE, yesNo } from '../exam-view'

// The attempt dialog is downloaded when staff open it, not with the registration review: its form
// brings react-hook-form.
const ExamAttemptModal = lazy(() => import('./ExamAttemptModal').then((m) => ({ default: m.ExamAttemptModal })))

/** Texts of the card that the spec does not quote. */
export const ExamAttemptTexts = {
  title: 'Exams',
  table: 'Exam Attempts',
  none: 'No exam attempts yet.',
  add: 'Add exam attempt',
  deleteTitle: 'Delete Exam Attempt',
  deleteConfirm: 'Are you sure you want to delete this exam attempt?',
  loadFailed: 'The exam attempts could not be loaded',
  unpaid: 'Unpaid',
} as const

type OpenDialog = { kind: 'add' } | ({ kind: 'edit' | 'delete' } & NumberedAttempt) | null

/**
 * The Exams card of the registration review (spec 3 "Course registration review", §4 'Exam result
 * values'): the registration's attempts, oldest first, which staff add (while there are fewer
 * than 5), edit and delete (the server refuses an attempt paid through the portal, with why).
 */
export function ExamAttemptsCard({ registrationId }: { registrationId: number }) {
  const headingId = useId()
  const exams = useAdminExamAttempts(registrationId)
  const [open, setOpen] = useState<OpenDialog>(null)
  const close = () => setOpen(null)

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {ExamAttemptTexts.title}
        </Title>
        {exams.isPending && <PageLoader label="Loading exam attempts..." />}
        {exams.isError && !exams.data && <LoadError title={ExamAttemptTexts.loadFailed} query={exams} />}
        {exams.data && (
          <>
            {exams.data.attempts.length === 0 ? (
              <Text>{ExamAttemptTexts.none}</Text>
            ) : (
              <AttemptsTable
                attempts={exams.data.attempts}
                onEdit={(chosen) => setOpen({ kind: 'edit', ...chosen })}
                onDelete={(chosen) => setOpen({ kind: 'delete', ...chosen })}
              />
            )}
            <AddAttempt exams={exams.data} onAdd={() => setOpen({ kind: 'add' })} />
          </>
        )}
      </Stack>
      <Suspense fallback={<PageLoader label="Opening..." />}>
        {exams.data && open?.kind === 'add' && (
          <ExamAttemptModal registrationId={registrationId} exams={exams.data.exams} editing={null} onClose={close} />
        )}
        {exams.data && open?.kind === 'edit' && (
          <ExamAttemptModal registrationId={registrationId} exams={exams.data.exams} editing={open} onClose={close} />
        )}
      </Suspense>
      {open?.kind === 'delete' && (
        <DeleteAttemptModal registrationId={registrationId} attempt={open.attempt} onClose={close} />
      )}
    </Paper>
  )
}

const resultLabel = (attempt: ExamAttemptView) => (attempt.result ? EXAM_RESULT_LABELS[attempt.result] : NONE)

function paidLabel(attempt: ExamAttemptView) {
  if (attempt.paidOn) return formatDate(attempt.paidOn)
  return attempt.isPaid ? 'Paid' : ExamAttemptTexts.unpaid
}

function AttemptsTable({
  attempts,
  onEdit,
  onDelete,
}: {
  attempts: readonly ExamAttemptView[]
  onEdit: (chosen: NumberedAttempt) => void
  onDelete: (chosen: NumberedAttempt) => void
}) {
  const numbered = attempts.map((attempt, index) => ({ attempt, number: index + 1 }))
  const columns: ResponsiveTableProps<NumberedAttempt>['columns'] = [
    { header: 'Attempt', cell: ({ number }) => number, isRowHeader: true },
    { header: 'Exam', cell: ({ attempt }) => attempt.name },
    { header: 'Result', cell: ({ attempt }) => resultLabel(attempt) },
    { header: 'Score', cell: ({ attempt }) => attempt.score ?? NONE, isNumeric: true },
    { header: 'Taken', cell: ({ attempt }) => formatDate(attempt.takenOn) || NONE },
    { header: 'Paid', cell: ({ attempt }) => paidLabel(attempt) },
    { header: 'Retake', cell: ({ attempt }) => yesNo(attempt.retake) },
    {
      header: 'Actions',
      cell: (chosen) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Edit attempt ${chosen.number}`}
            onClick={() => onEdit(chosen)}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={`Delete attempt ${chosen.number}`}
            onClick={() => onDelete(chosen)}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ]
  return (
    <ResponsiveTable
      label={ExamAttemptTexts.table}
      minWidth={680}
      columns={columns}
      rows={numbered}
      getRowKey={({ attempt }) => attempt.id}
    />
  )
}

/** The add button, or why there is none to add: 5 attempts already, or no exam in the catalogue. */
function AddAttempt({ exams, onAdd }: { exams: AdminExamAttempts; onAdd: () => void }) {
  const reasonId = useId()
  const reason = !exams.canAdd
    ? CandidateMessages.examAttemptsFull
    : exams.exams.length === 0
      ? CandidateMessages.noExamInCatalogue
      : null
  return (
    <Group gap="sm">
      <Button
        variant="default"
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onAdd}
      >
        {ExamAttemptTexts.add}
      </Button>
      {reason && (
        <Text size="sm" id={reasonId}>
          {reason}
        </Text>
      )}
    </Group>
  )
}

/** Asks first; a refusal (an attempt paid through the portal) is the server's message in a red toast. */
function DeleteAttemptModal({
  registrationId,
  attempt,
  onClose,
}: {
  registrationId: number
  attempt: ExamAttemptView
  onClose: () => void
}) {
  const remove = useDeleteExamAttempt(registrationId)
  return (
    <ConfirmModal
      title={ExamAttemptTexts.deleteTitle}
      message={ExamAttemptTexts.deleteConfirm}
      confirmLabel="Delete"
      confirmColor="red"
      onConfirm={async () => {
        try {
          await remove.mutateAsync(attempt.id)
          toastSuccess(M.success)
        } catch (error) {
          toastError(errorMessage(error))
        }
      }}
      onClose={onClose}
    />
  )
}
