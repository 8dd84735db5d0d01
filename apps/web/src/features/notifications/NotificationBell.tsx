import { ActionIcon, Indicator } from '@mantine/core'
import { Link } from 'react-router'
import { useUnreadCount } from './notifications-api'

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The header's link to the notifications page, with the unread count. */
export function NotificationBell() {
  const unread = useUnreadCount().data?.unread ?? 0
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red.8" disabled={unread === 0} offset={4}>
      <ActionIcon component={Link} to="/notifications" variant="subtle" color="dark" size="lg" aria-label={label}>
        <BellIcon />
      </ActionIcon>
    </Indicator>
  )
}
