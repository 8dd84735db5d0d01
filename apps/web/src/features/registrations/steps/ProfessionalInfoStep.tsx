import { Text } from '@mantine/core'
import {
  PostRegistrationMessages as M,
  ProfessionalInfoForm,
  type MilitaryInstallationList,
  type Profile,
  type ProfileOptions,
} from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import {
  ProfessionalChoices,
  ProfessionalInfoFields,
  professionalValues,
  useProfile,
  useUpdateProfile,
} from '../../profile'
import type { PostStepProps } from '../PostRegistrationWizard'
import { useSavePostRegistrationStep } from '../post-registration-api'

/**
 * Professional Info (spec 2 §2.3, §5, §8): the profile's Professional Info fields. Next saves them
 * on the profile, then the step; a failure that belongs to no field is said with the spec's text.
 */
export function ProfessionalInfoStep({ step, view }: PostStepProps) {
  const profile = useProfile()
  // The choices and the profile are asked for side by side.
  return (
    <ProfessionalChoices>
      {(options, installations) => {
        if (profile.data) {
          return (
            <ProfessionalInfoStepForm
              step={step}
              view={view}
              profile={profile.data}
              options={options}
              installations={installations}
            />
          )
        }
        if (profile.isError) return <LoadError title="Your profile could not be loaded" query={profile} />
        return <PageLoader label="Loading your profile..." />
      }}
    </ProfessionalChoices>
  )
}

function ProfessionalInfoStepForm({
  step,
  view,
  profile,
  options,
  installations,
}: PostStepProps & { profile: Profile; options: ProfileOptions; installations: MilitaryInstallationList }) {
  const update = useUpdateProfile()
  const save = useSavePostRegistrationStep(view.registrationId)
  const professionalForm = useServerForm({
    schema: ProfessionalInfoForm,
    defaultValues: professionalValues(profile),
    submit: async (body) => {
      await update.mutateAsync({ body })
      return save.mutateAsync({ step: 'professional_info' })
    },
    onSuccess: step.saved,
  })
  const hasFailed = professionalForm.formMessages.length > 0
  return (
    <WizardStepForm
      step={step}
      form={{
        ...professionalForm,
        formMessages: hasFailed ? [M.professionalInfoFailed(window.location.host)] : [],
      }}
    >
      <Text size="sm">Fields are optional unless marked required.</Text>
      <ProfessionalInfoFields
        form={professionalForm.form}
        options={options}
        installations={installations}
        headingOrder={3}
      />
    </WizardStepForm>
  )
}
