/** The burger's drawer with the menu, in a chunk of its own (see AppHeader). */
import { Drawer } from '@mantine/core'
import { useEffect, useState } from 'react'
import { VerticalMenu, type MenuBadges } from './MainMenu'
import type { MenuEntry } from './navigation'

interface NavigationDrawerProps {
  isOpen: boolean
  onClose: () => void
  entries: MenuEntry[]
  label: string
  badges: MenuBadges
}

export function NavigationDrawer({ isOpen, onClose, entries, label, badges }: NavigationDrawerProps) {
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
      <VerticalMenu entries={entries} label={label} onNavigate={onClose} badges={badges} />
    </Drawer>
  )
}
