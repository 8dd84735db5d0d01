import { Switch, Text } from '@mantine/core'
import { useController } from 'react-hook-form'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import { ExamFeesStepBody, useSaveRegistrationStep } from '../registration-api'
import { Price } from '../step-fields'

/** Step 9 (optional): pay the exam fee now (the default, spec 2 §9) or later. */
export function ExamFeesStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const exam = options.exam
  const save = useSaveRegistrationStep(registrationRef)
  const feesForm = useServerForm({
    schema: ExamFeesStepBody,
    defaultValues: { step: 'exam_fees', payExamFeeUpfront: registration.payExamFeeUpfront },
    submit: (body) => save.mutateAsync(body),
    onSuccess: step.saved,
  })
  const { field, fieldState } = useController({ control: feesForm.form.control, name: 'payExamFeeUpfront' })
  return (
    <WizardStepForm step={step} form={feesForm}>
      {exam && (
        <Text>
          {`${exam.name}: `}
          <Price price={exam.price} finalPrice={exam.finalPrice} />
          {exam.offer && ` (${exam.offer})`}
        </Text>
      )}
      <Switch
        label="Pay the exam fee now"
        name={field.name}
        ref={field.ref}
        checked={field.value}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
      />
    </WizardStepForm>
  )
}
