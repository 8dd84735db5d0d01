/**
 * The signed-in frame (spec 1, section 2.3): header with the member or admin menu and the
 * account dropdown, a collapsible sidebar on the dashboard and edit-profile pages, and the footer.
 */
import { Suspense } from 'react'
import { AppShell, Box } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet, useLocation } from 'react-router'
import { PageLoader } from '../../components/PageLoader'
import { ProfileSummaryCard } from '../../features/dashboard'
import { ImpersonationBanner } from '../../features/impersonation'
import { EditProfileNav, ProfileUpdateModal } from '../../features/profile'
import { OutOfOfficeBanner } from '../../features/system'
import { useRuntimeConfig } from '../../lib/runtime-config'
import { useWideFrom } from '../../lib/use-breakpoint'
import { useCurrentUser } from '../../lib/session'
import { AppHeader } from '../navigation/AppHeader'
import { adminMenu, isAdminPath, memberMenu, sidebarContentFor } from '../navigation/navigation'
import { SiteFooter } from '../navigation/SiteFooter'
import { MAIN_CONTENT_ID, SkipLink } from '../navigation/SkipLink'

const SIDEBAR_ID = 'app-sidebar'
const HEADER_HEIGHT = 64

export function ShellLayout() {
  const { data: user } = useCurrentUser()
  const config = useRuntimeConfig()
  const { pathname } = useLocation()
  const [isSidebarOpen, sidebar] = useDisclosure(true)
  // Below `sm` the sidebar is not drawn at all (AppShell collapses it there).
  const hasSidebarRoom = useWideFrom('sm')
  // The member guard above renders this frame only for a signed-in user; during a logout the
  // guard takes over, so nothing is drawn for the moment the user is already gone.
  if (!user) return null

  const isAdminMode = isAdminPath(pathname)
  const menu = isAdminMode ? adminMenu({ mailOutbox: config.mailOutbox }) : memberMenu()
  const sidebarContent = sidebarContentFor(pathname)
  const sidebarLabel = sidebarContent === 'edit-profile' ? 'Edit profile' : 'Profile summary'

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        sidebarContent
          ? { width: { sm: 240, lg: 280 }, breakpoint: 'sm', collapsed: { mobile: true, desktop: !isSidebarOpen } }
          : undefined
      }
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          user={user}
          isAdminMode={isAdminMode}
          menu={menu}
          sidebar={sidebarContent ? { isOpen: isSidebarOpen, onToggle: sidebar.toggle, controlsId: SIDEBAR_ID } : null}
        />
      </AppShell.Header>
      {/* Main comes before the sidebar in the document so its h1 is the first heading read. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {sidebarContent === 'edit-profile' && (
          // Below `sm` the sidebar is hidden, except this navigation, which moves above the page.
          <Box component="nav" aria-label="Edit profile" hiddenFrom="sm" mb="md">
            <EditProfileNav profile={user} />
          </Box>
        )}
        {user.impersonatorId !== null && <ImpersonationBanner user={user} />}
        <OutOfOfficeBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        {/* The profile update prompt asks on the dashboard route only (see ProfileUpdateModal). */}
        {pathname === '/' && <ProfileUpdateModal />}
      </AppShell.Main>
      {sidebarContent && hasSidebarRoom && (
        <AppShell.Navbar
          id={SIDEBAR_ID}
          p="md"
          aria-label={sidebarLabel}
          // A collapsed sidebar is only slid out of view; inert keeps it out of the tab order.
          inert={!isSidebarOpen}
        >
          {sidebarContent === 'edit-profile' ? <EditProfileNav profile={user} /> : <ProfileSummaryCard user={user} />}
        </AppShell.Navbar>
      )}
      <SiteFooter inShell />
    </AppShell>
  )
}
