import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { Suspense, useId, useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import {
  DashboardMessages,
  ErrorCode,
  formatCents,
  formatDate,
  REGISTRATION_MEDIA_LABELS,
  RegistrationMessages as M,
  REJECT_STEP_KEYS,
  REJECT_STEP_LABELS,
  type AdminRegistration,
  type RegistrationFile,
  type RejectStep,
} from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ResponsiveTable } from '../../../components/ResponsiveTable'
import { ApiError, isApiError } from '../../../lib/errors'
import { toastError, toastSuccess } from '../../../lib/toast'
import { ExamAttemptsCard, PracticeExamsCard } from '../../exams'
import { ExperienceHoursCard, ExperienceValidationsCard } from '../../experience'
import { PostRegistrationCard } from './PostRegistrationCard'
import {
  ApproveRegistrationModal,
  EditRegistrationModal,
  LineItemPriceModal,
  RejectRegistrationModal,
} from './review-dialogs'
import {
  useAdminRegistration,
  useDeleteRegistration,
  useMarkLineItemPaid,
  useReplaceRegistrationFile,
} from './admin-registrations-api'
import {
  decidedInPostRegistration,
  itemStatusLabel,
  missingDocuments,
  RegistrationScreenTexts as T,
  routeId,
  serverMessageOr,
  showsPostRegistration,
} from './registration-view'
import { UserRow } from '../../../components/UserReference'
import { decisionStatus, ReviewsTable } from '../../../components/ReviewsTable'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { ActiveFlagsAlert } from '../../users'

const LIST_PATH = '/admin/course-registrations'
type Item = AdminRegistration['items'][number]
type Review = AdminRegistration['reviews'][number]
type SummaryRow = AdminRegistration['summary'][number]

/** /admin/course-registrations/:id (spec 3 "Course registration review"). */
export function RegistrationReviewPage() {
  const { id } = useParams()
  const registrationId = routeId(id)
  const registration = useAdminRegistration(registrationId)
  const isNotFound = registrationId === 0 || (isApiError(registration.error) && registration.error.status === 404)

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={LIST_PATH} size="sm">
        ← Registrations
      </Anchor>
      <Title order={1}>Registration review</Title>
      {isNotFound && <Text>{T.notFound}</Text>}
      {!isNotFound && registration.isPending && <PageLoader />}
      {!isNotFound && registration.isError && !registration.data && (
        <LoadError title="The registration could not be loaded" query={registration} />
      )}
      {registration.data && <RegistrationReview registration={registration.data} />}
    </Stack>
  )
}

function RegistrationReview({ registration }: { registration: AdminRegistration }) {
  // While the pathway or the registration waits for a decision, its documents are what staff
  // review: they come first, beside Approve and Reject (issue 25, item 17).
  const isDocumentsFirst =
    registration.approval.kind === 'pathway_approval' || registration.approval.kind === 'registration_approval'
  return (
    <Stack gap="xl">
      <RegistrationHeader registration={registration} />
      <ReviewActions registration={registration} />
      {isDocumentsFirst && <DocumentsSection registration={registration} />}
      {showsPostRegistration(registration) && (
        <>
          <PostRegistrationCard registration={registration} />
          <ExperienceHoursCard registrationId={registration.id} />
          <ExperienceValidationsCard registrationId={registration.id} />
        </>
      )}
      <ReviewsSection reviews={registration.reviews} />
      <SummarySection rows={registration.summary} />
      <ItemsSection registration={registration} />
      <ExamAttemptsCard registrationId={registration.id} />
      <PracticeExamsCard registrationId={registration.id} />
      {!isDocumentsFirst && <DocumentsSection registration={registration} />}
    </Stack>
  )
}

function extensionLabel(approved: boolean | null) {
  if (approved === null) return 'Pending'
  return approved ? 'Approved' : 'Rejected'
}

function RegistrationHeader({ registration }: { registration: AdminRegistration }) {
  const { user } = registration
  const status = registration.statusLabel
  return (
    <Stack gap="md">
      <ActiveFlagsAlert userId={user.id} />
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="Registration">
          <UserRow user={user} suffix={registration.militarySpouse && T.militarySpouseSuffix} />
          <ValueRow label="Certification">{registration.certification.name}</ValueRow>
          {registration.pathway && <ValueRow label="Pathway">{registration.pathway.name}</ValueRow>}
          <ValueRow label="Status">{status}</ValueRow>
          <ValueRow label="Deadline">{formatDate(registration.deadline) || 'None'}</ValueRow>
          <ValueRow label="Enrolled On">{formatDate(registration.enrolledOn) || 'Not enrolled'}</ValueRow>
          {registration.requiredHours > 0 && <ValueRow label="Required Hours">{registration.requiredHours}</ValueRow>}
          {registration.mspClass !== null && <ValueRow label="MSP Class">{registration.mspClass}</ValueRow>}
          {registration.extension && (
            <ValueRow label="Extension">
              <Anchor component={Link} to={`/admin/extensions/${registration.extension.id}`}>
                {extensionLabel(registration.extension.approved)}
              </Anchor>
            </ValueRow>
          )}
        </ValueTable>
      </Paper>
    </Stack>
  )
}

type OpenModal = 'edit' | 'delete' | 'approve' | 'reject' | null

function ReviewActions({ registration }: { registration: AdminRegistration }) {
  const navigate = useNavigate()
  const [openModal, setOpenModal] = useState<OpenModal>(null)
  const remove = useDeleteRegistration(registration.id)
  const close = () => setOpenModal(null)
  const decided = () => {
    toastSuccess(M.success)
    close()
  }
  // The final application and the experience approval are decided in the Post Registration Progress card.
  const canDecide = registration.approval.kind !== null && !decidedInPostRegistration(registration.approval.kind)

  return (
    <>
      <Group gap="sm">
        <Button variant="default" onClick={() => setOpenModal('edit')}>
          Edit
        </Button>
        <Button color="red" variant="outline" onClick={() => setOpenModal('delete')}>
          Delete
        </Button>
        {canDecide && (
          <>
            <Button color="red" onClick={() => setOpenModal('reject')}>
              Reject
            </Button>
            <Button onClick={() => setOpenModal('approve')}>Approve</Button>
          </>
        )}
      </Group>
      <Suspense fallback={<PageLoader label="Opening..." />}>
        {openModal === 'edit' && <EditRegistrationModal registration={registration} onClose={close} />}
        {openModal === 'approve' && (
          <ApproveRegistrationModal registration={registration} onClose={close} onApproved={decided} />
        )}
        {openModal === 'reject' && (
          <RejectRegistrationModal registration={registration} onClose={close} onRejected={decided} />
        )}
      </Suspense>
      {openModal === 'delete' && (
        <ConfirmModal
          title="Delete Registration"
          message={T.deleteConfirm}
          confirmLabel="Delete"
          confirmColor="red"
          onConfirm={async () => {
            await remove.mutateAsync()
            toastSuccess(M.success)
            void navigate(LIST_PATH)
          }}
          failureMessage={M.deleteFailed}
          onClose={close}
        />
      )}
    </>
  )
}

function Section({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children(headingId)}
    </Stack>
  )
}

const stepLabel = (step: string | null) =>
  step !== null && (REJECT_STEP_KEYS as readonly string[]).includes(step)
    ? REJECT_STEP_LABELS[step as RejectStep]
    : (step ?? '')

function ReviewsSection({ reviews }: { reviews: readonly Review[] }) {
  return (
    <Section title="Reviews">
      {(headingId) =>
        reviews.length === 0 ? (
          <Text>{T.noReviews}</Text>
        ) : (
          <ReviewsTable
            labelledBy={headingId}
            hasMessages
            hasSteps
            reviews={reviews.map((review) => ({
              ...review,
              step: stepLabel(review.step),
              // A rejection sends the candidate back to its step to change it: said as they read it.
              status: review.approved
                ? decisionStatus('Approved', 'approved')
                : decisionStatus(DashboardMessages.changesRequestedBadge, 'more_info'),
            }))}
          />
        )
      }
    </Section>
  )
}

function SummarySection({ rows }: { rows: readonly SummaryRow[] }) {
  if (rows.length === 0) return null
  return (
    <Section title="Registration Summary">
      {(headingId) => (
        <ResponsiveTable
          labelledBy={headingId}
          rows={rows}
          getRowKey={(row) => `${row.step}|${row.selection}`}
          columns={[
            { header: 'Step', cell: (row) => row.step },
            { header: 'Selection', cell: (row) => row.selection },
            { header: 'Price', cell: (row) => (row.price === null ? null : formatCents(row.price)), isNumeric: true },
          ]}
        />
      )}
    </Section>
  )
}

/** An ApiError carrying the message to show, for a ConfirmModal that shows the server's words. */
const failureWith = (message: string) => new ApiError(0, { message, code: ErrorCode.internal })

function ItemsSection({ registration }: { registration: AdminRegistration }) {
  const [editing, setEditing] = useState<Item | null>(null)
  const [markingPaid, setMarkingPaid] = useState<Item | null>(null)
  const markPaid = useMarkLineItemPaid(registration.id)

  return (
    <Section title="Items">
      {(headingId) => (
        <>
          {registration.items.length === 0 ? (
            <Text>{T.noItems}</Text>
          ) : (
            <ResponsiveTable
              labelledBy={headingId}
              rows={registration.items}
              getRowKey={(item) => item.id}
              columns={[
                { header: 'Item', cell: (item) => item.name },
                { header: 'Price', cell: (item) => formatCents(item.price), isNumeric: true },
                {
                  header: 'Final Price',
                  cell: (item) => `${formatCents(item.finalPrice)}${item.offer ? ` (${item.offer})` : ''}`,
                  isNumeric: true,
                },
                { header: 'Status', cell: itemStatusLabel },
                {
                  header: 'Actions',
                  cell: (item) =>
                    item.paid ? null : (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="compact-sm" variant="light" onClick={() => setEditing(item)}>
                          Edit price
                          <VisuallyHidden>{` of ${item.name}`}</VisuallyHidden>
                        </Button>
                        <Button size="compact-sm" variant="light" onClick={() => setMarkingPaid(item)}>
                          Mark as paid
                          <VisuallyHidden>{` for ${item.name}`}</VisuallyHidden>
                        </Button>
                      </Group>
                    ),
                },
              ]}
            />
          )}
          <Text size="sm">
            Total {formatCents(registration.totals.total)}; unpaid {formatCents(registration.totals.unpaid)}.
          </Text>
          {editing && (
            <Suspense fallback={<PageLoader label="Opening..." />}>
              <LineItemPriceModal registrationId={registration.id} item={editing} onClose={() => setEditing(null)} />
            </Suspense>
          )}
          {markingPaid && (
            <ConfirmModal
              title="Mark As Paid"
              message={M.markPaidConfirm}
              confirmLabel="Mark as paid"
              onConfirm={async () => {
                try {
                  await markPaid.mutateAsync(markingPaid.id)
                } catch (error) {
                  throw failureWith(serverMessageOr(error, M.markPaidFailed))
                }
                toastSuccess(M.markedPaid)
              }}
              onClose={() => setMarkingPaid(null)}
            />
          )}
        </>
      )}
    </Section>
  )
}

function DocumentsSection({ registration }: { registration: AdminRegistration }) {
  const missing = missingDocuments(registration)
  return (
    <Section title="Documents">
      {(headingId) => (
        <>
          {missing.length > 0 && (
            <Alert color="yellow" title="Required by the pathway">
              {missing.map((type) => (
                <Text key={type} size="sm">
                  {T.notUploaded(REGISTRATION_MEDIA_LABELS[type])}
                </Text>
              ))}
            </Alert>
          )}
          {registration.media.length === 0 ? (
            <Text>{T.noDocuments}</Text>
          ) : (
            <ResponsiveTable
              labelledBy={headingId}
              rows={registration.media}
              getRowKey={(file) => file.id}
              columns={[
                { header: 'Type', cell: (file) => REGISTRATION_MEDIA_LABELS[file.type] },
                {
                  header: 'File',
                  cell: (file) => (
                    <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                      {file.fileName}
                    </Anchor>
                  ),
                },
                { header: 'Uploaded', cell: (file) => formatDate(file.createdAt) },
                { header: 'Actions', cell: (file) => <ReplaceButton registrationId={registration.id} file={file} /> },
              ]}
            />
          )}
        </>
      )}
    </Section>
  )
}

const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png'

/** Replace: the chosen file is uploaded at once in the old one's place (same type). */
function ReplaceButton({ registrationId, file }: { registrationId: number; file: RegistrationFile }) {
  const replace = useReplaceRegistrationFile(registrationId)
  const upload = (chosen: File | null) => {
    if (!chosen) return
    replace.mutate(
      { type: file.type, replaces: file.id, file: chosen },
      {
        onSuccess: () => toastSuccess(M.success),
        onError: (error) => {
          const reason = isApiError(error) ? Object.values(error.body.errors ?? {}).flat()[0] : undefined
          toastError(reason ? `${M.uploadFailed} ${reason}` : M.uploadFailed)
        },
      },
    )
  }
  return (
    <FileButton onChange={upload} accept={ACCEPTED_FILES}>
      {(props) => (
        <Button {...props} size="compact-sm" variant="light" loading={replace.isPending}>
          Replace
          <VisuallyHidden>{` ${file.fileName}`}</VisuallyHidden>
        </Button>
      )}
    </FileButton>
  )
}
