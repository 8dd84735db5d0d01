import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { NotificationMessages, type Notification } from '@portal/contracts'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/errors'
import { isPortalPath } from '../../components/ActionLink'
import { toastError } from '../../lib/toast'
import { useMarkNotificationsRead, useNotificationPage, useUnreadCount } from './notifications-api'
import classes from './notifications.module.css'

/** The user's notifications: clicking one marks it read and opens where it points. */
export function NotificationsPage() {
  const [page, setPage] = useState(1)
  const list = useNotificationPage(page)
  const unread = useUnreadCount()
  const markRead = useMarkNotificationsRead()
  const navigate = useNavigate()

  async function open(notification: Notification) {
    try {
      if (!notification.readAt) await markRead.mutateAsync({ ids: [notification.id] })
    } catch (error) {
      toastError(errorMessage(error))
    }
    const { url } = notification
    if (!url) return
    if (isPortalPath(url)) void navigate(url)
    else window.location.assign(url)
  }

  const unreadCount = unread.data?.unread ?? 0
  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between" align="center">
        <Title order={1}>Notifications</Title>
        <Button
          variant="light"
          onClick={() => markRead.mutate({ all: true }, { onError: (error) => toastError(errorMessage(error)) })}
          disabled={unreadCount === 0}
          loading={markRead.isPending && markRead.variables?.all === true}
        >
          {NotificationMessages.markAll}
        </Button>
      </Group>

      {list.isPending && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading notifications">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && (
        <Alert color="red" title="Notifications could not be loaded">
          {errorMessage(list.error)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {list.data && list.data.data.length === 0 && <Text>{NotificationMessages.empty}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Stack gap="sm" component="ul" className={classes.list}>
          {list.data.data.map((notification) => (
            <li key={notification.id}>
              <Paper withBorder radius="md" className={notification.readAt ? undefined : classes.unread}>
                <UnstyledButton className={classes.item} onClick={() => void open(notification)}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Text fw={notification.readAt ? 500 : 700}>{notification.title}</Text>
                    {!notification.readAt && (
                      <Badge variant="filled" color="blue.8" size="sm">
                        New
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{notification.message}</Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {formatDateTime(notification.createdAt)}
                  </Text>
                </UnstyledButton>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      {list.data && list.data.lastPage > 1 && (
        <Pagination
          total={list.data.lastPage}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  )
}
