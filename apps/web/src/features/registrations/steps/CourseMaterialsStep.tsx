import { Checkbox, Stack, Text } from '@mantine/core'
import { useController } from 'react-hook-form'
import { z, formatCents, RegistrationMessages as M, htmlToText } from '@portal/contracts'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import { CourseMaterialsStepBody, useSaveRegistrationStep } from '../registration-api'
import { courseMaterialsFor, offersNoCourseMaterials, requiresCourseMaterialsChoice } from '../registration-view'
import { Price } from '../step-fields'

/** The value of the 'No Course Materials' checkbox (course material ids are numbers). */
const NONE = 'none'

/**
 * Step 5 (spec 2 §5): the course materials offered on the pathway, and 'No Course Materials'
 * ($0.00, not combined with the others) on the university, independent trainer and education pathways. One option
 * must be chosen, except on the university pathway.
 */
export function CourseMaterialsStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const pathwayKey = registration.pathway?.key ?? null
  const materials = courseMaterialsFor(options, registration.pathway?.id ?? null)
  const offersNone = offersNoCourseMaterials(pathwayKey)
  const mustChoose = requiresCourseMaterialsChoice(pathwayKey) && (materials.length > 0 || offersNone)
  const save = useSaveRegistrationStep(registrationRef)

  const schema = CourseMaterialsStepBody.check(
    z.superRefine((values, ctx) => {
      const chosen = (values.courseMaterialIds ?? []).length
      if (mustChoose && chosen === 0 && !values.noCourseMaterials)
        ctx.addIssue({ code: 'custom', path: ['courseMaterialIds'], message: M.chooseOption })
      if (values.noCourseMaterials && chosen > 0)
        ctx.addIssue({ code: 'custom', path: ['courseMaterialIds'], message: M.materialsOrNone })
    }),
  )
  const materialsForm = useServerForm({
    schema,
    defaultValues: {
      step: 'course_materials',
      courseMaterialIds: registration.courseMaterialIds.filter((id) =>
        materials.some((material) => material.id === id),
      ),
      noCourseMaterials: offersNone && registration.noCourseMaterials,
    },
    submit: (body) => save.mutateAsync(body),
    onSuccess: step.saved,
  })
  const { control } = materialsForm.form
  const ids = useController({ control, name: 'courseMaterialIds' })
  const none = useController({ control, name: 'noCourseMaterials' })
  const chosenIds = ids.field.value ?? []
  const value = [...chosenIds.map(String), ...(none.field.value ? [NONE] : [])]

  // Each box is what it says: nothing is unticked behind the member's back. 'No Course Materials'
  // with materials ticked is refused on Next (here and by the server), naming both.
  const change = (next: string[]) => {
    ids.field.onChange(next.filter((choice) => choice !== NONE).map(Number))
    none.field.onChange(next.includes(NONE))
  }

  const error = ids.fieldState.error?.message ?? none.fieldState.error?.message
  return (
    <WizardStepForm step={step} form={materialsForm}>
      {materials.length === 0 && !offersNone ? (
        <Text>No course materials are offered on your pathway.</Text>
      ) : (
        <Checkbox.Group
          label="Course materials"
          description={mustChoose ? 'Choose at least one option.' : undefined}
          value={value}
          onChange={change}
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {materials.map((material, index) => (
              <Checkbox
                key={material.id}
                value={String(material.id)}
                ref={index === 0 ? ids.field.ref : undefined}
                onBlur={ids.field.onBlur}
                label={
                  <>
                    {`${htmlToText(material.name)}: `}
                    <Price price={material.price} finalPrice={material.finalPrice} />
                  </>
                }
                description={material.description ? htmlToText(material.description) : undefined}
              />
            ))}
            {offersNone && (
              <Checkbox
                value={NONE}
                ref={materials.length === 0 ? ids.field.ref : undefined}
                label={`${M.noCourseMaterials}: ${formatCents(0)}`}
              />
            )}
          </Stack>
        </Checkbox.Group>
      )}
    </WizardStepForm>
  )
}
