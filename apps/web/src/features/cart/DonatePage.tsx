import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { DonationInput, DonationMessages, type DonationOption } from '@portal/contracts'
import { useNavigate } from 'react-router'
import { FormAlert } from '../../components/form/FormAlert'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { useAddDonation, useDonationOptions } from './cart-api'
import { DONATION_FIELDS, DonationFields } from './DonationFields'

/** The donation page (/donate, spec 1 §2.14): the donation goes into the cart, which then opens. */
export function DonatePage() {
  const options = useDonationOptions()
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Donate</Title>
      <Text>
        Your gift supports financial counselors and educators and the people they serve. Choose where it goes and how
        much to give; you pay for it with the rest of your cart.
      </Text>
      {options.isPending && <PageLoader label="Loading the donation options..." />}
      {options.isError && <LoadError title="The donation options could not be loaded" query={options} />}
      {options.data?.options.length === 0 && <Text>There is nothing to donate to right now.</Text>}
      {options.data && options.data.options.length > 0 && <DonationForm options={options.data.options} />}
    </Stack>
  )
}

function DonationForm({ options }: { options: DonationOption[] }) {
  const navigate = useNavigate()
  const addDonation = useAddDonation()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: DonationInput,
    defaultValues: { amount: null, other: '', anonymous: false },
    fields: DONATION_FIELDS,
    submit: (donation) => addDonation.mutateAsync(donation),
    onSuccess: () => {
      toastSuccess(DonationMessages.added)
      void navigate('/cart')
    },
  })

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Donation">
        <Stack gap="lg">
          <FormAlert messages={formMessages} />
          <DonationFields control={form.control} options={options} disabled={isPending} />
          <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
            Add Donation to Cart
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
