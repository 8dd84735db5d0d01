import { lazy, Suspense } from 'react'
import type { AddressFormProps } from './AddressFormDialog'

// Opened only to add or edit an address: the dialog (its form, the states list, Mantine's Modal)
// is downloaded then, not with the pages that offer it (the registration's Shipping step).
const AddressFormDialog = lazy(() => import('./AddressFormDialog').then((m) => ({ default: m.AddressFormDialog })))

/** The Add Address / Edit Address modal (AddressFormDialog), rendered while it is open. */
export function AddressFormModal(props: AddressFormProps) {
  return (
    <Suspense fallback={null}>
      <AddressFormDialog {...props} />
    </Suspense>
  )
}
