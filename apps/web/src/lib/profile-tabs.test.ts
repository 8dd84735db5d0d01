import { describe, expect, it } from 'vitest'
import type { WebRoute } from '@portal/contracts'
import { activeProfileTab, profilePath, profileTabProblems, profileTabRegistry, type ProfileTab } from './profile-tabs'

const route = (path: string, status: WebRoute['status'] = 'ready'): WebRoute => ({
  path,
  title: path,
  access: 'admin',
  status,
})
const routes = [
  route('/admin/users/:userId'),
  route('/admin/users/:userId/notes'),
  route('/admin/users/:userId/registrations'),
  route('/admin/users/:userId/registrations/new'),
  route('/admin/users/:userId/merge', 'planned'),
  route('/admin/mail'),
]
const info: ProfileTab = { path: '/admin/users/:userId', label: 'Info', order: 0 }
const notes: ProfileTab = { path: '/admin/users/:userId/notes', label: 'Notes', order: 40 }
const registrations: ProfileTab = { path: '/admin/users/:userId/registrations', label: 'Registrations', order: 10 }
const merge: ProfileTab = { path: '/admin/users/:userId/merge', label: 'Merge', order: 80, placeholder: 'Soon.' }

describe('profile tabs', () => {
  it('orders the declared tabs, whatever order they were installed in', () => {
    expect(profileTabRegistry([merge, notes, info, registrations], routes).map((tab) => tab.label)).toEqual([
      'Info',
      'Registrations',
      'Notes',
      'Merge',
    ])
  })

  it('refuses a tab declared twice, outside the profile, without a screen, or a placeholder over a screen', () => {
    expect(profileTabProblems([notes, notes], routes)).toEqual([
      'Profile tab /admin/users/:userId/notes is declared twice.',
    ])
    expect(profileTabProblems([{ path: '/admin/mail', label: 'Mail', order: 1 }], routes)).toHaveLength(1)
    expect(profileTabProblems([{ ...merge, placeholder: undefined }], routes)).toHaveLength(1)
    expect(profileTabProblems([{ ...notes, placeholder: 'x' }], routes)).toHaveLength(1)
    expect(() => profileTabRegistry([notes, notes], routes)).toThrow(/declared twice/)
  })

  it('selects the most specific tab of a path, a page within a tab included', () => {
    const tabs = [info, notes, registrations]
    expect(activeProfileTab(tabs, '/admin/users/9')?.label).toBe('Info')
    expect(activeProfileTab(tabs, '/admin/users/9/notes')?.label).toBe('Notes')
    expect(activeProfileTab(tabs, '/admin/users/9/registrations/new')?.label).toBe('Registrations')
    expect(profilePath(9, notes)).toBe('/admin/users/9/notes')
    expect(profilePath(9)).toBe('/admin/users/9')
  })
})
