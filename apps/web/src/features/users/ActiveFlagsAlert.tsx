import { Alert, List } from '@mantine/core'
import { UserProfileMessages as M } from '@portal/contracts'
import { useUserFlags } from './users-api'

/**
 * The user's active flags in a red alert (spec 3 §2: "Active user flags appear in a red alert"),
 * above every staff review of this user and the profile's Info tab: the one way they are shown.
 * Nothing while they load or when there are none; a review stays usable if they cannot be read.
 *
 *   <ActiveFlagsAlert userId={user.id} />
 */
export function ActiveFlagsAlert({ userId }: { userId: number }) {
  const flags = useUserFlags(userId)
  const active = (flags.data?.flags ?? []).filter((flag) => flag.active)
  if (active.length === 0) return null
  return (
    <Alert color="red" variant="light" title={M.activeFlagsTitle} role="alert">
      <List size="sm">
        {active.map((flag) => (
          <List.Item key={flag.id}>
            {flag.reason}
            {flag.note ? `: ${flag.note}` : ''}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
