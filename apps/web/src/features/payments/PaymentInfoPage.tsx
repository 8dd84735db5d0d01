import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { PaymentInfoMessages as M, type SavedCard } from '@portal/contracts'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmModal } from '../../components/ConfirmModal'
import { PageLoader } from '../../components/PageLoader'
import { errorMessage } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { LoadError } from '../../components/LoadError'
import { useRuntimeConfig } from '../../lib/runtime-config'
import { CardEntry } from './card-entry/CardEntry'
import { CARD_FORM_NOT_READY, CardEntryError, cardProviderOf, type CardEntryHandle } from './card-entry/card-entry'
import { useCreateSetupIntent, usePaymentMethod, useRemovePaymentMethod, useSavePaymentMethod } from './payments-api'
import { cardText } from '../../lib/card-text'

/** Payment Info (/edit-profile/payment, spec 1 §2.6): the saved card, added, replaced or removed. */
export function PaymentInfoPage() {
  const paymentMethod = usePaymentMethod()
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Payment Info</Title>
      {paymentMethod.isPending && <PageLoader label="Loading your card..." />}
      {paymentMethod.isError && <LoadError title="Your card could not be loaded" query={paymentMethod} />}
      {paymentMethod.data && <SavedCardSection savedCard={paymentMethod.data.savedCard} />}
      <Anchor component={Link} to="/payments">
        View your payment history
      </Anchor>
    </Stack>
  )
}

function SavedCardSection({ savedCard }: { savedCard: SavedCard | null }) {
  const [isEditing, setIsEditing] = useState(false)
  const [removing, setRemoving] = useState<SavedCard | null>(null)
  const remove = useRemovePaymentMethod()

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="saved-card-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="saved-card-heading">
              Card on file
            </Title>
            {savedCard ? <Text>{cardText(savedCard)}</Text> : <Text>{M.none}</Text>}
          </Stack>
          <Group gap="xs">
            <Button variant="outline" onClick={() => setIsEditing((current) => !current)}>
              {isEditing ? M.cancel : savedCard ? M.edit : M.addCard}
            </Button>
            {savedCard && !isEditing && (
              <Button variant="subtle" color="red" onClick={() => setRemoving(savedCard)} loading={remove.isPending}>
                Remove Card
              </Button>
            )}
          </Group>
        </Group>
        {isEditing && <CardEditor onSaved={() => setIsEditing(false)} />}
      </Stack>
      {removing && (
        <ConfirmModal
          title="Remove card"
          message={`Remove the ${cardText(removing)}? You can add a card again at any time.`}
          confirmLabel="Remove"
          confirmColor="red.9"
          onConfirm={async () => {
            await remove.mutateAsync()
            toastSuccess(M.removed)
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  )
}

/**
 * The card entry and its save button (enabled once the entry holds a complete card). With Stripe
 * the card is confirmed against a fresh SetupIntent; the sandbox card is saved as it is.
 */
function CardEditor({ onSaved }: { onSaved: () => void }) {
  const provider = cardProviderOf(useRuntimeConfig())
  const cardRef = useRef<CardEntryHandle>(null)
  const [isComplete, setIsComplete] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const [cardError, setCardError] = useState<string | null>(null)
  const createSetupIntent = useCreateSetupIntent()
  const savePaymentMethod = useSavePaymentMethod()

  async function cardToken(card: CardEntryHandle): Promise<string> {
    if (provider === 'sandbox') return card.createPaymentMethod()
    const { clientSecret } = await createSetupIntent.mutateAsync()
    return card.confirmSetup(clientSecret)
  }

  async function save() {
    setCardError(null)
    setIsSaving(true)
    try {
      const card = cardRef.current
      if (!card) throw new CardEntryError(CARD_FORM_NOT_READY)
      await savePaymentMethod.mutateAsync(await cardToken(card))
      toastSuccess(M.saved)
      onSaved()
    } catch (error) {
      if (error instanceof CardEntryError) setCardError(error.message)
      else toastError(errorMessage(error))
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <Stack gap="md">
      <CardEntry ref={cardRef} onCompleteChange={setIsComplete} disabled={isSaving} />
      {cardError && (
        <Alert color="red" role="alert" title="Your card could not be saved">
          {cardError}
        </Alert>
      )}
      <Button
        onClick={() => void save()}
        disabled={!isComplete || isSaving}
        loading={isSaving}
        style={{ alignSelf: 'flex-start' }}
      >
        Save Card
      </Button>
    </Stack>
  )
}
