import { Button, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ChangeEmailBody, ChangePasswordBody, ProfileMessages, profileRoutes, type Profile } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { PasswordField, TextField } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { applyServerErrors } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { storeProfile } from './profile-api'
import { ProfilePageFrame } from './ProfilePageFrame'

/** Account Settings (/edit-profile/account): the e-mail address and the password. */
export function AccountSettingsPage() {
  return (
    <ProfilePageFrame title="Account Settings">
      {(profile) => (
        <>
          <EmailSection profile={profile} />
          <PasswordSection />
        </>
      )}
    </ProfilePageFrame>
  )
}

function EmailSection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient()
  const [formMessages, setFormMessages] = useState<string[]>([])
  const form = useForm({
    resolver: zodResolver(ChangeEmailBody),
    defaultValues: { email: profile.email, currentPassword: '' },
  })
  const changeEmail = useMutation({
    mutationFn: (body: ChangeEmailBody) => api(profileRoutes.changeEmail, { body }),
    onSuccess: (updated) => {
      storeProfile(queryClient, updated)
      form.reset({ email: updated.email, currentPassword: '' })
      toastSuccess(ProfileMessages.emailUpdated)
    },
    onError: (error) => setFormMessages(applyServerErrors(form, error, { toast: false })),
  })
  const onSubmit = form.handleSubmit((values) => {
    setFormMessages([])
    changeEmail.mutate(values)
  })
  return (
    <Stack gap="md" component="section" aria-labelledby="email-heading">
      <Title order={2} size="h3" id="email-heading">
        Email
      </Title>
      <Text size="sm">
        You sign in with this address, and we send your receipts and reminders to it. To change it, confirm your current
        password; we will tell your current address, with a link to undo the change.
      </Text>
      <FormAlert messages={formMessages} />
      <form onSubmit={onSubmit} noValidate aria-labelledby="email-heading">
        <Stack gap="md" maw={480}>
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
          <PasswordField
            control={form.control}
            name="currentPassword"
            label="Current Password (to confirm)"
            autoComplete="current-password"
            required
          />
          <Button type="submit" loading={changeEmail.isPending} style={{ alignSelf: 'flex-start' }}>
            Save Email
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}

const EMPTY_PASSWORDS = { currentPassword: '', password: '', passwordConfirmation: '' }

function PasswordSection() {
  const queryClient = useQueryClient()
  const [formMessages, setFormMessages] = useState<string[]>([])
  const form = useForm({ resolver: zodResolver(ChangePasswordBody), defaultValues: EMPTY_PASSWORDS })
  const changePassword = useMutation({
    mutationFn: (body: ChangePasswordBody) => api(profileRoutes.changePassword, { body }),
    onSuccess: (updated) => {
      storeProfile(queryClient, updated)
      form.reset(EMPTY_PASSWORDS)
      toastSuccess(ProfileMessages.passwordChanged)
    },
    onError: (error) => setFormMessages(applyServerErrors(form, error, { toast: false })),
  })
  const onSubmit = form.handleSubmit((values) => {
    setFormMessages([])
    changePassword.mutate(values)
  })
  return (
    <Stack gap="md" component="section" aria-labelledby="password-heading" mt="lg">
      <Title order={2} size="h3" id="password-heading">
        Password
      </Title>
      <Text size="sm">Changing your password signs you out on your other devices.</Text>
      <FormAlert messages={formMessages} />
      <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
        <Stack gap="md" maw={480}>
          <PasswordField
            control={form.control}
            name="currentPassword"
            label="Current Password"
            autoComplete="current-password"
            required
          />
          <PasswordField
            control={form.control}
            name="password"
            label="New Password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
          />
          <PasswordField
            control={form.control}
            name="passwordConfirmation"
            label="Confirm New Password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
