import { Anchor, Button, Group, Stack, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { authRoutes, LoginBody } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, PasswordField, TextField } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { startSession } from '../../lib/session'
import { useServerForm } from '../../lib/use-server-form'

/** Log in (spec 1, 2.1). On success the visitor guard moves the person to the remembered page. */
export function LoginPage() {
  const queryClient = useQueryClient()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: LoginBody,
    defaultValues: { email: '', password: '', remember: false },
    submit: (body) => api(authRoutes.login, { body }),
    onSuccess: (user) => startSession(queryClient, user),
  })

  return (
    <Stack gap="lg">
      <Title order={1}>Log in</Title>
      <FormAlert messages={formMessages} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
          <PasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <CheckboxField control={form.control} name="remember" label="Remember me" />
          <Button type="submit" loading={isPending} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" wrap="wrap">
        <Anchor component={Link} to="/password/reset">
          Forgot your password?
        </Anchor>
        <Anchor component={Link} to="/register">
          Create an account
        </Anchor>
      </Group>
    </Stack>
  )
}
