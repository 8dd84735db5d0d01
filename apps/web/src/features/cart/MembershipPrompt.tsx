import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

/** Shown to non-members with no pending review and no membership in the cart (spec 1 §2.13). */
export function MembershipPrompt() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="membership-prompt-heading">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Title order={2} size="h4" id="membership-prompt-heading">
            Become an AFCPE member
          </Title>
          <Text size="sm">
            Members pay member prices on events and receive the journal, webinars and the member community.
          </Text>
        </Stack>
        <Button component={Link} to="/membership/get" variant="outline">
          Join AFCPE
        </Button>
      </Group>
    </Card>
  )
}
