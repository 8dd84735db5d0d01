import { Button, Radio, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useController } from 'react-hook-form'
import { z, RegistrationMessages as M, type Address } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { useServerForm } from '../../../lib/use-server-form'
import { AddressFormModal, useProfile } from '../../profile'
import type { StepProps } from '../RegistrationWizard'
import { ShippingStepBody, useSaveRegistrationStep } from '../registration-api'

export function addressText(address: Address): string {
  return [
    address.addressLine1,
    address.addressLine2,
    address.city,
    [address.state, address.zip].filter(Boolean).join(' '),
    address.country,
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(', ')
}

/**
 * Step 7 (spec 2 §2.3, §5): where the course materials are shipped, among the person's addresses;
 * Add Address opens the profile's modal (military states included) and selects the new address.
 */
export function ShippingStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const profile = useProfile()
  const save = useSaveRegistrationStep(registrationRef)
  // Something chosen is shipped: an address is needed (the server checks it in every case).
  const shipsSomething = options.courseMaterials.some(
    (material) => material.shippable && registration.courseMaterialIds.includes(material.id),
  )
  const shippingForm = useServerForm({
    schema: ShippingStepBody.check(
      z.refine((body) => !shipsSomething || body.shippingAddressId !== null, {
        path: ['shippingAddressId'],
        message: M.shippingAddress,
      }),
    ),
    defaultValues: { step: 'shipping', shippingAddressId: registration.shippingAddressId },
    submit: (body) => save.mutateAsync(body),
    onSuccess: step.saved,
  })
  const { field, fieldState } = useController({ control: shippingForm.form.control, name: 'shippingAddressId' })
  const [isAdding, setAdding] = useState(false)
  // The addresses there were when Add Address opened: the one that appears after is the new one.
  const [knownIds, setKnownIds] = useState<readonly number[] | null>(null)
  const addresses = profile.data?.addresses
  const primaryAddressId = profile.data?.primaryAddressId ?? null
  const { onChange } = field
  const hasChoice = field.value !== null && field.value !== undefined

  useEffect(() => {
    if (!addresses) return
    if (knownIds) {
      const added = addresses.find((address) => !knownIds.includes(address.id))
      if (added) {
        onChange(added.id)
        setKnownIds(null)
      }
    } else if (!hasChoice && primaryAddressId !== null) {
      onChange(primaryAddressId)
    }
  }, [addresses, knownIds, hasChoice, primaryAddressId, onChange])

  // The modal is outside the step's form: a submit inside a portal still bubbles through React.
  return (
    <>
      <WizardStepForm step={step} form={shippingForm}>
        {profile.isPending && <PageLoader label="Loading your addresses..." />}
        {profile.isError && !profile.data && <LoadError title="Your addresses could not be loaded" query={profile} />}
        {addresses && (
          <Radio.Group
            label="Shipping address"
            value={hasChoice ? String(field.value) : ''}
            onChange={(value) => onChange(Number(value))}
            error={fieldState.error?.message}
            name={field.name}
          >
            <Stack gap="sm" mt="xs">
              {addresses.length === 0 && <Text size="sm">You have not added an address yet.</Text>}
              {addresses.map((address, index) => (
                <Radio
                  key={address.id}
                  value={String(address.id)}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                  label={address.name}
                  description={addressText(address)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <div>
          <Button
            variant="outline"
            onClick={() => {
              setKnownIds(addresses?.map((address) => address.id) ?? [])
              setAdding(true)
            }}
            disabled={!addresses}
          >
            Add Address
          </Button>
        </div>
      </WizardStepForm>
      {isAdding && (
        <AddressFormModal address={null} isPrimary={primaryAddressId === null} onClose={() => setAdding(false)} />
      )}
    </>
  )
}
