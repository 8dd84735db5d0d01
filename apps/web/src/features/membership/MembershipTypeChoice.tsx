import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { useController, type Control } from 'react-hook-form'
import { formatCents, type MembershipType } from '@portal/contracts'
import type { JoinFormValues } from './join-form'

/** The membership types offered, as radio cards with name, price and description. */
export function MembershipTypeChoice({
  control,
  types,
}: {
  control: Control<JoinFormValues>
  types: readonly MembershipType[]
}) {
  const { field, fieldState } = useController({ control, name: 'membershipId' })
  return (
    <Radio.Group
      label="Membership type"
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
      name={field.name}
    >
      <SimpleGrid cols={{ base: 1, sm: types.length > 2 ? 3 : types.length }} spacing="md" mt="xs">
        {types.map((type, index) => (
          <Radio.Card
            key={type.id}
            value={String(type.id)}
            radius="md"
            p="md"
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            // A card is a button, which centres its content vertically: in a row of cards of one
            // height, a shorter description would put its radio lower than the others'.
            style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}
          >
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Radio.Indicator aria-hidden />
                <Text fw={700}>{type.name}</Text>
              </Group>
              <Text fw={600}>{formatCents(type.price)}</Text>
              {type.description && <Text size="sm">{type.description}</Text>}
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}
