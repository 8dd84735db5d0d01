/**
 * The header's account menu. Its trigger is drawn at once; the menu itself (Mantine's Menu,
 * Popover and floating-ui, some 20 KB gzip) is downloaded once the page is idle, then replaces the
 * trigger with an identical one: a phone's first view of every signed-in page no longer waits for
 * it. Pressed before it has arrived, the trigger opens the menu as soon as it does.
 */
import { Button } from '@mantine/core'
import { Suspense, useEffect, useState } from 'react'
import type { CurrentUser } from '@portal/contracts'
import { whenIdle } from '../../lib/idle'
import { lazyComponent } from '../lazy-component'

const AccountMenuDropdown = lazyComponent(() => import('./AccountMenuDropdown'), 'AccountMenuDropdown')

export function ChevronDown() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

export function AccountMenu({ user, isAdminMode }: { user: CurrentUser; isAdminMode: boolean }) {
  const [hasMenu, setHasMenu] = useState(false)
  const [isOpenedAtOnce, setOpenedAtOnce] = useState(false)
  const load = () =>
    AccountMenuDropdown.preload().then(
      () => setHasMenu(true),
      // Offline or a replaced chunk: the trigger stays and asks again when pressed.
      () => undefined,
    )
  useEffect(() => whenIdle(() => void load()), [])

  // The name includes the visible first name so speech users can say what they see.
  const trigger = (
    <Button
      variant="default"
      aria-label={`Account menu for ${user.firstName}`}
      aria-haspopup="menu"
      aria-expanded={false}
      rightSection={<ChevronDown />}
      onClick={() => {
        setOpenedAtOnce(true)
        void load()
      }}
    >
      {user.firstName}
    </Button>
  )
  if (!hasMenu) return trigger
  return (
    <Suspense fallback={trigger}>
      <AccountMenuDropdown user={user} isAdminMode={isAdminMode} isOpenedAtOnce={isOpenedAtOnce} />
    </Suspense>
  )
}
