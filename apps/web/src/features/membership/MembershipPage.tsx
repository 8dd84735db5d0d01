import { Button, Group, Stack, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { MembershipOverview } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { CurrentMembership } from './CurrentMembership'
import { MemberResources } from './MemberResources'
import { MembershipRecords } from './MembershipRecords'
import { RequestNoticeAlert } from './RequestNoticeAlert'
import { useMembership } from './membership-api'
import { joinAction } from './membership-view'

/** /membership (spec 1 §2.8): the current membership, the latest request, resources and history. */
export function MembershipPage() {
  const membership = useMembership()
  const action = membership.data ? joinAction(membership.data) : null
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="center">
        <Title order={1}>Membership</Title>
        <Group gap="sm">
          <Button component={Link} to="/membership/search" variant="default">
            Member directory
          </Button>
          {action && (
            <Button component={Link} to={action.to}>
              {action.label}
            </Button>
          )}
        </Group>
      </Group>
      {membership.isPending && <PageLoader label="Loading your membership..." />}
      {membership.isError && !membership.data && (
        <LoadError title="Your membership could not be loaded" query={membership} />
      )}
      {membership.data && <MembershipOverviewSections overview={membership.data} />}
    </Stack>
  )
}

function MembershipOverviewSections({ overview }: { overview: MembershipOverview }) {
  return (
    <>
      <RequestNoticeAlert request={overview.latestMembershipRequest} />
      <CurrentMembership overview={overview} />
      <MemberResources overview={overview} />
      <MembershipRecords records={overview.records} />
    </>
  )
}
