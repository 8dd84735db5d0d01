import { Group, Loader, Text } from '@mantine/core'

/** The fallback while a lazily loaded screen or a page's data arrives. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Group gap="xs" role="status" py="md">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  )
}
