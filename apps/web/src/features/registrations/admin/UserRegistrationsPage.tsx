import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import { formatDate, htmlToText } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ResponsiveTable, type ResponsiveTableProps } from '../../../components/ResponsiveTable'
import { useUserRegistrations, type RegistrationRow } from './admin-registrations-api'
import {
  registrationStatusLabel,
  RegistrationScreenTexts as T,
  routeId,
  userRegistrationsPath,
} from './registration-view'

/**
 * /admin/users/:userId/registrations (spec 3, the user profile's Registrations tab): the user's
 * registrations, newest first as the server sends them; a row opens its review. Inside the
 * profile's frame, which names the person.
 */
export function UserRegistrationsPage() {
  const { userId } = useParams()
  const id = routeId(userId)
  const registrations = useUserRegistrations(id)
  return (
    <Stack gap="lg" maw={960}>
      <Title order={2}>Registrations</Title>
      <Group>
        <Button component={Link} to={`${userRegistrationsPath(id)}/new`}>
          New registration
        </Button>
      </Group>
      {id > 0 && registrations.isPending && <PageLoader />}
      {registrations.isError && !registrations.data && (
        <LoadError title="The registrations could not be loaded" query={registrations} />
      )}
      {registrations.data &&
        (registrations.data.data.length === 0 ? (
          <Text>{T.noRegistrations}</Text>
        ) : (
          <RegistrationsTable rows={registrations.data.data} />
        ))}
    </Stack>
  )
}

const reviewPath = (row: RegistrationRow) => `/admin/course-registrations/${row.id}`

const REGISTRATION_COLUMNS: ResponsiveTableProps<RegistrationRow>['columns'] = [
  {
    header: 'Certification',
    cell: (row) => (
      <Anchor component={Link} to={reviewPath(row)} onClick={(event) => event.stopPropagation()}>
        {row.certification}
      </Anchor>
    ),
  },
  { header: 'Challenge Path', cell: (row) => (row.challengePath === null ? '' : htmlToText(row.challengePath)) },
  { header: 'Date', cell: (row) => formatDate(row.updatedAt) },
  { header: 'Status', cell: (row) => registrationStatusLabel(row) },
]

function RegistrationsTable({ rows }: { rows: readonly RegistrationRow[] }) {
  const navigate = useNavigate()
  return (
    // The whole row opens the review with a click; the keyboard and screen readers use its link.
    <ResponsiveTable
      label="Registrations"
      minWidth={560}
      columns={REGISTRATION_COLUMNS}
      rows={rows}
      getRowKey={(row) => row.id}
      onRowClick={(row) => void navigate(reviewPath(row))}
    />
  )
}
