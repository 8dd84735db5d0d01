import { Alert, Group, Radio, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { useController } from 'react-hook-form'
import { RegistrationMessages as M, type RegistrationOptions, htmlToText } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import { PathwayStepBody, useSaveRegistrationStep } from '../registration-api'
import { pathwayYearsText } from '../registration-view'
import { Price } from '../step-fields'

type Pathway = RegistrationOptions['pathways'][number]

/** Step 1 (spec 2 §2.3, §5): the pathways as radio cards; the Independent Trainer one asks first. */
export function PathwayStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const save = useSaveRegistrationStep(registrationRef)
  const pathwayForm = useServerForm({
    schema: PathwayStepBody,
    defaultValues: { step: 'pathway', pathwayTypeId: registration.pathway?.id },
    submit: (body) => save.mutateAsync(body),
    onSuccess: step.saved,
  })
  const { field, fieldState } = useController({ control: pathwayForm.form.control, name: 'pathwayTypeId' })
  const [confirming, setConfirming] = useState<Pathway | null>(null)
  const confirmed = useRef(false)
  // Decision 0027: once its registration fee is paid, the pathway stays (the server refuses a switch too).
  const paidPathway = registration.items.some((item) => item.kind === 'registration_fee' && item.paid)
    ? registration.pathway
    : null

  const choose = (value: string) => {
    const pathway = options.pathways.find((offered) => String(offered.id) === value)
    if (!pathway) return
    if (pathway.key === 'independent_trainer' && field.value !== pathway.id) {
      confirmed.current = false
      setConfirming(pathway)
      return
    }
    field.onChange(pathway.id)
  }

  // The dialog is outside the step's form: a submit inside a portal still bubbles through React.
  return (
    <>
      <WizardStepForm step={step} form={pathwayForm}>
        {paidPathway && (
          <Alert color="blue" variant="light" role="status">
            {M.pathwayPaid(htmlToText(paidPathway.name))}
          </Alert>
        )}
        <Radio.Group
          label="Choose your pathway"
          value={typeof field.value === 'number' ? String(field.value) : ''}
          onChange={choose}
          error={fieldState.error?.message}
          name={field.name}
        >
          <Stack gap="sm" mt="xs">
            {options.pathways.map((pathway, index) => (
              <Radio.Card
                key={pathway.id}
                value={String(pathway.id)}
                radius="md"
                p="md"
                ref={index === 0 ? field.ref : undefined}
                onBlur={field.onBlur}
                disabled={paidPathway !== null && pathway.id !== paidPathway.id}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Radio.Indicator aria-hidden mt={2} />
                  <PathwayCard pathway={pathway} />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {options.pathways.length === 0 && <Text>{M.pathwayHidden}</Text>}
      </WizardStepForm>
      {confirming && (
        <ConfirmModal
          title={htmlToText(confirming.name)}
          message={M.trainerTimelineConfirm}
          confirmLabel="Continue"
          onConfirm={() => {
            confirmed.current = true
            field.onChange(confirming.id)
            return Promise.resolve()
          }}
          onClose={() => {
            setConfirming(null)
            // Spec 2 §5: cancelling the Independent Trainer confirmation reloads the page.
            if (!confirmed.current) window.location.reload()
          }}
        />
      )}
    </>
  )
}

function PathwayCard({ pathway }: { pathway: Pathway }) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text fw={700}>{htmlToText(pathway.name)}</Text>
      {/* A card is a button: its description is read as text (no links inside a button). */}
      {pathway.description && <Text size="sm">{htmlToText(pathway.description)}</Text>}
      <Text size="sm">
        <Text span fw={600} inherit>
          Time:{' '}
        </Text>
        {pathwayYearsText(pathway.deadlineMonths)}
      </Text>
      {pathway.fee && (
        <Text size="sm">
          <Text span fw={600} inherit>
            Fee:{' '}
          </Text>
          <Price price={pathway.fee.price} finalPrice={pathway.fee.finalPrice} />
          {pathway.fee.chargedOnApproval && ', charged when your registration is approved'}
        </Text>
      )}
    </Stack>
  )
}
