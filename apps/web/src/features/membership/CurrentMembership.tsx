import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import {
  DashboardLinks,
  DashboardMessages,
  formatDate,
  MembershipMessages,
  type MembershipOverview,
} from '@portal/contracts'
import { ToneBadge } from '../../components/ToneBadge'
import { lastEnd, MembershipScreenTexts } from './membership-view'

/** The membership covering today: its name, standing and end, and the renewal prompt when it ends soon. */
export function CurrentMembership({ overview }: { overview: MembershipOverview }) {
  const { current, standing } = overview
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-membership-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="current-membership-heading">
          Current membership
        </Title>
        {overview.valid && current ? (
          <>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{current.name}</Text>
              {standing && (
                <ToneBadge badge={{ label: standing, tone: overview.isExpiringSoon ? 'warning' : 'success' }} />
              )}
            </Group>
            {overview.isExpiringSoon ? (
              // The badge says 'Expiring {date}': the end date is said there, once.
              <RenewalPrompt />
            ) : (
              <Text size="sm">
                {MembershipMessages.validThrough} {formatDate(current.end)}
              </Text>
            )}
          </>
        ) : (
          <NoCurrentMembership overview={overview} />
        )}
      </Stack>
    </Card>
  )
}

function RenewalPrompt() {
  return (
    <Alert color="yellow" variant="light" title={MembershipScreenTexts.renewTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{MembershipScreenTexts.renewPrompt}</Text>
        <Button component={Link} to={DashboardLinks.membershipGet} size="sm">
          {DashboardMessages.renew}
        </Button>
      </Stack>
    </Alert>
  )
}

function NoCurrentMembership({ overview }: { overview: MembershipOverview }) {
  const ended = lastEnd(overview)
  return (
    <Text size="sm">
      {ended ? DashboardMessages.membershipExpired(formatDate(ended)) : DashboardMessages.notAMember}
    </Text>
  )
}
