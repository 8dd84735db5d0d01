import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { authRoutes, PasswordEmailBody } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { useServerForm } from '../../lib/use-server-form'

/** Request a reset link. The server answers the same whether or not the account exists. */
export function PasswordEmailPage() {
  const requestLink = useServerForm({
    schema: PasswordEmailBody,
    defaultValues: { email: '' },
    submit: (body) => api(authRoutes.passwordEmail, { body }),
  })

  return (
    <Stack gap="lg">
      <Title order={1}>Reset your password</Title>
      <Text>Enter the email address of your account and we will send you a link to choose a new password.</Text>
      {requestLink.data && (
        <Alert color="green" role="status" title="Check your email">
          {requestLink.data.message}
        </Alert>
      )}
      <FormAlert messages={requestLink.formMessages} />
      <form onSubmit={requestLink.onSubmit} noValidate>
        <Stack gap="md">
          <TextField
            control={requestLink.form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <Button type="submit" loading={requestLink.isPending} fullWidth>
            Send Password Reset Link
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login">
        Back to log in
      </Anchor>
    </Stack>
  )
}
