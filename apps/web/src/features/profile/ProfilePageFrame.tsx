import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import type { Profile } from '@portal/contracts'
import type { ReactNode } from 'react'
import { PageLoader } from '../../components/PageLoader'
import { errorMessage } from '../../lib/errors'
import { useProfile } from './profile-api'

/**
 * The frame of every edit-profile page: its heading, then the page's content once the profile
 * has loaded (a loader before, an error with a retry if it could not load).
 */
export function ProfilePageFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: (profile: Profile) => ReactNode
}) {
  const profile = useProfile()
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{title}</Title>
      {intro && <Text>{intro}</Text>}
      {profile.isPending && <PageLoader label="Loading your profile..." />}
      {profile.isError && (
        <Alert color="red" title="Your profile could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(profile.error)}</Text>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => void profile.refetch()}
              loading={profile.isFetching}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {profile.data && children(profile.data)}
    </Stack>
  )
}
