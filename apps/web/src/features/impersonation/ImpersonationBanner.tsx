import { Box, Button, Group, Text } from '@mantine/core'
import type { CurrentUser } from '@portal/contracts'
import { errorMessage } from '../../lib/errors'
import { toastError } from '../../lib/toast'
import { actingAsText, useStopImpersonating } from './impersonation-api'

/** While an admin acts as a user: who they are acting as, and a way back (spec 3). */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const stop = useStopImpersonating()
  return (
    <Box
      component="section"
      aria-label="Impersonation"
      mb="md"
      px="md"
      py={6}
      bg="#8a4b00"
      c="white"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" fw={600}>
          {actingAsText(user)}
        </Text>
        <Button
          variant="white"
          color="dark"
          size="compact-sm"
          loading={stop.isPending}
          onClick={() => stop.mutate(undefined, { onError: (error) => toastError(errorMessage(error)) })}
        >
          Stop
        </Button>
      </Group>
    </Box>
  )
}
