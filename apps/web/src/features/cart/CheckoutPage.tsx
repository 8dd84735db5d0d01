import { Alert, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import {
  CartMessages,
  DonationInput,
  GenericMessages,
  formatCents,
  paymentMethodForAmount,
  type Cart,
  type PaymentMethodType,
  type PayResult,
} from '@portal/contracts'
import { useRef, useState, type FormEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { WRAPPING } from '../../components/ActionLink'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { CART_KEY } from '../../lib/query-keys'
import { textOrNull } from '../../lib/text'
import { clearToasts } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { paidDashboard } from '../dashboard'
import { CardEntryError, type CardEntryHandle } from '../payments'
import { storePayment, useCart, useDonationOptions, usePayCart } from './cart-api'
import {
  donationDueCents,
  initialMethod,
  isOutcomeUnknown,
  newIdempotencyKey,
  offeredMethods,
  unprefixFieldErrors,
} from './cart-rules'
import {
  DONATION_FIELDS,
  DonationFields,
  NO_DONATION,
  type DonationControl,
  type DonationValues,
} from './DonationFields'
import { CartLoadState } from './CartLoadState'
import { OrderSummary } from './OrderSummary'
import { PaymentMethodFields } from './PaymentMethodFields'

/** The checkout (spec 1 §2.13): an optional donation, the payment method and the order summary. */
export function CheckoutPage() {
  const cart = useCart()
  return (
    <Stack gap="lg">
      <Title order={1}>Checkout</Title>
      <CartLoadState cart={cart} />
      {cart.data && (cart.data.items.length === 0 ? <EmptyCheckout /> : <CheckoutForm cart={cart.data} />)}
    </Stack>
  )
}

function EmptyCheckout() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{CartMessages.emptyCart}</Text>
        <Button component={Link} to="/cart" variant="light">
          Back to the cart
        </Button>
      </Stack>
    </Paper>
  )
}

interface PaymentFailure {
  /** The server's or the card provider's words, when they say more than the headline. */
  details: string[]
}

/** The card could not be read (the provider's words, or a generic message): nothing was sent. */
class CardFailure extends Error {}

function CheckoutForm({ cart }: { cart: Cart }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const pay = usePayCart()
  const cardRef = useRef<CardEntryHandle>(null)
  const [isCardComplete, setIsCardComplete] = useState(false)
  const [overrideNotes, setOverrideNotes] = useState('')
  const [failure, setFailure] = useState<PaymentFailure | null>(null)
  // One key per checkout attempt, chosen when the page opens (see PayBody.idempotencyKey).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)

  // The form holds the donation; sending it reads the card and pays the whole order.
  const checkout = useServerForm({
    schema: DonationInput,
    defaultValues: NO_DONATION,
    fields: DONATION_FIELDS,
    // The pay call reports donation problems under `donation.*`.
    readError: (error) => unprefixFieldErrors(error, 'donation.'),
    submit: (donation) => submitOrder(donation.id > 0 ? donation : null),
    onSuccess: (result) => {
      if (!result) return
      const dashboard = paidDashboard(result)
      clearToasts()
      void navigate(dashboard.to, { state: dashboard.state })
      storePayment(queryClient, result)
    },
    onError: (error, { formMessages }) => {
      if (error instanceof CardFailure) {
        setFailure({ details: [error.message] })
        return
      }
      // A refused payment is over: a retry (say with another card) is a new attempt. When the
      // outcome is unknown the same key is sent again, so a charge can never happen twice.
      if (!isOutcomeUnknown(error)) setIdempotencyKey(newIdempotencyKey())
      // Donation problems are on the donation fields; the rest is said under the headline.
      setFailure({ details: formMessages.filter((message) => message !== CartMessages.paymentFailed) })
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
    },
  })
  const donationValues = useWatch({ control: checkout.form.control })
  const donation = cart.hasDonation
    ? 0
    : donationDueCents({ id: donationValues.id ?? 0, amount: donationValues.amount, other: donationValues.other })
  const due = cart.total + donation

  // The method follows what is due: free at zero or less, back to a new card when positive.
  const [method, setMethod] = useState<PaymentMethodType>(() => initialMethod(cart, donation))
  const [dueSeen, setDueSeen] = useState(due)
  if (due !== dueSeen) {
    setDueSeen(due)
    setMethod(paymentMethodForAmount(method, cart.total, donation))
  }
  const methods = offeredMethods(cart, due)
  const chosenMethod = methods.includes(method) ? method : (methods[0] ?? 'stripe')

  // Reading the card and paying are one submit: the page is busy for both.
  const isProcessing = checkout.isPending
  const canSubmit = !isProcessing && (chosenMethod !== 'stripe' || isCardComplete)

  async function newCardToken(): Promise<string | null> {
    try {
      const token = await cardRef.current?.createPaymentMethod()
      return token ?? null
    } catch (error) {
      throw new CardFailure(error instanceof CardEntryError ? error.message : GenericMessages.internal)
    }
  }

  /** Pays the order; null when nothing was sent (the page was not ready, or there was no card to read). */
  async function submitOrder(donationInput: DonationValues | null): Promise<PayResult | null> {
    if (!canSubmit) return null
    setFailure(null)
    const stripeToken = chosenMethod === 'stripe' ? await newCardToken() : null
    if (chosenMethod === 'stripe' && !stripeToken) return null
    return pay.mutateAsync({
      paymentMethodType: chosenMethod,
      stripeToken,
      overrideNotes: chosenMethod === 'admin' ? textOrNull(overrideNotes) : null,
      donation: donationInput,
      idempotencyKey,
    })
  }

  // The donation block is validated only while it is shown (the cart holds no donation yet).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (cart.hasDonation) {
      event.preventDefault()
      void checkout.send(NO_DONATION)
      return
    }
    void checkout.onSubmit(event)
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Checkout">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {!cart.hasDonation && <DonationSection control={checkout.form.control} disabled={isProcessing} />}
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-heading">
              <Stack gap="md">
                <Title order={2} size="h3" id="payment-heading">
                  Payment
                </Title>
                <PaymentMethodFields
                  methods={methods}
                  method={chosenMethod}
                  onMethodChange={setMethod}
                  savedCard={cart.savedCard}
                  cardRef={cardRef}
                  onCardCompleteChange={setIsCardComplete}
                  overrideNotes={overrideNotes}
                  onOverrideNotesChange={setOverrideNotes}
                  disabled={isProcessing}
                />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummary cart={cart} donation={donation}>
            {failure && (
              <Alert color="red" role="alert" title={CartMessages.paymentFailed}>
                {failure.details.map((detail) => (
                  <Text key={detail} size="sm">
                    {detail}
                  </Text>
                ))}
              </Alert>
            )}
            <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={isProcessing} styles={WRAPPING}>
              {submitLabel(cart.dueNow + donation, cart.chargedOnApproval)}
            </Button>
          </OrderSummary>
        </Grid.Col>
      </Grid>
    </form>
  )
}

/** The button names what it charges when part of the order is charged only when approved. */
function submitLabel(dueNowCents: number, chargedOnApprovalCents: number): string {
  if (chargedOnApprovalCents <= 0) return 'Submit Order'
  return `Submit Order: ${formatCents(dueNowCents)} now, ${formatCents(chargedOnApprovalCents)} when approved`
}

/** The optional donation block; its options load on their own so a failure never blocks paying. */
function DonationSection({ control, disabled }: { control: DonationControl; disabled: boolean }) {
  const options = useDonationOptions()
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="donation-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="donation-heading">
          Donation
        </Title>
        <Text size="sm">Would you like to add a gift to your order? It is optional.</Text>
        {options.isPending && <PageLoader label="Loading the donation options..." />}
        {options.isError && <LoadError title="The donation options could not be loaded" query={options} />}
        {options.data?.options.length === 0 && <Text size="sm">There is nothing to donate to right now.</Text>}
        {options.data && options.data.options.length > 0 && (
          <DonationFields control={control} options={options.data.options} isOptional disabled={disabled} />
        )}
      </Stack>
    </Paper>
  )
}
