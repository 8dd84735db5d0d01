import { Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import {
  z,
  DashboardLinks,
  FinishRegistrationStepBody,
  formatCents,
  RegistrationMessages as M,
  type RegistrationItem,
  htmlToText,
} from '@portal/contracts'
import { CheckboxField } from '../../../components/form/FormFields'
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import { useFinishRegistrationStep } from '../registration-api'
import { itemStatusLabel, needsExamAgreement } from '../registration-view'
import { Price } from '../step-fields'

const COLUMNS: readonly [ResponsiveColumn<RegistrationItem>, ...ResponsiveColumn<RegistrationItem>[]] = [
  { header: 'Item', cell: (item) => htmlToText(item.name) },
  {
    header: 'Price',
    cell: (item) => (
      <>
        <Price price={item.price} finalPrice={item.finalPrice} />
        {item.offer && ` (${item.offer})`}
      </>
    ),
    isNumeric: true,
  },
  { header: 'Status', cell: itemStatusLabel },
]

/**
 * Step 10 (spec 2 §4, §5): the registration's items, what they cost after discounts and where
 * each stands; the exam agreement when the exam fee is paid now. 'Add to Cart' (something is
 * owed) or 'Submit' finishes the registration on the server, then the cart or the dashboard.
 */
export function PayReviewStep({ step, detail, registrationRef }: StepProps) {
  const { registration } = detail
  const navigate = useNavigate()
  const finish = useFinishRegistrationStep(registrationRef)
  const askAgreement = needsExamAgreement(registration)
  const headingId = useId()
  const payForm = useServerForm({
    schema: FinishRegistrationStepBody.check(
      z.refine((body) => !askAgreement || body.examAgreement, {
        path: ['examAgreement'],
        message: M.required,
      }),
    ),
    defaultValues: { step: 'pay_review', examAgreement: false },
    submit: (body) => finish.mutateAsync(body),
    onSuccess: (result) => {
      toastSuccess(result.next === 'cart' ? M.inCart : M.submitted)
      step.saved()
      void navigate(result.next === 'cart' ? DashboardLinks.cart : '/')
    },
  })

  const { universities } = detail.options
  const university = universities.find((u) => u.id === registration.universityProgramId)
  const address = registration.shipping
  return (
    <WizardStepForm step={step} form={payForm}>
      {/* What the candidate chose, before what it costs: the whole registration is reviewed here. */}
      <ValueTable aria-label="Your choices">
        <ValueRow label="Pathway">{registration.pathway?.name ?? '—'}</ValueRow>
        {university && <ValueRow label="University program">{university.name}</ValueRow>}
        <ValueRow label="Documents">
          {registration.media.length > 0 ? registration.media.map((file) => file.fileName).join(', ') : 'None'}
        </ValueRow>
        <ValueRow label="Shipping address">
          {address
            ? [
                address.name,
                address.addressLine1,
                address.addressLine2,
                address.city,
                address.state,
                address.zip,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')
            : '—'}
        </ValueRow>
      </ValueTable>
      <Stack gap="xs">
        <Title order={3} id={headingId}>
          Your registration
        </Title>
        {registration.items.length === 0 ? (
          <Text>Nothing to pay for yet.</Text>
        ) : (
          <ResponsiveTable
            labelledBy={headingId}
            columns={COLUMNS}
            rows={registration.items}
            getRowKey={(item) => item.id}
          />
        )}
      </Stack>
      <Stack gap={2} align="flex-end">
        <Text fw={700}>{`Total: ${formatCents(registration.totals.total)}`}</Text>
        <Text>{`Not paid yet: ${formatCents(registration.totals.unpaid)}`}</Text>
      </Stack>
      {askAgreement && <CheckboxField control={payForm.form.control} name="examAgreement" label={M.examAgreement} />}
    </WizardStepForm>
  )
}
