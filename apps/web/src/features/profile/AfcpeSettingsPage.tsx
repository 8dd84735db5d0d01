import { Button, Stack } from '@mantine/core'
import { AfcpeSettingsForm, type Profile } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { useServerForm } from '../../lib/use-server-form'
import { AfcpeSettingsFields, afcpeValues } from './AfcpeSettingsFields'
import { useUpdateProfile } from './profile-api'
import { ProfilePageFrame } from './ProfilePageFrame'

/** AFCPE Settings (/edit-profile/afcpe): how the association reaches the person and what they join. */
export function AfcpeSettingsPage() {
  return (
    <ProfilePageFrame title="AFCPE Settings">
      {(profile) => <AfcpeSettingsFormSection profile={profile} />}
    </ProfilePageFrame>
  )
}

function AfcpeSettingsFormSection({ profile }: { profile: Profile }) {
  const update = useUpdateProfile()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: AfcpeSettingsForm,
    defaultValues: afcpeValues(profile),
    submit: (body) => update.mutateAsync({ body }),
    onSuccess: (updated, form) => form.reset(afcpeValues(updated)),
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="AFCPE settings">
      <Stack gap="lg">
        <FormAlert messages={formMessages} />
        <AfcpeSettingsFields form={form} profile={profile} />
        <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
          Save AFCPE Settings
        </Button>
      </Stack>
    </form>
  )
}
