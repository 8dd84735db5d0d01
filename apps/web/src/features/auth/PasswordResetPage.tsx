import { useState } from 'react'
import { Anchor, Button, Stack, Title } from '@mantine/core'
import { toastSuccess } from '../../lib/toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Link, useParams, useSearchParams } from 'react-router'
import { AuthMessages, authRoutes, PasswordResetBody } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField, NewPasswordFields } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/errors'
import { applyServerErrors } from '../../lib/form-errors'
import { clearReferrer } from './referrer'
import { startSession } from './session'

/** The fields a person can see; a `token` error has no field and is shown in the alert. */
const VISIBLE_FIELDS = ['email', 'password', 'passwordConfirmation'] as const

/** Choose a new password from the link in the reset e-mail; success signs the person in. */
export function PasswordResetPage() {
  const { token = '' } = useParams()
  const [searchParams] = useSearchParams()
  const queryClient = useQueryClient()
  const [formMessages, setFormMessages] = useState<string[]>([])
  const [hasTokenProblem, setHasTokenProblem] = useState(false)
  const form = useForm({
    resolver: zodResolver(PasswordResetBody),
    defaultValues: { email: searchParams.get('email') ?? '', password: '', passwordConfirmation: '', token },
  })

  const resetPassword = useMutation({
    mutationFn: (body: PasswordResetBody) => api(authRoutes.passwordReset, { body }),
    onSuccess: (user) => {
      // The brief and the spec send a person who just reset their password to the dashboard.
      clearReferrer()
      toastSuccess(AuthMessages.resetDone)
      startSession(queryClient, user)
    },
    onError: (error) => {
      setHasTokenProblem(isApiError(error) && error.body.errors?.token !== undefined)
      setFormMessages(applyServerErrors(form, error, { toast: false, fields: VISIBLE_FIELDS }))
    },
  })

  const onSubmit = form.handleSubmit(
    (values) => {
      setFormMessages([])
      setHasTokenProblem(false)
      resetPassword.mutate(values)
    },
    // The token is not a visible field, so a client-side token error goes to the alert too.
    (errors) => {
      const message = errors.token?.message
      setHasTokenProblem(message !== undefined)
      setFormMessages(message ? [message] : [])
    },
  )

  return (
    <Stack gap="lg">
      <Title order={1}>Choose a new password</Title>
      <FormAlert messages={formMessages}>
        {hasTokenProblem && (
          <Anchor component={Link} to="/password/reset" display="block" mt="xs">
            Request a new link
          </Anchor>
        )}
      </FormAlert>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
          <NewPasswordFields control={form.control} />
          <Button type="submit" loading={resetPassword.isPending} fullWidth>
            Reset Password
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
