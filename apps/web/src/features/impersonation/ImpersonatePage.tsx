import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { PageLoader } from '../../components/PageLoader'
import { errorMessage } from '../../lib/errors'
import { useImpersonateUser } from './impersonation-api'

/**
 * /impersonate/take/{userId} (spec 3, the user profile's Impersonate link): the admin starts
 * acting as the user at once and lands on that user's dashboard.
 */
export function ImpersonatePage() {
  const { userId = '' } = useParams()
  const id = /^\d+$/.test(userId) ? Number(userId) : null
  const { mutate: impersonate, isError, error } = useImpersonateUser()
  const startedFor = useRef<number | null>(null)

  useEffect(() => {
    // Once per user id, also under StrictMode's repeated effects.
    if (id === null || startedFor.current === id) return
    startedFor.current = id
    impersonate(id)
  }, [id, impersonate])

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Impersonate</Title>
      {id === null && <Text>This is not a user of the portal.</Text>}
      {id !== null && !isError && <PageLoader label="Switching to the user..." />}
      {isError && (
        <Alert color="red" role="alert" title="You could not act as this user">
          {errorMessage(error)}
        </Alert>
      )}
      <Anchor component={Link} to="/admin/users">
        Back to the users
      </Anchor>
    </Stack>
  )
}
