import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'

/** Shown before the app can render a screen (config or session still loading). */
export function FullPageLoader() {
  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  )
}

export function FullPageError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string
  onRetry: () => void
  isRetrying: boolean
}) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack maw={480}>
        <Alert color="red" title="The portal could not start" role="alert">
          {message}
        </Alert>
        <Button onClick={onRetry} loading={isRetrying}>
          Try again
        </Button>
      </Stack>
    </Center>
  )
}
