/**
 * The header menu: horizontal links on wide screens, a vertical list inside the burger drawer on
 * small ones. The entries come from the pure `memberMenu` / `adminMenu` rules.
 */
import { Button, Flex, Menu, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { CartCountBadge } from '../../features/cart'
import { HEADER_MENU_PROPS, linkTargets, type MenuEntry } from './navigation'
import classes from '../layouts/layout.module.css'

function ChevronDown() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

const groupId = (label: string) => `menu-group-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

/** A link is only "current" on its own page when another menu link lives under it. */
function isEndLink(to: string, entries: MenuEntry[]): boolean {
  return linkTargets(entries).some((other) => other !== to && other.startsWith(`${to}/`))
}

/** Something shown after a link's label, by link target. */
type MenuBadges = Readonly<Record<string, ReactNode>>
/** The member menu's: the cart's item count (here, so that only a drawn menu loads the cart's code). */
const MEMBER_MENU_BADGES: MenuBadges = { '/cart': <CartCountBadge /> }
const NO_BADGES: MenuBadges = {}

export interface MenuProps {
  entries: MenuEntry[]
  label: string
  /** The member menu shows the cart's item count after its link. */
  isMemberMenu: boolean
}

export function HorizontalMenu({ entries, label, isMemberMenu }: MenuProps) {
  const badges = isMemberMenu ? MEMBER_MENU_BADGES : NO_BADGES
  return (
    <nav aria-label={label}>
      <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, alignItems: 'center' }}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' && (
              <NavLink to={entry.to} end={isEndLink(entry.to, entries)} className={classes.navLink}>
                {entry.label}
                {badges[entry.to]}
              </NavLink>
            )}
            {entry.kind === 'external' && (
              <a href={entry.href} target="_blank" rel="noopener noreferrer" className={classes.navLink}>
                {entry.label}
              </a>
            )}
            {entry.kind === 'group' && (
              <Menu position="bottom-start" {...HEADER_MENU_PROPS}>
                <Menu.Target>
                  <Button variant="subtle" color="dark" size="compact-sm" rightSection={<ChevronDown />} fw={500}>
                    {entry.label}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {entry.items.map((item) => (
                    <Menu.Item key={item.to} component={Link} to={item.to}>
                      {item.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The same entries for the burger drawer; choosing a link closes the drawer. */
export function VerticalMenu({ entries, label, isMemberMenu, onNavigate }: MenuProps & { onNavigate: () => void }) {
  const badges = isMemberMenu ? MEMBER_MENU_BADGES : NO_BADGES
  return (
    <nav aria-label={label}>
      <Flex component="ul" direction="column" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' && (
              <NavLink
                to={entry.to}
                end={isEndLink(entry.to, entries)}
                className={`${classes.navLink} ${classes.drawerLink}`}
                onClick={onNavigate}
              >
                {entry.label}
                {badges[entry.to]}
              </NavLink>
            )}
            {entry.kind === 'external' && (
              <a
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${classes.navLink} ${classes.drawerLink}`}
                onClick={onNavigate}
              >
                {entry.label}
              </a>
            )}
            {entry.kind === 'group' && (
              <>
                <Text fw={700} size="sm" px="sm" pt="sm" pb={4} id={groupId(entry.label)}>
                  {entry.label}
                </Text>
                <ul aria-labelledby={groupId(entry.label)} style={{ listStyle: 'none', margin: 0, paddingLeft: 12 }}>
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={`${classes.navLink} ${classes.drawerLink}`} onClick={onNavigate}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </Flex>
    </nav>
  )
}
