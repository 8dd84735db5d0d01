import { Button, Menu } from '@mantine/core'
import { Link } from 'react-router'
import type { CurrentUser } from '@portal/contracts'
import { useLogout } from '../../features/auth'
import { HEADER_MENU_PROPS, modeToggle } from './navigation'

function ChevronDown() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

/** My Account, the Admin/Normal toggle for admins, and Logout. */
export function AccountMenu({ user, isAdminMode }: { user: CurrentUser; isAdminMode: boolean }) {
  const logout = useLogout()
  const toggle = modeToggle(isAdminMode)
  return (
    <Menu position="bottom-end" {...HEADER_MENU_PROPS}>
      <Menu.Target>
        <Button
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
