import { Button, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { ChangeEmailBody, ChangePasswordBody, ProfileMessages, profileRoutes, type Profile } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { PasswordField, TextField } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
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
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: ChangeEmailBody,
    defaultValues: { email: profile.email, currentPassword: '' },
    submit: (body) => api(profileRoutes.changeEmail, { body }),
    onSuccess: (updated, form) => {
      storeProfile(queryClient, updated)
      form.reset({ email: updated.email, currentPassword: '' })
      toastSuccess(ProfileMessages.emailUpdated)
    },
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
          <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
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
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: ChangePasswordBody,
    defaultValues: EMPTY_PASSWORDS,
    submit: (body) => api(profileRoutes.changePassword, { body }),
    onSuccess: (updated, form) => {
      storeProfile(queryClient, updated)
      form.reset(EMPTY_PASSWORDS)
      toastSuccess(ProfileMessages.passwordChanged)
    },
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
          <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
