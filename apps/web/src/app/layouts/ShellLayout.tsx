/**
 * The signed-in frame (spec 1, section 2.3): header with the member or admin menu and the
 * account dropdown, a collapsible sidebar on the dashboard and edit-profile pages, and the footer.
 *
 * Laid out by its own stylesheet (layout.module.css, `.shell`): a fixed header, a fixed sidebar
 * from `sm` that slides out when collapsed, and the main column beside them. Mantine's AppShell
 * did the same with styles worked out in script on every render, and brought a scroll-lock
 * library with it for a class name: a tenth of the signed-in frame's JavaScript.
 */
import { Suspense } from 'react'
import { Box } from '@mantine/core'
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
import classes from './layout.module.css'
import { MAIN_CONTENT_ID, SkipLink } from '../navigation/SkipLink'

const SIDEBAR_ID = 'app-sidebar'
const SCROLL_LOCK_ZERO_RIGHT = 'right-scroll-bar-position'

export function ShellLayout() {
  const { data: user } = useCurrentUser()
  const config = useRuntimeConfig()
  const { pathname } = useLocation()
  const [isSidebarOpen, sidebar] = useDisclosure(true)
  // Below `sm` the sidebar is not drawn at all.
  const hasSidebarRoom = useWideFrom('sm')
  // The member guard above renders this frame only for a signed-in user; during a logout the
  // guard takes over, so nothing is drawn for the moment the user is already gone.
  if (!user) return null

  const isAdminMode = isAdminPath(pathname)
  const menu = isAdminMode ? adminMenu({ mailOutbox: config.mailOutbox }) : memberMenu()
  const sidebarContent = sidebarContentFor(pathname)
  const sidebarLabel = sidebarContent === 'edit-profile' ? 'Edit profile' : 'Profile summary'

  return (
    <div className={classes.shell} data-sidebar={sidebarContent ? (isSidebarOpen ? 'open' : 'closed') : undefined}>
      <SkipLink />
      {/* The scroll lock of an open dialog keeps this fixed header from shifting under the hidden
          scrollbar by this class (react-remove-scroll's "zeroRight", loaded with the dialog). */}
      <header className={`${classes.shellHeader} ${SCROLL_LOCK_ZERO_RIGHT}`}>
        <AppHeader
          user={user}
          isAdminMode={isAdminMode}
          menu={menu}
          sidebar={sidebarContent ? { isOpen: isSidebarOpen, onToggle: sidebar.toggle, controlsId: SIDEBAR_ID } : null}
        />
      </header>
      {/* Main comes before the sidebar in the document so its h1 is the first heading read. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.shellMain}>
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
        {sidebarContent === 'profile-summary' && !hasSidebarRoom && (
          // Below `sm` there is no sidebar: the profile summary (with its MyAFCPE Profile badges)
          // follows the page instead of vanishing, as the edit-profile navigation moves above it.
          <Box mt="md">
            <ProfileSummaryCard user={user} />
          </Box>
        )}
        {/* The profile update prompt asks on the dashboard route only (see ProfileUpdateModal). */}
        {pathname === '/' && <ProfileUpdateModal />}
      </main>
      {sidebarContent && hasSidebarRoom && (
        <nav
          id={SIDEBAR_ID}
          className={classes.shellSidebar}
          aria-label={sidebarLabel}
          // A collapsed sidebar is only slid out of view; inert keeps it out of the tab order.
          inert={!isSidebarOpen}
        >
          {sidebarContent === 'edit-profile' ? <EditProfileNav profile={user} /> : <ProfileSummaryCard user={user} />}
        </nav>
      )}
      <SiteFooter inShell />
    </div>
  )
}
