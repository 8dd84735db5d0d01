/**
 * The candidate's exam (spec 2 §2.1, §2.10, §4 Exam, §9): its status, the assigned exam id, the
 * attempts left and taken, paying the fee or a retake into the cart, and the demo environment's
 * stand-ins for the exam provider. A locked page (deadline passed, no extension) hides it all.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import {
  z,
  CandidateMessages as M,
  DashboardLinks,
  DashboardMessages,
  formatCents,
  formatDate,
  PayExamBody,
  RegistrationMessages,
  type CandidateView,
  type ExamAttemptView,
  type PayExamCharges,
} from '@portal/contracts'
import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ConfirmModal } from '../../components/ConfirmModal'
import { CheckboxField } from '../../components/form/FormFields'
import { ResponsiveTable, type ResponsiveTableProps } from '../../components/ResponsiveTable'
import { isApiError } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { usePayExam, useSimulateExamResult, type SimulatedResult } from './exam-api'
import { ActionLink } from '../../components/ActionLink'
import { DashboardSection } from '../../components/DashboardSection'
import { ExamSectionTexts as T, NONE } from './exam-view'

export function ExamSection({ candidate }: { candidate: CandidateView }) {
  const { exam } = candidate
  const [paying, setPaying] = useState(false)
  const isRetake = exam.state === 'retake'

  if (candidate.isLocked) {
    return (
      <DashboardSection title={M.exam}>
        <Text size="sm">{candidate.lockedNotice ?? M.examLocked}</Text>
      </DashboardSection>
    )
  }

  return (
    <DashboardSection title={M.exam}>
      <Text fw={700}>{exam.statusText}</Text>
      {/* The spec's status names the exam's price; every other amount of the sitting is named here before Pay. */}
      {exam.payOptions && (
        <Stack gap={2}>
          <ExamCharges charges={exam.payOptions.domestic} />
          <Text size="sm">{T.internationalTotal(formatCents(exam.payOptions.international.totalCents))}</Text>
        </Stack>
      )}
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          {`${M.examIdLabel}: `}
          <Text span fw={700} inherit>
            {exam.assignedExamId}
          </Text>
        </Text>
        {exam.attemptsRemaining !== null && <Text size="sm">{M.attemptsRemaining(exam.attemptsRemaining)}</Text>}
      </Group>
      {exam.inCart && (
        <Group gap="sm">
          <Text size="sm">{M.examInCart}</Text>
          <Button component={Link} to={DashboardLinks.cart} variant="outline" size="sm">
            {DashboardMessages.viewInCart}
          </Button>
        </Group>
      )}
      {exam.payNote ? (
        <Text size="sm">{exam.payNote}</Text>
      ) : (
        exam.canPay && (
          <div>
            <Button onClick={() => setPaying(true)}>{isRetake ? M.payRetake : M.payExam}</Button>
          </div>
        )
      )}
      {exam.attempts.length > 0 && <AttemptsTable attempts={exam.attempts} />}
      <Text size="sm" c="dimmed">
        {candidate.accommodationsNote}
      </Text>
      {/* The box only when it has something to act on: a booking to open or a result to simulate. */}
      {candidate.demoControls && (exam.schedulingUrl || exam.awaitingResult) && <DemoControls candidate={candidate} />}
      {paying && (
        <PayExamModal
          registrationId={candidate.registrationId}
          priceCents={exam.priceCents}
          payOptions={exam.payOptions}
          isRetake={isRetake}
          onClose={() => setPaying(false)}
        />
      )}
    </DashboardSection>
  )
}

const ATTEMPT_COLUMNS: ResponsiveTableProps<ExamAttemptView>['columns'] = [
  { header: T.attemptName, cell: (attempt) => attempt.name },
  { header: T.attemptResult, cell: (attempt) => attempt.resultLabel ?? NONE },
  { header: T.attemptScore, cell: (attempt) => attempt.score ?? NONE, isNumeric: true },
  { header: T.attemptTakenOn, cell: (attempt) => formatDate(attempt.takenOn) || NONE },
  { header: T.attemptPaidOn, cell: (attempt) => formatDate(attempt.paidOn) || NONE },
]

function AttemptsTable({ attempts }: { attempts: readonly ExamAttemptView[] }) {
  const headingId = useId()
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {T.attempts}
      </Title>
      <ResponsiveTable
        labelledBy={headingId}
        label={T.attempts}
        minWidth={520}
        columns={ATTEMPT_COLUMNS}
        rows={attempts}
        getRowKey={(attempt) => attempt.id}
      />
    </Stack>
  )
}

/**
 * What a sitting puts in the cart, line by line (the exam or retake, the exam materials' shipping)
 * and what is due now: the page and the Pay dialog say it in the same words.
 */
function ExamCharges({ charges }: { charges: PayExamCharges }) {
  return (
    <Stack gap={2}>
      {charges.lines.map((line) => (
        <Text size="sm" key={line.name}>{`${line.name}: ${formatCents(line.priceCents)}`}</Text>
      ))}
      <Text size="sm" fw={700}>
        {M.examDueNow(formatCents(charges.totalCents))}
      </Text>
    </Stack>
  )
}

const PayExamForm = PayExamBody.check(
  z.refine((body) => body.examAgreement === true, {
    path: ['examAgreement'],
    message: RegistrationMessages.required,
  }),
)

/**
 * 'Pay Exam Fee' or 'Pay Exam Retake': every fee the cart will hold for the sitting chosen (the
 * exam or retake and the exam materials' shipping, as the server named them) and what is due,
 * where the exam is taken and the agreement, then the fees go into the cart. A refusal puts the server's field errors on their fields and says
 * the spec's failure text in a red toast (spec 2 §8).
 */
function PayExamModal({
  registrationId,
  priceCents,
  payOptions,
  isRetake,
  onClose,
}: {
  registrationId: number
  priceCents: number
  payOptions: CandidateView['exam']['payOptions']
  isRetake: boolean
  onClose: () => void
}) {
  const navigate = useNavigate()
  const pay = usePayExam(registrationId)
  const failure = isRetake ? M.payRetakeFailed : M.payExamFailed
  const payForm = useServerForm({
    schema: PayExamForm,
    defaultValues: { internationalExam: false, examAgreement: false },
    submit: (body) => pay.mutateAsync(body),
    onSuccess: () => {
      toastSuccess(M.examAddedToCart)
      onClose()
      void navigate(DashboardLinks.cart)
    },
    onError: (error, { formMessages }) => {
      toastError(failure)
      // The server's reason (all attempts used, already paid) stays in the dialog; a crash or the
      // network says the spec's words.
      if (formMessages.length > 0 && !(isApiError(error) && error.status >= 400 && error.status < 500)) {
        payForm.setFormMessages([failure])
      }
    },
  })
  const { form } = payForm
  const isInternational = useWatch({ control: form.control, name: 'internationalExam' }) ?? false
  const charges = payOptions ? (isInternational ? payOptions.international : payOptions.domestic) : null
  return (
    <ConfirmModal
      title={isRetake ? M.payRetake : M.payExam}
      message={charges ? <ExamCharges charges={charges} /> : <Text fw={700}>{T.examFee(formatCents(priceCents))}</Text>}
      confirmLabel={M.addToCart}
      onClose={onClose}
      form={payForm}
    >
      <CheckboxField control={form.control} name="internationalExam" label={M.internationalExam} />
      <CheckboxField control={form.control} name="examAgreement" label={RegistrationMessages.examAgreement} />
    </ConfirmModal>
  )
}

/**
 * Demo environments only: where the paid attempt is booked, and buttons that stand in for the
 * provider's result. Each answers the new dashboard, which replaces the one shown.
 */
function DemoControls({ candidate }: { candidate: CandidateView }) {
  const headingId = useId()
  const simulate = useSimulateExamResult(candidate.registrationId)
  const { exam } = candidate
  const run = (result: SimulatedResult) =>
    simulate.mutate(result, {
      onSuccess: () => toastSuccess(result === 'pass' ? M.examPassedToast : M.examFailedToast),
      onError: () => toastError(result === 'pass' ? M.simulatePassFailed : M.simulateFailFailed),
    })
  const running = simulate.isPending ? simulate.variables : null
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="sm" p="sm" bg="gray.0">
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {T.demoControls}
        </Title>
        <Text size="sm">{M.demoNotice}</Text>
        {exam.schedulingUrl && (
          <div>
            <ActionLink action={{ label: M.scheduleExam, to: exam.schedulingUrl }} />
          </div>
        )}
        {exam.awaitingResult && (
          <Group gap="sm">
            <Button
              variant="default"
              size="sm"
              loading={running === 'pass'}
              disabled={running === 'fail'}
              onClick={() => run('pass')}
            >
              {M.simulatePass}
            </Button>
            <Button
              variant="default"
              size="sm"
              loading={running === 'fail'}
              disabled={running === 'pass'}
              onClick={() => run('fail')}
            >
              {M.simulateFail}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
