import { Anchor, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { profilePath } from '../lib/profile-tabs'
import { EmailAddress } from './EmailAddress'
import { ValueRow } from './ValueTable'

/**
 * The person a staff review is about, as every review page names them: their name linking to
 * their profile in the back office (or `to`), anything the review adds after it, and their email,
 * dimmed (a long address wraps at its @ and dots rather than widening the table).
 *
 *   <UserRow user={user} />   (the review's "User" row)
 */
export function UserReference({
  user,
  to,
  suffix,
}: {
  user: { id: number; firstName: string; lastName: string; email: string }
  to?: string
  suffix?: ReactNode
}) {
  return (
    <>
      <Anchor component={Link} to={to ?? profilePath(user.id)}>
        {user.firstName} {user.lastName}
      </Anchor>
      {suffix}{' '}
      <Text span size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
        (<EmailAddress email={user.email} />)
      </Text>
    </>
  )
}

/**
 * The row of a staff review that names its person: labelled "User", as spec 3 names them on every
 * review (extension, membership), one word on all of them (issue 25, item 18: the experience
 * review said "Member").
 */
export function UserRow(props: Parameters<typeof UserReference>[0]) {
  return (
    <ValueRow label="User">
      <UserReference {...props} />
    </ValueRow>
  )
}
