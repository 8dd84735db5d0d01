import { PostRegistrationMessages as M, PostRegistrationStepBody } from '@portal/contracts'
import { TextField } from '../../../components/form/FormFields'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import type { PostStepProps } from '../PostRegistrationWizard'
import { useSavePostRegistrationStep } from '../post-registration-api'

const [CertificateNameStepBody] = PostRegistrationStepBody.def.options

/** Certificate Name (spec 2 §2.3, §5): the name as it is printed on the certificate; required. */
export function CertificateNameStep({ step, view }: PostStepProps) {
  const save = useSavePostRegistrationStep(view.registrationId)
  const nameForm = useServerForm({
    schema: CertificateNameStepBody,
    defaultValues: { step: 'certificate_name', certificateName: view.certificateName ?? '' },
    submit: (body) => save.mutateAsync(body),
    onSuccess: step.saved,
  })
  return (
    <WizardStepForm step={step} form={nameForm}>
      <TextField
        control={nameForm.form.control}
        name="certificateName"
        label={M.certificateName}
        description={M.certificateNameHelp}
        autoComplete="name"
        maxLength={200}
        required
      />
    </WizardStepForm>
  )
}
