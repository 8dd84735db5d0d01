import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { lazy, Suspense, useId, useState } from 'react'
import { formatDate, formatHours, ValidationMessages as V, type ExperienceValidation } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { useSidewaysScroll } from '../../../components/use-sideways-scroll'
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
  const sidewaysScroll = useSidewaysScroll<HTMLDivElement>(ValidationCardTexts.table)
  return (
    <Table.ScrollContainer minWidth={720} type="native" pos="relative" {...sidewaysScroll}>
      <Table aria-label={ValidationCardTexts.table} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Supervisor email</Table.Th>
            <Table.Th scope="col">Start</Table.Th>
            <Table.Th scope="col">End</Table.Th>
            <Table.Th scope="col" ta="right">
              Hours
            </Table.Th>
            <Table.Th scope="col">Signed</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {validations.map((validation) => (
            <Table.Tr key={validation.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{validation.supervisorEmail}</Table.Td>
              <Table.Td>{formatDate(validation.start) || NONE}</Table.Td>
              <Table.Td>{formatDate(validation.end) || NONE}</Table.Td>
              <Table.Td ta="right">{validation.hours === null ? NONE : formatHours(validation.hours)}</Table.Td>
              <Table.Td>
                {validation.signedAt ? formatDate(validation.signedAt) : ValidationCardTexts.awaiting}
              </Table.Td>
              <Table.Td>{formatDate(validation.expiresAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Edit the validation sent to ${validation.supervisorEmail}`}
                  onClick={() => onEdit(validation)}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
