/** Pure rules of the signed-in shell: which menu, which sidebar, which toggle. */
import { MEMBER_MENU, PENDING_APPROVALS_MENU } from '@portal/contracts'

/**
 * Header dropdowns stay inside the header landmark (no portal), and without Mantine's focus
 * placeholder, a focusable non-item child that makes role="menu" invalid for assistive technology.
 */
export const HEADER_MENU_PROPS = { withinPortal: false, withInitialFocusPlaceholder: false } as const

export interface MenuLink {
  kind: 'link'
  label: string
  to: string
}
export interface MenuExternalLink {
  kind: 'external'
  label: string
  href: string
}
export interface MenuGroup {
  kind: 'group'
  label: string
  items: MenuLink[]
}
export type MenuEntry = MenuLink | MenuExternalLink | MenuGroup

/** Admin mode is decided by the address alone, so a link or a reload keeps the same menu. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

export function isEditProfilePath(pathname: string): boolean {
  return pathname === '/edit-profile' || pathname.startsWith('/edit-profile/')
}

export type SidebarContent = 'edit-profile' | 'profile-summary' | null

export function sidebarContentFor(pathname: string): SidebarContent {
  if (isEditProfilePath(pathname)) return 'edit-profile'
  if (pathname === '/') return 'profile-summary'
  return null
}

export function memberMenu(): MenuEntry[] {
  return MEMBER_MENU.map((item) =>
    'href' in item
      ? { kind: 'external', label: item.label, href: item.href }
      : { kind: 'link', label: item.label, to: item.to },
  )
}

export function adminMenu({ mailOutbox }: { mailOutbox: boolean }): MenuEntry[] {
  const entries: MenuEntry[] = [
    { kind: 'link', label: 'Users', to: '/admin/users' },
    { kind: 'link', label: 'System Data', to: '/admin/extended' },
    {
      kind: 'group',
      label: 'Pending Approvals',
      items: PENDING_APPROVALS_MENU.map((item) => ({ kind: 'link', label: item.label, to: item.to })),
    },
  ]
  // The outbox only exists when no SMTP server is configured.
  if (mailOutbox) entries.push({ kind: 'link', label: 'Mail', to: '/admin/mail' })
  return entries
}

/** The account dropdown's Admin/Normal item: it always leads to the other mode. */
export function modeToggle(isAdminMode: boolean): { label: 'Admin' | 'Normal'; to: string } {
  return isAdminMode ? { label: 'Normal', to: '/' } : { label: 'Admin', to: '/admin/users' }
}

/** Every internal destination of a menu, groups included. */
export function linkTargets(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.to] : entry.kind === 'group' ? entry.items.map((item) => item.to) : [],
  )
}
