import { Avatar, Button, Card, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { CurrentUser } from '@portal/contracts'
import { fullNameOf, initialsOf } from '../../lib/names'

/**
 * The dashboard sidebar's profile summary (spec 1, section 2.5). Only what the current user
 * carries today is shown; address, job title, contact links and the MyAFCPE block come with
 * the profile feature.
 */
export function ProfileSummaryCard({ user }: { user: CurrentUser }) {
  const name = fullNameOf(user)
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Profile summary">
      <Stack align="center" gap="sm">
        <Avatar size="xl" radius="xl" color="blue.9" variant="filled" aria-hidden>
          {initialsOf(user.firstName, user.lastName)}
        </Avatar>
        <Text fw={700} size="lg" ta="center">
          {name}
        </Text>
        <Button component={Link} to="/edit-profile" variant="outline" fullWidth>
          My Account
        </Button>
      </Stack>
    </Card>
  )
}
