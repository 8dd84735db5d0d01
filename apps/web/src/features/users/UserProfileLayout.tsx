import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Suspense } from 'react'
import { Link, Outlet, useLocation, useParams } from 'react-router'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { isApiError } from '../../lib/errors'
import { activeProfileTab, profilePath, type ProfileTab } from '../../lib/profile-tabs'
import { routeId } from '../../lib/route-params'
import { useAdminUser } from './users-api'
import classes from './UserProfileLayout.module.css'

export const UserProfileTexts = {
  backToUsers: '← Users',
  notFound: 'This user was not found.',
  loadFailed: 'The user could not be loaded',
  impersonate: 'Impersonate',
  tabsLabel: 'User profile',
} as const

/**
 * /admin/users/:userId and its tabs (spec 3 §2 "User profile"): the person's name, the
 * Impersonate link and the tabs the features declared (`tabs`, installed by the app), then the open
 * tab's screen, or the sentence of a tab not built yet. Each tab is a link with its own address.
 */
export function UserProfileLayout({ tabs }: { tabs: readonly ProfileTab[] }) {
  const { userId } = useParams()
  const id = routeId(userId)
  const user = useAdminUser(id)
  const { pathname } = useLocation()
  const active = activeProfileTab(tabs, pathname)
  const isNotFound = id === 0 || (isApiError(user.error) && user.error.status === 404)

  return (
    <Stack gap="lg" maw={1040}>
      <Anchor component={Link} to="/admin/users" size="sm">
        {UserProfileTexts.backToUsers}
      </Anchor>
      {isNotFound ? (
        <>
          <Title order={1}>User</Title>
          <Text>{UserProfileTexts.notFound}</Text>
        </>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1} className={classes.name}>
              {user.data ? `${user.data.firstName} ${user.data.lastName}` : 'User'}
            </Title>
            {/* An admin cannot act as another admin (the impersonation module refuses it). */}
            {user.data?.role === 'member' && (
              <Button component={Link} to={`/impersonate/take/${id}`} variant="default" size="sm">
                {UserProfileTexts.impersonate}
              </Button>
            )}
          </Group>
          {user.isPending && <PageLoader label="Loading the user..." />}
          {user.isError && !user.data && <LoadError title={UserProfileTexts.loadFailed} query={user} />}
          <Box component="nav" aria-label={UserProfileTexts.tabsLabel} className={classes.tabs}>
            {tabs.map((tab) => {
              const isActive = tab === active
              return (
                <Link
                  key={tab.path}
                  to={profilePath(id, tab)}
                  className={classes.tab}
                  data-active={isActive || undefined}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              )
            })}
          </Box>
          {user.data && (
            <Suspense fallback={<PageLoader />}>
              {active?.placeholder ? <TabPlaceholder tab={active} /> : <Outlet />}
            </Suspense>
          )}
        </>
      )}
    </Stack>
  )
}

/** A tab whose feature has not landed: what it will hold, never a dead end. */
function TabPlaceholder({ tab }: { tab: ProfileTab }) {
  return (
    <Stack gap="md">
      <Title order={2}>{tab.label}</Title>
      <Paper withBorder p="lg" radius="md">
        <Text>{tab.placeholder}</Text>
      </Paper>
    </Stack>
  )
}
