import { Alert, Button, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { MembershipRequest } from '@portal/contracts'
import { requestNotice } from './membership-view'

const COLORS = { cart: 'blue', review: 'blue', rejected: 'red' } as const
const TITLES = { cart: 'In your cart', review: 'Under review', rejected: 'Not approved' } as const

/** The latest request's state: in the cart (View Cart), under review, or refused with the reason. */
export function RequestNoticeAlert({ request }: { request: MembershipRequest | null }) {
  const notice = requestNotice(request)
  if (!notice || !request) return null
  return (
    <Alert
      color={COLORS[notice.variant]}
      variant="light"
      title={`${request.membership.name}: ${TITLES[notice.variant]}`}
      data-variant={notice.variant}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{notice.message}</Text>
        {notice.detail && <Text size="sm">{notice.detail}</Text>}
        {notice.action && (
          <Button component={Link} to={notice.action.to} size="sm">
            {notice.action.label}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
