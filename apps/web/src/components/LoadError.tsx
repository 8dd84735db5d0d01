import { Alert, Button, Stack, Text } from '@mantine/core'
import { errorMessage } from '../lib/errors'

/** A page's query failed: its message and a way to ask again. */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying = false,
}: {
  title: string
  error: unknown
  onRetry: () => void
  isRetrying?: boolean
}) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button variant="light" color="red" size="compact-sm" onClick={onRetry} loading={isRetrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  )
}
