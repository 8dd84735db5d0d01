/** The account menu's Mantine Menu, in a chunk of its own (see AccountMenu). */
import { Button, Menu } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { CurrentUser } from '@portal/contracts'
import { useLogout } from '../../features/auth'
import { ChevronDown } from './AccountMenu'
import { HEADER_MENU_PROPS, modeToggle } from './navigation'

export interface AccountMenuDropdownProps {
  user: CurrentUser
  isAdminMode: boolean
  /** Opened as it appears: the trigger was pressed before this chunk arrived. */
  isOpenedAtOnce: boolean
}

/** My Account, the Admin/Normal toggle for admins, and Logout. */
export function AccountMenuDropdown({ user, isAdminMode, isOpenedAtOnce }: AccountMenuDropdownProps) {
  const logout = useLogout()
  const toggle = modeToggle(isAdminMode)
  const target = useRef<HTMLButtonElement>(null)
  // This button replaces the one that was pressed: the focus it had moves to it.
  useEffect(() => {
    if (isOpenedAtOnce) target.current?.focus()
  }, [isOpenedAtOnce])
  return (
    <Menu position="bottom-end" defaultOpened={isOpenedAtOnce} {...HEADER_MENU_PROPS}>
      <Menu.Target>
        <Button
          ref={target}
          variant="default"
          // The name includes the visible first name so speech users can say what they see.
          aria-label={`Account menu for ${user.firstName}`}
          rightSection={<ChevronDown />}
          loading={logout.isPending}
        >
          {user.firstName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/edit-profile">
          My Account
        </Menu.Item>
        {user.role === 'admin' && (
          <Menu.Item component={Link} to={toggle.to}>
            {toggle.label}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => logout.mutate()}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
