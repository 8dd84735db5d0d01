import { formatCents, RegistrationMessages as M, type AdminRegistration } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { TextField } from '../../../components/form/FormFields'
import { toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { useChangeLineItemPrice } from './admin-registrations-api'
import { priceFormDefaults, PriceFormSchema } from './edit-form'
import { hasServerMessage } from './registration-view'

type Item = AdminRegistration['items'][number]

/** 'Edit price' of an unpaid item (spec 3 §5 'Price edit'): dollars typed, cents sent. */
export function LineItemPriceModal({
  registrationId,
  item,
  onClose,
}: {
  registrationId: number
  item: Pick<Item, 'id' | 'name' | 'price' | 'finalPrice'>
  onClose: () => void
}) {
  const change = useChangeLineItemPrice(registrationId)
  const price = useServerForm({
    schema: PriceFormSchema,
    defaultValues: priceFormDefaults(item.finalPrice),
    submit: (body) => change.mutateAsync({ lineItemId: item.id, price: body.price }),
    onSuccess: () => {
      toastSuccess(M.priceChanged)
      onClose()
    },
    onError: (error, { formMessages }) => {
      // The spec's words first; the server's reason (an item paid meanwhile) after them when it gave one.
      if (formMessages.length === 0) return
      price.setFormMessages(hasServerMessage(error) ? [M.priceChangeFailed, ...formMessages] : [M.priceChangeFailed])
    },
  })
  const { form } = price

  return (
    <ConfirmModal
      title="Edit Price"
      message={`${item.name}: ${formatCents(item.price)} before discounts, ${formatCents(item.finalPrice)} now.`}
      confirmLabel="Save"
      onClose={onClose}
      form={price}
    >
      <TextField
        control={form.control}
        name="price"
        label="Price (dollars)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        data-autofocus
      />
    </ConfirmModal>
  )
}
