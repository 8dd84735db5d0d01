import { Alert, Radio, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { easternDay, formatCents, MembershipMessages, type MembershipOverview } from '@portal/contracts'
import { CheckboxField, TextField } from '../../../components/form/FormFields'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import {
  chosenType,
  EMPTY_JOIN_FORM,
  JOIN_FORM_FIELDS,
  joinFormSchema,
  NO_MEMBERSHIP,
  toMembershipFormData,
  TranscriptField,
  useAddMembershipToCart,
  useMembership,
} from '../../membership'
import { useSaveRegistrationStep } from '../registration-api'

/**
 * Step 8 (optional; not shown to members or to a membership request under review, spec 2 §6):
 * join now (the membership request goes in the cart) or 'No thank you'. Either way the step is
 * saved.
 */
export function MembershipStep(props: StepProps) {
  const membership = useMembership()
  const save = useSaveRegistrationStep(props.registrationRef)
  if (membership.isPending) return <PageLoader label="Loading the membership options..." />
  if (membership.isError) {
    // Without the options the person may still go on without a membership.
    return (
      <WizardStepForm step={props.step} onNext={() => save.mutateAsync({ step: 'membership' })}>
        <LoadError title="The membership options could not be loaded" query={membership} />
      </WizardStepForm>
    )
  }
  return <MembershipChoice {...props} overview={membership.data} />
}

function MembershipChoice({ step, registrationRef, overview }: StepProps & { overview: MembershipOverview }) {
  const { types, blockedReason } = overview.options
  const save = useSaveRegistrationStep(registrationRef)
  const requestMembership = useAddMembershipToCart()
  const schema = useMemo(() => joinFormSchema(types, easternDay()), [types])
  const membershipForm = useServerForm({
    schema,
    defaultValues: EMPTY_JOIN_FORM,
    fields: JOIN_FORM_FIELDS,
    submit: async (values) => {
      const type = chosenType(types, values.membershipId)
      if (type) await requestMembership.mutateAsync(toMembershipFormData(values, type, { showWelcomeCall: false }))
      return save.mutateAsync({ step: 'membership' })
    },
    onSuccess: step.saved,
  })
  const { control } = membershipForm.form
  const { field, fieldState } = useController({ control, name: 'membershipId' })
  const membershipId = useWatch({ control, name: 'membershipId' })
  const type = chosenType(types, membershipId)

  return (
    <WizardStepForm step={step} form={membershipForm}>
      <Text>Join AFCPE now: your membership request is added to your cart with your registration.</Text>
      {blockedReason && (
        <Alert color="yellow" role="status">
          {blockedReason}
        </Alert>
      )}
      <Radio.Group
        label="Membership"
        value={field.value}
        onChange={field.onChange}
        error={fieldState.error?.message}
        name={field.name}
      >
        <Stack gap="sm" mt="xs">
          {types.map((offered, index) => (
            <Radio
              key={offered.id}
              value={String(offered.id)}
              ref={index === 0 ? field.ref : undefined}
              onBlur={field.onBlur}
              disabled={blockedReason !== null}
              label={`${offered.name}: ${formatCents(offered.price)}`}
              description={offered.description ?? undefined}
            />
          ))}
          <Radio
            value={NO_MEMBERSHIP}
            ref={types.length === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            label={MembershipMessages.noThankYou}
          />
        </Stack>
      </Radio.Group>
      {type?.key === 'emeritus' && (
        <Stack gap="md" maw={480}>
          <TextField control={control} name="dateOfBirth" label="Date of Birth" type="date" required />
          <CheckboxField
            control={control}
            name="memberForTenYears"
            label="I have been a member for 10 consecutive years"
          />
        </Stack>
      )}
      {type?.key === 'student' && <TranscriptField control={control} />}
    </WizardStepForm>
  )
}
