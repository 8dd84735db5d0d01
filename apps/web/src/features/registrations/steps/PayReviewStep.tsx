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

  return (
    <WizardStepForm step={step} form={payForm}>
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
