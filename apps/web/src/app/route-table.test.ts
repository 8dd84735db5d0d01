import { describe, expect, it } from 'vitest'
import { WEB_ROUTES, type WebRoute } from '@portal/contracts'
import { routesByAccess, screenDataProblems, screenTableProblems } from './route-table'

const route = (path: string, status: WebRoute['status']): WebRoute => ({ path, title: path, access: 'member', status })

describe('screenTableProblems', () => {
  it('reports a ready route without a screen and a screen without a ready route', () => {
    expect(screenTableProblems([route('/a', 'ready'), route('/b', 'planned')], ['/b'])).toEqual([
      'Ready route /a has no screen.',
      'Screen /b is not a ready route in WEB_ROUTES.',
    ])
  })

  it('accepts a matching table', () => {
    expect(screenTableProblems([route('/a', 'ready'), route('/b', 'planned')], ['/a'])).toEqual([])
  })
})

describe('screenDataProblems', () => {
  it('accepts data for a ready signed-in screen only', () => {
    const visitor: WebRoute = { path: '/login', title: 'Log in', access: 'visitor', status: 'ready' }
    expect(screenDataProblems([route('/a', 'ready'), route('/b', 'planned'), visitor], ['/a'])).toEqual([])
    expect(screenDataProblems([route('/a', 'ready'), route('/b', 'planned'), visitor], ['/b', '/login', '/c'])).toEqual(
      [
        'SCREEN_DATA /b is not a ready member or admin route in WEB_ROUTES.',
        'SCREEN_DATA /login is not a ready member or admin route in WEB_ROUTES.',
        'SCREEN_DATA /c is not a ready member or admin route in WEB_ROUTES.',
      ],
    )
  })
})

describe('routesByAccess', () => {
  it('puts every route of the table in exactly one group', () => {
    const groups = routesByAccess(WEB_ROUTES)
    const total = groups.visitor.length + groups.public.length + groups.member.length + groups.admin.length
    expect(total).toBe(WEB_ROUTES.length)
    expect(groups.visitor.map((r) => r.path)).toEqual([
      '/login',
      '/register',
      '/register/confirm/:token',
      '/password/reset',
      '/password/reset/:token',
    ])
    expect(groups.public.map((r) => r.path)).toEqual([
      '/email/restore/:token',
      '/certificates/:code',
      '/experience-verification/:token',
      '/ceu-library',
      '/study-module-form',
    ])
  })
})
