import { AfcpeSettingsForm, type Profile } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import { AfcpeSettingsFields, afcpeValues, useProfile, useUpdateProfile } from '../../profile'
import type { PostStepProps } from '../PostRegistrationWizard'
import { useSavePostRegistrationStep } from '../post-registration-api'

/** Preferences (spec 2 §2.3): the profile's AFCPE Settings; Next saves them on the profile, then the step. */
export function PreferencesStep({ step, view }: PostStepProps) {
  const profile = useProfile()
  if (profile.data) return <PreferencesStepForm step={step} view={view} profile={profile.data} />
  if (profile.isError) return <LoadError title="Your profile could not be loaded" query={profile} />
  return <PageLoader label="Loading your profile..." />
}

function PreferencesStepForm({ step, view, profile }: PostStepProps & { profile: Profile }) {
  const update = useUpdateProfile()
  const save = useSavePostRegistrationStep(view.registrationId)
  const preferencesForm = useServerForm({
    schema: AfcpeSettingsForm,
    defaultValues: afcpeValues(profile),
    submit: async (body) => {
      await update.mutateAsync({ body })
      return save.mutateAsync({ step: 'preferences' })
    },
    onSuccess: step.saved,
  })
  return (
    <WizardStepForm step={step} form={preferencesForm}>
      <AfcpeSettingsFields form={preferencesForm.form} profile={profile} />
    </WizardStepForm>
  )
}
