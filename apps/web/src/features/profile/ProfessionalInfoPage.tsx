import { Button, Stack } from '@mantine/core'
import {
  ProfessionalInfoForm,
  type MilitaryInstallationList,
  type Profile,
  type ProfileOptions,
} from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { useServerForm } from '../../lib/use-server-form'
import { useMilitaryInstallations, useProfileOptions, useUpdateProfile } from './profile-api'
import { ProfessionalChoices, ProfessionalInfoFields, professionalValues } from './ProfessionalInfoFields'
import { ProfilePageFrame } from './ProfilePageFrame'

/** Professional Info (/edit-profile/professional): where and how the person works. */
export function ProfessionalInfoPage() {
  // The choices are asked for beside the profile, not after it.
  useProfileOptions()
  useMilitaryInstallations()
  return (
    <ProfilePageFrame title="Professional Info" intro="Fields are optional unless marked required.">
      {(profile) => (
        <ProfessionalChoices>
          {(options, installations) => (
            <ProfessionalForm profile={profile} options={options} installations={installations} />
          )}
        </ProfessionalChoices>
      )}
    </ProfilePageFrame>
  )
}

function ProfessionalForm({
  profile,
  options,
  installations,
}: {
  profile: Profile
  options: ProfileOptions
  installations: MilitaryInstallationList
}) {
  const update = useUpdateProfile()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: ProfessionalInfoForm,
    defaultValues: professionalValues(profile),
    submit: (body) => update.mutateAsync({ body }),
    onSuccess: (updated, form) => form.reset(professionalValues(updated)),
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Professional info">
      <Stack gap="md">
        <FormAlert messages={formMessages} />
        <ProfessionalInfoFields form={form} options={options} installations={installations} />
        <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
          Save Professional Info
        </Button>
      </Stack>
    </form>
  )
}
