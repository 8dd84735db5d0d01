import { Badge, Button, Group, NumberInput, Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import { CartMessages, formatCents, type CartItem } from '@portal/contracts'
import { useState } from 'react'
import { ConfirmModal } from '../../components/ConfirmModal'
import { errorMessage } from '../../lib/errors'
import { toastError } from '../../lib/toast'
import { useRemoveCartItem, useUpdateCartItem } from './cart-api'
import { quantityError, serverMessageFor } from './cart-rules'

/** One item of the cart: its name and price, the quantity when it may change, and its remover. */
export function CartItemRow({ item }: { item: CartItem }) {
  const remove = useRemoveCartItem()
  const [isConfirming, setConfirming] = useState(false)

  // Removing a pre-registration item removes the whole registration: ask first (spec 1 §2.13).
  function onRemove() {
    if (item.removesRegistration) setConfirming(true)
    else remove.mutate(item.id, { onError: (error) => toastError(errorMessage(error)) })
  }

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={item.name}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Text fw={600}>{item.name}</Text>
          {item.due !== null && (
            <Text size="sm" c="dimmed">
              Due {item.due}
            </Text>
          )}
          <UnitPrice item={item} />
        </Stack>
        {item.withQty && <QuantityControl key={`${item.id}:${item.quantity}`} item={item} />}
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{formatCents(item.total)}</Text>
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} loading={remove.isPending}>
            Remove<VisuallyHidden> {item.name}</VisuallyHidden>
          </Button>
        </Stack>
      </Group>
      {isConfirming && (
        <ConfirmModal
          title="Remove registration"
          message={CartMessages.removeRegistration}
          confirmLabel="Remove"
          confirmColor="red.9"
          onConfirm={() => remove.mutateAsync(item.id)}
          onClose={() => setConfirming(false)}
        />
      )}
    </Paper>
  )
}

/** The unit price; with a discount code, the undiscounted price struck through before it. */
function UnitPrice({ item }: { item: CartItem }) {
  if (!item.discount && !item.withQty) return null
  const each = item.withQty ? ' each' : ''
  return (
    <Group gap="xs" wrap="wrap">
      {item.discount && (
        <Text size="sm" c="dimmed" td="line-through">
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatCents(item.priceBeforeDiscount)}
        </Text>
      )}
      <Text size="sm">
        {item.discount && <VisuallyHidden>Discounted price </VisuallyHidden>}
        {formatCents(item.finalPrice)}
        {each}
      </Text>
      {item.discount && (
        <Badge variant="light" color="green" size="sm">
          Code {item.discount.code}
        </Badge>
      )}
    </Group>
  )
}

/** The quantity: at least 1 ('Please enter a quantity greater than 0'); Enter or Update sends it. */
function QuantityControl({ item }: { item: CartItem }) {
  const [value, setValue] = useState<number | string>(item.quantity)
  const [serverError, setServerError] = useState<string | null>(null)
  const update = useUpdateCartItem()
  const ruleError = quantityError(value)
  const canUpdate = ruleError === null && Number(value) !== item.quantity && !update.isPending

  function send() {
    if (!canUpdate) return
    setServerError(null)
    update.mutate(
      { id: item.id, body: { quantity: Number(value) } },
      { onError: (error) => setServerError(serverMessageFor(error, 'quantity')) },
    )
  }

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={
          <>
            Quantity<VisuallyHidden> of {item.name}</VisuallyHidden>
          </>
        }
        value={value}
        onChange={(next) => {
          setValue(next)
          setServerError(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            send()
          }
        }}
        min={1}
        max={999}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        error={ruleError ?? serverError}
        w={150}
      />
      <Button variant="light" mt={25} onClick={send} disabled={!canUpdate} loading={update.isPending}>
        Update<VisuallyHidden> quantity of {item.name}</VisuallyHidden>
      </Button>
    </Group>
  )
}
