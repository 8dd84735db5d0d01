import { useState } from 'react'
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { authRoutes, PasswordEmailBody } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { applyServerErrors } from '../../lib/form-errors'

/** Request a reset link. The server answers the same whether or not the account exists. */
export function PasswordEmailPage() {
  const [formMessages, setFormMessages] = useState<string[]>([])
  const form = useForm({ resolver: zodResolver(PasswordEmailBody), defaultValues: { email: '' } })

  const requestLink = useMutation({
    mutationFn: (body: { email: string }) => api(authRoutes.passwordEmail, { body }),
    onError: (error) => setFormMessages(applyServerErrors(form, error, { toast: false })),
  })

  const onSubmit = form.handleSubmit((values) => {
    setFormMessages([])
    requestLink.mutate(values)
  })

  return (
    <Stack gap="lg">
      <Title order={1}>Reset your password</Title>
      <Text>Enter the email address of your account and we will send you a link to choose a new password.</Text>
      {requestLink.isSuccess && (
        <Alert color="green" role="status" title="Check your email">
          {requestLink.data.message}
        </Alert>
      )}
      <FormAlert messages={formMessages} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
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
