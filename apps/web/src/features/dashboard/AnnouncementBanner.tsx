import { Anchor, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { DashboardAnnouncement } from '@portal/contracts'
import { Link } from 'react-router'
import { errorMessage } from '../../lib/errors'
import { toastError } from '../../lib/toast'
import { useHideAnnouncement } from './dashboard-api'
import { isPortalPath } from '../../components/ActionLink'
import classes from './dashboard.module.css'

/** The dashboard announcement (spec 1 §2.3); dismissing it saves the time on the user. */
export function AnnouncementBanner({ announcement }: { announcement: DashboardAnnouncement }) {
  const hide = useHideAnnouncement()
  const { actionText, actionUrl } = announcement
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0" component="section" aria-label="Announcement">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {announcement.image && <img src={announcement.image} alt="" className={classes.announcementImage} />}
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h4">
            {announcement.title}
          </Title>
          <Text size="sm">{announcement.body}</Text>
          {actionText && actionUrl && (
            <div>
              {isPortalPath(actionUrl) ? (
                <Button component={Link} to={actionUrl} size="sm">
                  {actionText}
                </Button>
              ) : (
                <Anchor href={actionUrl} target="_blank" rel="noopener noreferrer">
                  {actionText}
                </Anchor>
              )}
            </div>
          )}
        </Stack>
        <CloseButton
          aria-label="Dismiss announcement"
          disabled={hide.isPending}
          onClick={() => hide.mutate(undefined, { onError: (error) => toastError(errorMessage(error)) })}
        />
      </Group>
    </Paper>
  )
}
