import { Anchor, Button, Stack, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import { AuthMessages, authRoutes, PasswordResetBody } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField, NewPasswordFields } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/errors'
import { clearReferrer } from '../../lib/referrer'
import { startSession } from '../../lib/session'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'

/** The fields a person can see; a `token` error has no field and is shown in the alert. */
const VISIBLE_FIELDS = ['email', 'password', 'passwordConfirmation'] as const

/** Choose a new password from the link in the reset e-mail; success signs the person in. */
export function PasswordResetPage() {
  const { token = '' } = useParams()
  const [searchParams] = useSearchParams()
  const queryClient = useQueryClient()
  const { form, onSubmit, formMessages, isPending, error } = useServerForm({
    schema: PasswordResetBody,
    defaultValues: { email: searchParams.get('email') ?? '', password: '', passwordConfirmation: '', token },
    fields: VISIBLE_FIELDS,
    submit: (body) => api(authRoutes.passwordReset, { body }),
    onSuccess: (user) => {
      // The brief and the spec send a person who just reset their password to the dashboard.
      clearReferrer()
      toastSuccess(AuthMessages.resetDone)
      startSession(queryClient, user)
    },
  })
  // The link is the problem (the browser's check of the token, or the server's): offer a new one.
  const hasTokenProblem =
    form.formState.errors.token !== undefined || (isApiError(error) && error.body.errors?.token !== undefined)

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
          <Button type="submit" loading={isPending} fullWidth>
            Reset Password
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
