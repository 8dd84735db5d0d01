import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import {
  AddressBody,
  addressFormValues,
  isListedState,
  ProfileMessages,
  profileRoutes,
  stateOptions,
  type Address,
} from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { storeProfile } from './profile-api'

export interface AddressFormProps {
  /** The address to edit; null adds one. */
  address: Address | null
  isPrimary: boolean
  onClose: () => void
}

/**
 * The Add Address / Edit Address modal (spec 1 §2.6, §5): name, line 1 and state are required;
 * a military address adds AA, AE and AP to the states; 'State not listed' lets the person type
 * the state, which is stored upper-cased. Shown through AddressFormModal, which downloads it.
 */
export function AddressFormDialog({ address, isPrimary, onClose }: AddressFormProps) {
  const queryClient = useQueryClient()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: AddressBody,
    defaultValues: addressFormValues(address, isPrimary),
    submit: (values) =>
      address
        ? api(profileRoutes.updateAddress, { params: { id: address.id }, body: values })
        : api(profileRoutes.createAddress, { body: values }),
    onSuccess: (result) => {
      storeProfile(queryClient, result.profile)
      toastSuccess(address ? ProfileMessages.addressUpdated : ProfileMessages.addressAdded)
      onClose()
    },
  })
  const [isMilitary, stateNotListed, state] = useWatch({
    control: form.control,
    name: ['isMilitary', 'stateNotListed', 'state'],
  })

  // A chosen state that the list no longer offers (military unticked, or typing switched off) is cleared.
  useEffect(() => {
    if (!stateNotListed && state && !isListedState(state, isMilitary)) form.setValue('state', '')
  }, [form, isMilitary, stateNotListed, state])

  return (
    <Modal
      opened
      onClose={onClose}
      title={address ? 'Edit Address' : 'Add Address'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messages={formMessages} />
          <TextField
            control={form.control}
            name="name"
            label="Name"
            description="Required. For example Home or Work."
            required
            data-autofocus
          />
          <TextField
            control={form.control}
            name="addressLine1"
            label="Address Line 1"
            description="Required"
            autoComplete="address-line1"
            required
          />
          <TextField control={form.control} name="addressLine2" label="Address Line 2" autoComplete="address-line2" />
          <CheckboxField
            control={form.control}
            name="isMilitary"
            label="This is a military address (APO, FPO or DPO)"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField control={form.control} name="city" label="City" autoComplete="address-level2" />
            {stateNotListed ? (
              <TextField
                control={form.control}
                name="state"
                label="State"
                description="Required"
                autoComplete="address-level1"
                required
              />
            ) : (
              <SelectField
                control={form.control}
                name="state"
                label="State"
                description="Required"
                options={stateOptions(isMilitary)}
                emptyLabel="Select a state"
                required
              />
            )}
          </SimpleGrid>
          <CheckboxField control={form.control} name="stateNotListed" label={ProfileMessages.stateNotListed} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField control={form.control} name="zip" label="Zip" autoComplete="postal-code" />
            <TextField control={form.control} name="country" label="Country" autoComplete="country-name" />
          </SimpleGrid>
          <TextField
            control={form.control}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            description="10 digits"
          />
          {!isPrimary && <CheckboxField control={form.control} name="isPrimary" label="Make this my primary address" />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {address ? 'Save Address' : 'Add Address'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
