import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { DonationInput, DonationMessages, type DonationOption } from '@portal/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormAlert } from '../../components/form/FormAlert'
import { PageLoader } from '../../components/PageLoader'
import { applyServerErrors } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { useAddDonation, useDonationOptions } from './cart-api'
import { DONATION_FIELDS, DonationFields } from './DonationFields'
import { LoadError } from '../../components/LoadError'

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
  const [formMessages, setFormMessages] = useState<string[]>([])
  const form = useForm({
    resolver: zodResolver(DonationInput),
    defaultValues: { amount: null, other: '', anonymous: false },
  })

  const onSubmit = form.handleSubmit((values) => {
    setFormMessages([])
    addDonation.mutate(values, {
      onSuccess: () => {
        toastSuccess(DonationMessages.added)
        void navigate('/cart')
      },
      onError: (error) => setFormMessages(applyServerErrors(form, error, { fields: DONATION_FIELDS, toast: false })),
    })
  })

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Donation">
        <Stack gap="lg">
          <FormAlert messages={formMessages} />
          <DonationFields control={form.control} options={options} disabled={addDonation.isPending} />
          <Button type="submit" loading={addDonation.isPending} style={{ alignSelf: 'flex-start' }}>
            Add Donation to Cart
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
