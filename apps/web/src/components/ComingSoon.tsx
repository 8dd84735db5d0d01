import { Paper, Stack, Text, Title } from '@mantine/core'

/** What a planned route renders until its feature lands, so no screen is ever blank. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Text>This page is coming soon.</Text>
      </Paper>
    </Stack>
  )
}
