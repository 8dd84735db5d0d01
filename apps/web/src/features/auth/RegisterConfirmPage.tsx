import { useEffect, useRef } from 'react'
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { authRoutes } from '@portal/contracts'
import { api } from '../../lib/api'
import { errorMessage } from '../../lib/errors'
import { startSession } from '../../lib/session'

/** The link mailed to finish a sign-up: creates the account and signs in (then the dashboard). */
export function RegisterConfirmPage() {
  const { token = '' } = useParams()
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: () => api(authRoutes.confirmRegistration, { body: { token } }),
    onSuccess: (user) => startSession(queryClient, user),
  })
  // Once per opened link (React runs effects twice in development).
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    confirm.mutate()
  }, [confirm])

  return (
    <Stack gap="lg">
      <Title order={1}>Finish creating your account</Title>
      {confirm.isError ? (
        <>
          <Alert color="red" role="alert" title="Could not create your account">
            {errorMessage(confirm.error)}
          </Alert>
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
          <Anchor component={Link} to="/login">
            Back to log in
          </Anchor>
        </>
      ) : (
        <Stack role="status" align="center" gap="sm" aria-label="Creating your account">
          <Loader aria-hidden />
          Creating your account…
        </Stack>
      )}
    </Stack>
  )
}
