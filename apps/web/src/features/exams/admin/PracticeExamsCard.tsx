/**
 * The Practice Exams card of the registration review (spec 3 registration tools, 'reset practice
 * exams'): Exam #1 and #2 with their state, and Reset for one taken or started, so the candidate
 * can take it again. Nothing is shown when the certification offers no practice exam (409).
 */
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId, useState } from 'react'
import { formatDate, PracticeExamMessages as M, type PracticeExamOverview } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { LoadError } from '../../../components/LoadError'
import { ToneBadge } from '../../../components/ToneBadge'
import { ResponsiveTable, type ResponsiveTableProps } from '../../../components/ResponsiveTable'
import { toastError, toastSuccess } from '../../../lib/toast'
import { usePracticeExam, useResetPracticeExam } from '../practice-exam-api'
import { errorStatus } from '../practice-exam-view'
import { yesNo } from '../exam-view'

/** Texts of the card that the contracts' messages do not hold. */
export const PracticeExamsCardTexts = {
  title: 'Practice Exams',
  table: 'Practice exam attempts',
  loadFailed: 'The practice exams could not be loaded',
  purchase: { not_purchased: 'Not purchased', in_cart: 'In the cart', purchased: 'Purchased' },
  exam: 'Exam',
  state: 'State',
  preSurvey: 'Pre-exam survey',
  postSurvey: 'Post-exam survey',
  actions: 'Actions',
  locked: 'Not purchased',
  untaken: 'Not taken',
  taken: 'Taken',
  reset: 'Reset',
  resetTitle: 'Reset Exam',
  resetConfirm: 'Are you sure you want to reset this exam? The candidate can take it again.',
} as const
const T = PracticeExamsCardTexts

type Exam = PracticeExamOverview['exams'][number]

const isStarted = (exam: Exam) => exam.state === 'untaken' && exam.hasTakenPreSurvey
const canReset = (exam: Exam) => exam.state === 'taken' || isStarted(exam)

function stateLabel(exam: Exam): string {
  if (exam.state === 'taken') return exam.completedAt ? M.completedOn(formatDate(exam.completedAt)) : T.taken
  if (isStarted(exam)) return M.inProgress
  return exam.state === 'locked' ? T.locked : T.untaken
}

export function PracticeExamsCard({ registrationId }: { registrationId: number }) {
  const headingId = useId()
  const overview = usePracticeExam(registrationId)
  const [resetting, setResetting] = useState<number | null>(null)

  // Still loading, or the certification offers no practice exam: nothing to show.
  if (overview.isPending || errorStatus(overview.error) === 409) return null

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {T.title}
        </Title>
        {overview.isError && !overview.data && <LoadError title={T.loadFailed} query={overview} />}
        {overview.data && (
          <>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{overview.data.practiceExam.name}</Text>
              <ToneBadge
                badge={{
                  label: T.purchase[overview.data.state],
                  tone: overview.data.state === 'purchased' ? 'success' : 'neutral',
                }}
              />
            </Group>
            <ExamsTable exams={overview.data.exams} onReset={setResetting} />
          </>
        )}
      </Stack>
      {overview.data && resetting !== null && (
        <ResetExamModal
          registrationId={registrationId}
          practiceExamId={overview.data.practiceExam.id}
          examNumber={resetting}
          onClose={() => setResetting(null)}
        />
      )}
    </Paper>
  )
}

function ExamsTable({ exams, onReset }: { exams: readonly Exam[]; onReset: (examNumber: number) => void }) {
  const columns: ResponsiveTableProps<Exam>['columns'] = [
    { header: T.exam, cell: (exam) => M.exam(exam.number), isRowHeader: true },
    { header: T.state, cell: (exam) => stateLabel(exam) },
    { header: T.preSurvey, cell: (exam) => yesNo(exam.hasTakenPreSurvey) },
    { header: T.postSurvey, cell: (exam) => yesNo(exam.hasTakenPostSurvey) },
    {
      header: T.actions,
      cell: (exam) =>
        canReset(exam) ? (
          <Button size="compact-sm" variant="light" color="red" onClick={() => onReset(exam.number)}>
            {T.reset}
            <VisuallyHidden>{` ${M.exam(exam.number)}`}</VisuallyHidden>
          </Button>
        ) : null,
    },
  ]
  return (
    <ResponsiveTable label={T.table} minWidth={560} columns={columns} rows={exams} getRowKey={(exam) => exam.number} />
  )
}

/** Asks first; the outcome is a toast (spec 3: 'Successfully reset exam' / 'Could not reset exam'). */
function ResetExamModal({
  registrationId,
  practiceExamId,
  examNumber,
  onClose,
}: {
  registrationId: number
  practiceExamId: number
  examNumber: number
  onClose: () => void
}) {
  const reset = useResetPracticeExam(registrationId, practiceExamId)
  return (
    <ConfirmModal
      title={T.resetTitle}
      message={T.resetConfirm}
      confirmLabel={T.reset}
      confirmColor="red"
      onConfirm={async () => {
        try {
          await reset.mutateAsync(examNumber)
          toastSuccess(M.resetDone)
        } catch {
          toastError(M.resetFailed)
        }
      }}
      onClose={onClose}
    />
  )
}
