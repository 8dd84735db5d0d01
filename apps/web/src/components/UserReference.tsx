import { Anchor, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmailAddress } from './EmailAddress'

/**
 * The person a staff review is about, as every review page names them: their name linking to
 * their page in the back office, anything the review adds after it, and their email, dimmed (a
 * long address wraps at its @ and dots rather than widening the table).
 *
 *   <ValueRow label="User"><UserReference user={user} to={`/admin/users/${user.id}`} /></ValueRow>
 */
export function UserReference({
  user,
  to,
  suffix,
}: {
  user: { firstName: string; lastName: string; email: string }
  to: string
  suffix?: ReactNode
}) {
  return (
    <>
      <Anchor component={Link} to={to}>
        {user.firstName} {user.lastName}
      </Anchor>
      {suffix}{' '}
      <Text span size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
        (<EmailAddress email={user.email} />)
      </Text>
    </>
  )
}
