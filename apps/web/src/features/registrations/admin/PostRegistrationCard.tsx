import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Suspense, useId, useState } from 'react'
import { RegistrationMessages as M } from '@portal/contracts'
import { PageLoader } from '../../../components/PageLoader'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { toastSuccess } from '../../../lib/toast'
import { ApproveRegistrationModal, RejectRegistrationModal } from './review-dialogs'
import { codeOfEthicsText, decidedInPostRegistration, type PostRegistrationFacts } from './registration-view'

/** Texts of the card that the spec does not quote. */
export const PostRegistrationTexts = {
  title: 'Post Registration Progress',
  table: 'Post registration progress',
  certificateName: 'Certificate Name',
  codeOfEthics: 'Code of Ethics',
  status: 'Status',
  none: '—',
  experienceApproval:
    'The experience hours logged reach the required hours. Approve approves every pending experience entry. ' +
    'To refuse one entry, open it from the Experience Hours card and reject it there. Reject sends the candidate ' +
    'back to a post-registration step; pending entries stay pending.',
} as const

type OpenModal = 'approve' | 'reject' | null

/**
 * The Post Registration Progress card of the registration review (spec 3 "Course registration
 * review", §4): the certificate name, the Code of Ethics signature and the status; while the final
 * application or the experience hours wait, their Approve (issuing the certification, or approving
 * every pending experience entry) and Reject (back to a post-registration step; pending entries
 * stay pending, each decided on its own review page).
 */
export function PostRegistrationCard({ registration }: { registration: PostRegistrationFacts }) {
  const headingId = useId()
  const [openModal, setOpenModal] = useState<OpenModal>(null)
  const close = () => setOpenModal(null)
  const decided = () => {
    toastSuccess(M.success)
    close()
  }
  const canDecide = decidedInPostRegistration(registration.approval.kind)
  const isExperienceApproval = registration.approval.kind === 'experience_approval'

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {PostRegistrationTexts.title}
        </Title>
        <ValueTable aria-label={PostRegistrationTexts.table} layout="fixed">
          <ValueRow label={PostRegistrationTexts.certificateName}>
            {registration.certificateName?.trim() || PostRegistrationTexts.none}
          </ValueRow>
          <ValueRow label={PostRegistrationTexts.codeOfEthics}>{codeOfEthicsText(registration)}</ValueRow>
          <ValueRow label={PostRegistrationTexts.status}>{registration.statusLabel}</ValueRow>
        </ValueTable>
        {isExperienceApproval && <Text size="sm">{PostRegistrationTexts.experienceApproval}</Text>}
        {canDecide && (
          <Group gap="sm">
            <Button color="red" onClick={() => setOpenModal('reject')}>
              Reject
            </Button>
            <Button onClick={() => setOpenModal('approve')}>Approve</Button>
          </Group>
        )}
      </Stack>
      <Suspense fallback={<PageLoader label="Opening..." />}>
        {openModal === 'approve' && (
          <ApproveRegistrationModal registration={registration} onClose={close} onApproved={decided} />
        )}
        {openModal === 'reject' && (
          <RejectRegistrationModal registration={registration} onClose={close} onRejected={decided} />
        )}
      </Suspense>
    </Paper>
  )
}
