/** The pieces the certification dashboard's sections share: their frame and texts. */
import { Card, Stack, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

/** Texts of the screen that the contracts' messages do not hold (labels and states). */
export const CertificationDashboardTexts = {
  loading: 'Loading your certification...',
  loadFailed: 'Your certification could not be loaded',
  pathway: 'Pathway',
  enrolledOn: 'Enrolled on',
  progress: 'Progress',
  reportingPeriodEnds: (date: string) => `Reporting period ends ${date}`,
  status: 'Status',
  attempts: 'Exam attempts',
  attemptName: 'Exam',
  attemptResult: 'Result',
  attemptScore: 'Score',
  attemptTakenOn: 'Taken on',
  attemptPaidOn: 'Paid on',
  examFee: (price: string) => `Exam fee: ${price}`,
  demoControls: 'Demo controls',
  noOptions: 'No certification is open for registration right now.',
} as const

export const NONE = '—'

/** A titled card of the page: a section named by its level-2 heading. */
export function DashboardSection({
  title,
  children,
  headingId,
}: {
  title: ReactNode
  children: ReactNode
  /** The heading's id when something else (a table) is named by it. */
  headingId?: string
}) {
  const ownId = useId()
  const id = headingId ?? ownId
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}
