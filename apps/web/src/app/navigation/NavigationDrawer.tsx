/** The burger's drawer with the menu, in a chunk of its own (see AppHeader). */
import { Drawer } from '@mantine/core'
import { useEffect, useState } from 'react'
import { VerticalMenu, type MenuProps } from './MainMenu'

interface NavigationDrawerProps extends MenuProps {
  isOpen: boolean
  onClose: () => void
}

export function NavigationDrawer({ isOpen, onClose, entries, label, isMemberMenu }: NavigationDrawerProps) {
  // Mounted closed and then opened, the drawer slides in the first time as it does afterwards.
  const [isMounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    <Drawer
      opened={isOpen && isMounted}
      onClose={onClose}
      title="Menu"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <VerticalMenu entries={entries} label={label} isMemberMenu={isMemberMenu} onNavigate={onClose} />
    </Drawer>
  )
}
