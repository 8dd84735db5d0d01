import { LEVELS_OF_STUDY } from '@portal/contracts'
import { SelectField, TextField } from '../../../components/form/FormFields'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import { ProgramInformationStepBody, useSaveRegistrationStep } from '../registration-api'
import { IdSelectField } from '../step-fields'

const LEVEL_OPTIONS = LEVELS_OF_STUDY.map((level) => ({ value: level, label: level }))

/** Step 2 (university pathway only): the university, department and level of study. */
export function ProgramInformationStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const save = useSaveRegistrationStep(registrationRef)
  const programForm = useServerForm({
    schema: ProgramInformationStepBody,
    defaultValues: {
      step: 'program_information',
      universityProgramId: registration.universityProgramId ?? undefined,
      universityProgramDepartment: registration.universityProgramDepartment ?? '',
      universityProgramLevelOfStudy: registration.universityProgramLevelOfStudy ?? undefined,
    },
    submit: (body) => save.mutateAsync(body),
    onSuccess: step.saved,
  })
  const { control } = programForm.form
  return (
    <WizardStepForm step={step} form={programForm}>
      <IdSelectField
        control={control}
        name="universityProgramId"
        label="University"
        options={options.universities}
        emptyLabel="Select a university"
        required
        maw={480}
      />
      <TextField control={control} name="universityProgramDepartment" label="Department" required maw={480} />
      <SelectField
        control={control}
        name="universityProgramLevelOfStudy"
        label="Level of study"
        options={LEVEL_OPTIONS}
        emptyLabel="Select a level of study"
        required
        maw={480}
      />
    </WizardStepForm>
  )
}
