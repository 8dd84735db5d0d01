import { Anchor, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'

/** A sentence and the way on, where an events screen has nothing to show (no events yet, no such event). */
export function EventsNotice({ message, to, linkLabel }: { message: string; to: string; linkLabel: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Anchor component={Link} to={to}>
          {linkLabel}
        </Anchor>
      </Stack>
    </Paper>
  )
}
