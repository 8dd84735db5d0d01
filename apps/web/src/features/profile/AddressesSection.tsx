import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatPhone, ProfileMessages, profileRoutes, type Address, type Profile } from '@portal/contracts'
import { ConfirmModal } from '../../components/ConfirmModal'
import { api } from '../../lib/api'
import { errorMessage } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { AddressFormModal } from './AddressFormModal'
import { storeProfile } from './profile-api'

/** What the modal is doing: adding a new address, or editing one. */
type Editing = { address: Address | null } | null

/** The addresses of Contact Info: list, Add Address (modal), edit, delete with confirmation, make primary. */
export function AddressesSection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)

  const remove = useMutation({
    mutationFn: (id: number) => api(profileRoutes.deleteAddress, { params: { id } }),
    onSuccess: (updated) => {
      storeProfile(queryClient, updated)
      toastSuccess(ProfileMessages.addressDeleted)
    },
  })
  const makePrimary = useMutation({
    mutationFn: (id: number) => api(profileRoutes.makePrimaryAddress, { params: { id } }),
    onSuccess: (updated) => {
      storeProfile(queryClient, updated)
      toastSuccess(ProfileMessages.primaryAddressChanged)
    },
    onError: (error) => toastError(errorMessage(error)),
  })

  return (
    <Stack gap="md" component="section" aria-labelledby="addresses-heading" mt="lg">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="addresses-heading">
          Addresses
        </Title>
        <Button variant="outline" onClick={() => setEditing({ address: null })}>
          Add Address
        </Button>
      </Group>
      {profile.addresses.length === 0 ? (
        <Text>You have not added an address yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {profile.addresses.map((address) => {
            const isPrimary = address.id === profile.primaryAddressId
            return (
              <Card component="li" key={address.id} withBorder radius="md" padding="md" aria-label={address.name}>
                <Stack gap={4}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={700}>{address.name}</Text>
                    {isPrimary && (
                      <Badge color="blue.9" variant="filled">
                        Primary
                      </Badge>
                    )}
                  </Group>
                  <AddressLines address={address} />
                  <Group gap="xs" mt="sm">
                    <Button size="compact-sm" variant="default" onClick={() => setEditing({ address })}>
                      Edit
                      <VisuallyHiddenName name={address.name} />
                    </Button>
                    {!isPrimary && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={makePrimary.isPending && makePrimary.variables === address.id}
                        onClick={() => makePrimary.mutate(address.id)}
                      >
                        Make Primary
                        <VisuallyHiddenName name={address.name} />
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="default"
                      c="red.9"
                      loading={remove.isPending && remove.variables === address.id}
                      onClick={() => setDeleting(address)}
                    >
                      Delete
                      <VisuallyHiddenName name={address.name} />
                    </Button>
                  </Group>
                </Stack>
              </Card>
            )
          })}
        </SimpleGrid>
      )}
      {editing && (
        <AddressFormModal
          address={editing.address}
          isPrimary={editing.address !== null && editing.address.id === profile.primaryAddressId}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmModal
          title="Delete address"
          message={`Delete the address “${deleting.name}”? This cannot be undone.`}
          confirmLabel="Delete"
          confirmColor="red.9"
          onConfirm={() => remove.mutateAsync(deleting.id)}
          failureMessage={ProfileMessages.addressDeleteFailed}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  )
}

/** Names the address in a button's accessible name ("Edit Home") without showing it twice. */
function VisuallyHiddenName({ name }: { name: string }) {
  return <VisuallyHidden>{` ${name}`}</VisuallyHidden>
}

function AddressLines({ address }: { address: Address }) {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <Text size="sm" component="div">
      <div>{address.addressLine1}</div>
      {address.addressLine2 && <div>{address.addressLine2}</div>}
      {cityLine && <div>{cityLine}</div>}
      <div>{address.country}</div>
      {address.phone && <div>{formatPhone(address.phone)}</div>}
      {address.isMilitary && <div>Military address</div>}
    </Text>
  )
}
