import { describe, expect, it } from 'vitest'
import { fullNameOf, initialsOf } from '../../lib/names'
import { adminMenu, isAdminPath, linkTargets, memberMenu, modeToggle, sidebarContentFor } from './navigation'

describe('shell rules', () => {
  it('is in admin mode exactly under /admin', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/users/3')).toBe(true)
    expect(isAdminPath('/administrator')).toBe(false)
    expect(isAdminPath('/')).toBe(false)
  })

  it('shows the edit-profile navigation or the profile summary in the sidebar', () => {
    expect(sidebarContentFor('/edit-profile')).toBe('edit-profile')
    expect(sidebarContentFor('/edit-profile/social')).toBe('edit-profile')
    expect(sidebarContentFor('/')).toBe('profile-summary')
    expect(sidebarContentFor('/cart')).toBeNull()
  })

  it('lists the member menu in the spec order, Help being external', () => {
    const menu = memberMenu()
    expect(menu.map((entry) => entry.label)).toEqual([
      'Certification',
      'Membership',
      'Essentials Courses',
      'Independent Trainer',
      'Cart',
      'Help',
    ])
    expect(menu.at(-1)?.kind).toBe('external')
  })

  it('adds Mail to the admin menu only when mail is kept in the outbox', () => {
    expect(adminMenu({ mailOutbox: false }).map((entry) => entry.label)).toEqual([
      'Users',
      'System Data',
      'Pending Approvals',
    ])
    const withMail = adminMenu({ mailOutbox: true })
    expect(withMail.map((entry) => entry.label)).toEqual(['Users', 'System Data', 'Pending Approvals', 'Mail'])
    expect(linkTargets(withMail)).toContain('/admin/individual-ceus')
  })

  it('toggles between the admin and the normal view', () => {
    expect(modeToggle(false)).toEqual({ label: 'Admin', to: '/admin/users' })
    expect(modeToggle(true)).toEqual({ label: 'Normal', to: '/' })
  })
})

describe('names', () => {
  it('builds initials and full names', () => {
    expect(initialsOf('ada', 'Lovelace')).toBe('AL')
    expect(initialsOf(' ', '')).toBe('?')
    expect(fullNameOf({ firstName: 'Ada', middleName: null, lastName: 'Lovelace' })).toBe('Ada Lovelace')
    expect(fullNameOf({ firstName: 'Ada', middleName: 'King', lastName: 'Lovelace' })).toBe('Ada King Lovelace')
  })
})
