import { Stack, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { adminRoutes, type AdminUserRow, type ListQueryInput, type UserListField } from '@portal/contracts'
import { EmailAddress } from '../../components/EmailAddress'
import { DataTable, type DataTableColumn } from '../../components/DataTable'
import { api } from '../../lib/api'
import { profilePath } from '../../lib/profile-tabs'

const columns: DataTableColumn<AdminUserRow, UserListField>[] = [
  { id: 'firstName', header: 'First Name', cell: (user) => user.firstName, sortable: true, filterable: true },
  { id: 'lastName', header: 'Last Name', cell: (user) => user.lastName, sortable: true, filterable: true },
  {
    id: 'email',
    header: 'Email',
    cell: (user) => <EmailAddress email={user.email} />,
    sortable: true,
    filterable: true,
  },
]

const fetchUsers = (query: ListQueryInput, signal: AbortSignal) => api(adminRoutes.listUsers, { query, signal })

/**
 * The admin Users list (spec 3, "Users list"): page size 50, a row opens the user's profile; the
 * search finds a person by name, email or id.
 */
export function UsersPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      <Title order={1}>Users</Title>
      <DataTable
        label="Users"
        columns={columns}
        queryKey={['admin', 'users']}
        fetchPage={fetchUsers}
        getRowId={(user) => user.id}
        defaultPageSize={50}
        search={{ label: 'Search users', description: 'By first or last name, email, or user ID' }}
        onRowClick={(user) => void navigate(profilePath(user.id))}
      />
    </Stack>
  )
}
