import { Alert, Button, Stack, Text } from '@mantine/core'
import { errorMessage } from '../lib/errors'

/** What LoadError reads of a failed query (a TanStack Query result). */
interface FailedQuery {
  error: unknown
  refetch: () => unknown
  isFetching: boolean
}

/** A page's query failed: its message and a way to ask again. */
export function LoadError({ title, query }: { title: string; query: FailedQuery }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(query.error)}</Text>
        <Button
          variant="light"
          color="red"
          size="compact-sm"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  )
}
