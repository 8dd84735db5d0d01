import { Text } from '@mantine/core'
import { formatCents } from '@portal/contracts'
import { CheckboxField } from '../../../components/form/FormFields'
import { SafeHtml } from '../../../components/SafeHtml'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import { PracticeExamStepBody, useSaveRegistrationStep } from '../registration-api'

/** Step 6 (optional): the practice exam bundle, its words from the catalogue and its price. */
export function PracticeExamStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const bundle = options.practiceExam
  const save = useSaveRegistrationStep(registrationRef)
  const practiceForm = useServerForm({
    schema: PracticeExamStepBody,
    defaultValues: {
      step: 'practice_exam',
      purchasePracticeExam: bundle !== null && registration.purchasePracticeExam,
    },
    submit: (body) => save.mutateAsync(body),
    onSuccess: step.saved,
  })
  return (
    <WizardStepForm step={step} form={practiceForm}>
      {bundle ? (
        <>
          {bundle.flowLanguage ? (
            <SafeHtml html={bundle.flowLanguage} />
          ) : (
            bundle.description && <SafeHtml html={bundle.description} />
          )}
          <CheckboxField
            control={practiceForm.form.control}
            name="purchasePracticeExam"
            label={`${bundle.checkboxText ?? `Add the ${bundle.name}`} (${formatCents(bundle.price)})`}
          />
        </>
      ) : (
        <Text>No practice exam bundle is offered with this certification.</Text>
      )}
    </WizardStepForm>
  )
}
