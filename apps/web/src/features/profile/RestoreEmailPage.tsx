import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { profileRoutes } from '@portal/contracts'
import { api } from '../../lib/api'
import { errorMessage } from '../../lib/errors'

/**
 * The link mailed to the old address after an e-mail change. Opening it changes nothing (mail
 * scanners open links); the person confirms with the button. Success signs every device out,
 * this one included, and a link to choose a new password is on its way.
 */
export function RestoreEmailPage() {
  const { token = '' } = useParams()
  const queryClient = useQueryClient()
  const restore = useMutation({
    mutationFn: () => api(profileRoutes.restoreEmail, { body: { token } }),
    // Every session of the account has ended: whoever was signed in here is no longer.
    onSuccess: () => queryClient.clear(),
  })

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Restore your email address</Title>
      {restore.isSuccess ? (
        <Alert color="green" role="status" title="Email address restored">
          {restore.data.message}
        </Alert>
      ) : (
        <>
          <Text>
            Your account&apos;s email address was changed. If you did not make this change, restore your previous
            address. Every device signed in to your account will be signed out, and we will email you a link to choose a
            new password.
          </Text>
          {restore.isError && (
            <Alert color="red" role="alert" title="Could not restore your email address">
              {errorMessage(restore.error)}
            </Alert>
          )}
          <Button onClick={() => restore.mutate()} loading={restore.isPending} style={{ alignSelf: 'flex-start' }}>
            Restore my email address
          </Button>
        </>
      )}
      <Anchor component={Link} to="/login">
        Go to log in
      </Anchor>
    </Stack>
  )
}
