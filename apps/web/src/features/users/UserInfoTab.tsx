import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { formatDate, formatPhone, SecuIdBody, UserProfileMessages as M, type AdminUserProfile } from '@portal/contracts'
import { EmailAddress } from '../../components/EmailAddress'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField } from '../../components/form/FormFields'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { fullNameOf } from '../../lib/names'
import { routeId } from '../../lib/route-params'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { ActiveFlagsAlert } from './ActiveFlagsAlert'
import { useAdminUser, useUpdateSecuId } from './users-api'
import { membershipStatus } from './user-view'

/**
 * /admin/users/:userId, the profile's Info tab (spec 3 §2): the person as staff need them, their
 * membership status, and the secuId an admin may set; their active flags above it all.
 */
export function UserInfoTab() {
  const { userId } = useParams()
  const id = routeId(userId)
  // The layout has loaded the user before it shows a tab.
  const user = useAdminUser(id).data
  if (!user) return null
  return (
    <Stack gap="md">
      <ActiveFlagsAlert userId={user.id} />
      <Title order={2}>Info</Title>
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="User information">
          <ValueRow label="Name">
            {fullNameOf(user)}
            {user.suffix ? `, ${user.suffix}` : ''}
          </ValueRow>
          <ValueRow label="Email">
            <EmailAddress email={user.email} />
          </ValueRow>
          <ValueRow label="Phone">
            <PhoneLines phones={user.phones} />
          </ValueRow>
          <ValueRow label="Address">
            {user.address ? user.address.map((line) => <Text key={line}>{line}</Text>) : 'None on file'}
          </ValueRow>
          <ValueRow label="Role">{user.role === 'admin' ? 'Admin' : 'Member'}</ValueRow>
          <ValueRow label="Member Since">{user.memberSince ? formatDate(user.memberSince) : 'Never a member'}</ValueRow>
          <ValueRow label="Membership Status">{membershipStatus(user.membership)}</ValueRow>
          <ValueRow label="Account Created">{formatDate(user.accountCreatedOn)}</ValueRow>
          <ValueRow label="User ID">{user.id}</ValueRow>
        </ValueTable>
      </Paper>
      <SecuIdForm userId={user.id} secuId={user.secuId} />
    </Stack>
  )
}

function PhoneLines({ phones }: { phones: AdminUserProfile['phones'] }) {
  const lines = [
    ['Cell', phones.cell],
    ['Home', phones.home],
    ['Work', phones.work],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  if (lines.length === 0) return <>None on file</>
  return (
    <>
      {lines.map(([kind, phone]) => (
        <Text key={kind}>
          {formatPhone(phone)} ({kind})
        </Text>
      ))}
    </>
  )
}

/** The secuId, editable by admins (spec 3 §2); a failure not on the field says spec 3 §8's message. */
function SecuIdForm({ userId, secuId }: { userId: number; secuId: string | null }) {
  const update = useUpdateSecuId(userId)
  const secuForm = useServerForm({
    schema: SecuIdBody,
    defaultValues: { secuId: secuId ?? '' },
    submit: (values) => update.mutateAsync(values),
    onSuccess: (result, form) => {
      form.reset({ secuId: result.secuId ?? '' })
      toastSuccess(M.secuIdSaved)
    },
    onError: (_error, failure) => {
      if (failure.formMessages.length > 0 || !failure.form.formState.errors.secuId)
        secuForm.setFormMessages([M.updateFailed])
    },
  })
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={secuForm.onSubmit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={secuForm.formMessages} />
          <Group align="flex-end" gap="sm">
            <TextField control={secuForm.form.control} name="secuId" label="SecuId" maw={320} />
            <Button type="submit" loading={secuForm.isPending}>
              Save SecuId
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
