import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core'
import { NotificationMessages } from '@portal/contracts'
import { Link } from 'react-router'
import { formatDateTime } from '../../lib/dates'
import { useAlerts } from './dashboard-api'
import { isPortalPath } from '../../components/ActionLink'
import { CardError, CardLoading, DashboardCard } from './dashboard-ui'

/** The Alerts card: the 4 newest notifications (spec 1 §2.4, §9). */
export function AlertsCard() {
  const alerts = useAlerts()
  return (
    <DashboardCard
      title="Alerts"
      footer={
        <Anchor component={Link} to="/notifications" size="sm">
          View all notifications
        </Anchor>
      }
    >
      {alerts.isPending && <CardLoading label="Loading alerts" />}
      {alerts.isError && (
        <CardError title="Alerts could not be loaded" error={alerts.error} onRetry={() => void alerts.refetch()} />
      )}
      {alerts.data && alerts.data.data.length === 0 && <Text size="sm">{NotificationMessages.empty}</Text>}
      {alerts.data && alerts.data.data.length > 0 && (
        <List listStyleType="none" spacing="sm">
          {alerts.data.data.map((alert) => (
            <List.Item key={alert.id}>
              <Stack gap={0}>
                <Group gap="xs" wrap="nowrap">
                  {alert.url && isPortalPath(alert.url) ? (
                    <Anchor component={Link} to={alert.url} size="sm" fw={alert.readAt ? 500 : 700}>
                      {alert.title}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={alert.readAt ? 500 : 700}>
                      {alert.title}
                    </Text>
                  )}
                  {!alert.readAt && (
                    <Badge size="xs" color="blue.9">
                      New
                    </Badge>
                  )}
                </Group>
                <Text size="sm" lineClamp={2}>
                  {alert.message}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(alert.createdAt)}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </DashboardCard>
  )
}
