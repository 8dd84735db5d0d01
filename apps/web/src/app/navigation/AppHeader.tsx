import { Suspense, useState, type ComponentProps } from 'react'
import { ActionIcon, Burger, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { CurrentUser } from '@portal/contracts'
import { NotificationBell } from '../../features/notifications'
import { useWideFrom } from '../../lib/use-breakpoint'
import { lazyComponent } from '../lazy-component'
import { AccountMenu } from './AccountMenu'
import { Brand } from './Brand'
import type { HorizontalMenu as MenuBar } from './MainMenu'
import type { MenuEntry } from './navigation'

// The drawer (Mantine's Drawer: overlay, focus trap, scroll lock) is downloaded when the burger is
// first reached for, not with every signed-in page.
const NavigationDrawer = lazyComponent(() => import('./NavigationDrawer'), 'NavigationDrawer')
const preloadDrawer = () => void NavigationDrawer.preload().catch(() => undefined)
// The menu bar (Mantine's Menu for its groups) is drawn only from `md`: a phone never downloads it.
const HorizontalMenu = lazyComponent<'HorizontalMenu', ComponentProps<typeof MenuBar>>(
  () => import('./MainMenu'),
  'HorizontalMenu',
)

function SidebarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 4v16" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

interface AppHeaderProps {
  user: CurrentUser
  isAdminMode: boolean
  menu: MenuEntry[]
  /** Present when the page has a sidebar that can be collapsed. */
  sidebar: { isOpen: boolean; onToggle: () => void; controlsId: string } | null
}

/** The menu collapses into a burger drawer below the `md` breakpoint, where it no longer fits. */
export function AppHeader({ user, isAdminMode, menu, sidebar }: AppHeaderProps) {
  const hasMenuBar = useWideFrom('md')
  const [isDrawerOpen, drawer] = useDisclosure(false)
  // Kept once opened, so that it closes with its transition.
  const [hasDrawer, setHasDrawer] = useState(false)
  if (isDrawerOpen && !hasDrawer) setHasDrawer(true)
  const menuLabel = isAdminMode ? 'Admin' : 'Main'
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isDrawerOpen}
          onClick={drawer.toggle}
          hiddenFrom="md"
          size="sm"
          aria-label="Toggle navigation"
          aria-expanded={isDrawerOpen}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
        />
        {sidebar && (
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            visibleFrom="sm"
            onClick={sidebar.onToggle}
            aria-label="Toggle sidebar"
            aria-expanded={sidebar.isOpen}
            aria-controls={sidebar.controlsId}
          >
            <SidebarIcon />
          </ActionIcon>
        )}
        <Brand to={isAdminMode ? '/admin/users' : '/'} />
      </Group>
      {hasMenuBar && (
        <Group wrap="nowrap">
          <Suspense fallback={null}>
            <HorizontalMenu entries={menu} label={menuLabel} isMemberMenu={!isAdminMode} />
          </Suspense>
        </Group>
      )}
      <Group gap="xs" wrap="nowrap">
        <NotificationBell />
        <AccountMenu user={user} isAdminMode={isAdminMode} />
      </Group>
      {hasDrawer && (
        <Suspense fallback={null}>
          <NavigationDrawer
            isOpen={isDrawerOpen}
            onClose={drawer.close}
            entries={menu}
            label={menuLabel}
            isMemberMenu={!isAdminMode}
          />
        </Suspense>
      )}
    </Group>
  )
}
