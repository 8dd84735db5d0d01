import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useId, useState } from 'react'
import { formatDate, formatHours, ValidationMessages as V, type ExperienceValidation } from '@portal/contracts'
import { EmailAddress } from '../../../components/EmailAddress'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ResponsiveTable, type ResponsiveTableProps } from '../../../components/ResponsiveTable'
import { useExperienceValidations } from './experience-admin-api'

// The 'Validation' dialog is downloaded when staff open it, not with the registration review: its
// form brings react-hook-form.
const ValidationModal = lazy(() => import('./ValidationModal').then((m) => ({ default: m.ValidationModal })))

/** Texts of the card that the spec does not quote. */
export const ValidationCardTexts = {
  table: 'Verifier validations',
  none: 'No validation has been sent yet.',
  awaiting: 'Awaiting',
  loadFailed: 'The validations could not be loaded',
} as const

const NONE = '—'

/**
 * The Experience Hours Verifier Validation card of the registration review (spec 3): each
 * request sent to a supervisor, whether it was signed and until when its link works, and the
 * 'Validation' modal to correct it.
 */
export function ExperienceValidationsCard({ registrationId }: { registrationId: number }) {
  const headingId = useId()
  const validations = useExperienceValidations(registrationId)
  const [editing, setEditing] = useState<ExperienceValidation | null>(null)

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {V.cardTitle}
        </Title>
        {validations.isPending && <PageLoader label="Loading validations..." />}
        {validations.isError && !validations.data && (
          <LoadError title={ValidationCardTexts.loadFailed} query={validations} />
        )}
        {validations.data &&
          (validations.data.validations.length === 0 ? (
            <Text>{ValidationCardTexts.none}</Text>
          ) : (
            <ValidationsTable validations={validations.data.validations} onEdit={setEditing} />
          ))}
      </Stack>
      {editing && (
        <Suspense fallback={<PageLoader label="Opening..." />}>
          <ValidationModal registrationId={registrationId} validation={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Paper>
  )
}

function ValidationsTable({
  validations,
  onEdit,
}: {
  validations: readonly ExperienceValidation[]
  onEdit: (validation: ExperienceValidation) => void
}) {
  const columns: ResponsiveTableProps<ExperienceValidation>['columns'] = [
    {
      header: 'Supervisor email',
      cell: (validation) => (
        <span style={{ overflowWrap: 'break-word' }}>
          <EmailAddress email={validation.supervisorEmail} />
        </span>
      ),
    },
    { header: 'Start', cell: (validation) => formatDate(validation.start) || NONE },
    { header: 'End', cell: (validation) => formatDate(validation.end) || NONE },
    {
      header: 'Hours',
      cell: (validation) => (validation.hours === null ? NONE : formatHours(validation.hours)),
      isNumeric: true,
    },
    {
      header: 'Signed',
      cell: (validation) => (validation.signedAt ? formatDate(validation.signedAt) : ValidationCardTexts.awaiting),
    },
    { header: 'Expires', cell: (validation) => formatDate(validation.expiresAt) },
    {
      header: 'Actions',
      cell: (validation) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Edit the validation sent to ${validation.supervisorEmail}`}
          onClick={() => onEdit(validation)}
        >
          Edit
        </Button>
      ),
    },
  ]
  return (
    <ResponsiveTable
      label={ValidationCardTexts.table}
      minWidth={720}
      columns={columns}
      rows={validations}
      getRowKey={(validation) => validation.id}
    />
  )
}
