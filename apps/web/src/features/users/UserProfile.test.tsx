import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserProfileMessages as M, type AdminUserProfile, type UserFlag, type UserNote } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { renderInApp } from '../../../test/render'
import type { ProfileTab } from '../../lib/profile-tabs'
import { toastSuccess } from '../../lib/toast'
import { flagsProfileTab, infoProfileTab, mergeProfileTab, notesProfileTab } from './profile-tabs'
import { UserFlagsTab } from './UserFlagsTab'
import { UserInfoTab } from './UserInfoTab'
import { UserNotesTab } from './UserNotesTab'
import { UserProfileLayout, UserProfileTexts } from './UserProfileLayout'

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const profile: AdminUserProfile = {
  id: 7,
  firstName: 'Casey',
  middleName: null,
  lastName: 'Candidate',
  suffix: null,
  email: 'casey@example.test',
  role: 'member',
  phones: { cell: '5551234567', home: null, work: null },
  address: ['1 Main St', 'Springfield, VA 22150', 'United States'],
  accountCreatedOn: '2024-03-01',
  memberSince: '2024-07-01',
  membership: { valid: true, name: 'Professional Membership', end: '2026-06-30' },
  secuId: 'S-1',
  activeFlags: [{ id: 1, reason: 'Chargeback', note: 'Call first' }],
}
const flag = (over: Partial<UserFlag>): UserFlag => ({
  id: 1,
  reason: 'Chargeback',
  note: 'Call first',
  active: true,
  createdAt: '2026-01-02T12:00:00.000Z',
  ...over,
})
const flags = { flags: [flag({}), flag({ id: 2, reason: 'Old dispute', note: null, active: false })] }
const note = (over: Partial<UserNote>): UserNote => ({
  id: 1,
  note: 'Called about the exam',
  author: { firstName: 'Ada', lastName: 'Staff' },
  createdAt: '2026-02-03T15:00:00.000Z',
  updatedAt: '2026-02-03T15:00:00.000Z',
  ...over,
})

/** A registrations tab of another feature and a tab not built yet, as the app installs them. */
const registrationsTab: ProfileTab = { path: '/admin/users/:userId/registrations', label: 'Registrations', order: 10 }
const TABS = [infoProfileTab, registrationsTab, notesProfileTab, flagsProfileTab, mergeProfileTab]

function serve(answer: (call: FetchCall) => Response | undefined) {
  return stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname
    const given = answer(call)
    if (given) return given
    if (path === '/api/admin/user/7') return json(profile)
    if (path === '/api/admin/user/7/flags') return json(flags)
    if (path === '/api/admin/user/7/notes') return json({ notes: [] })
    return json({ message: 'Not found', code: 'not_found' }, 404)
  })
}

function renderAt(path: string) {
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<UserProfileLayout tabs={TABS} />}>
          <Route path="/admin/users/:userId" element={<UserInfoTab />} />
          <Route path="/admin/users/:userId/registrations" element={<h2>The registrations</h2>} />
          <Route path="/admin/users/:userId/notes" element={<UserNotesTab />} />
          <Route path="/admin/users/:userId/flags" element={<UserFlagsTab />} />
          <Route path="/admin/users/:userId/merge" element={<p>Coming soon</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(toastSuccess).mockReset()
})

describe('the user profile layout', () => {
  it('names the person, links Impersonate, and draws the declared tabs in order, each its own address', async () => {
    serve(() => undefined)
    renderAt('/admin/users/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Candidate' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Impersonate' }).getAttribute('href')).toBe('/impersonate/take/7')
    const nav = screen.getByRole('navigation', { name: 'User profile' })
    const tabs = within(nav).getAllByRole('link')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Info', '/admin/users/7'],
      ['Registrations', '/admin/users/7/registrations'],
      ['Notes', '/admin/users/7/notes'],
      ['Flags', '/admin/users/7/flags'],
      ['Merge', '/admin/users/7/merge'],
    ])
    expect(within(nav).getByRole('link', { name: 'Info' }).getAttribute('aria-current')).toBe('page')
  })

  it("opens another feature's tab inside the frame, and a tab not built yet says what will be there", async () => {
    serve(() => undefined)
    renderAt('/admin/users/7/registrations')
    expect(await screen.findByRole('heading', { level: 2, name: 'The registrations' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Registrations' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(screen.getByRole('link', { name: 'Merge' }))
    expect(await screen.findByText(mergeProfileTab.placeholder ?? '')).toBeTruthy()
    expect(screen.queryByText('Coming soon')).toBeNull()
  })

  it('offers no Impersonate link on an admin, whom no admin may act as', async () => {
    serve((call) => (call.url === '/api/admin/user/7' ? json({ ...profile, role: 'admin' }) : undefined))
    renderAt('/admin/users/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Candidate' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Impersonate' })).toBeNull()
  })

  it('says an unknown user was not found, without tabs', async () => {
    serve(() => undefined)
    renderAt('/admin/users/99')
    expect(await screen.findByText(UserProfileTexts.notFound)).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'User profile' })).toBeNull()
  })
})

describe('the Info tab', () => {
  it('shows the active flags in a red alert above the person, their membership status and secuId', async () => {
    serve(() => undefined)
    renderAt('/admin/users/7')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Chargeback: Call first')
    expect(alert.textContent).not.toContain('Old dispute')
    const info = screen.getByRole('table', { name: 'User information' })
    expect(within(info).getByText('Professional Membership, valid through 06/30/2026')).toBeTruthy()
    expect(within(info).getByText('07/01/2024')).toBeTruthy()
    expect(within(info).getByText('(555) 123-4567 (Cell)')).toBeTruthy()
    expect(within(info).getByText('Springfield, VA 22150')).toBeTruthy()
    expect((screen.getByLabelText('SecuId') as HTMLInputElement).value).toBe('S-1')
  })

  it("saves the secuId, and says 'There was a problem updating the user' when the server fails", async () => {
    let fails = true
    const calls = serve((call) => {
      if (call.method !== 'PATCH') return undefined
      return fails ? json({ message: 'Internal error', code: 'internal' }, 500) : json({ secuId: 'NEW-1' })
    })
    renderAt('/admin/users/7')
    const input = await screen.findByLabelText('SecuId')
    await userEvent.clear(input)
    await userEvent.type(input, 'NEW-1')
    await userEvent.click(screen.getByRole('button', { name: 'Save SecuId' }))
    expect(await screen.findByText(M.updateFailed)).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('NEW-1')
    fails = false
    await userEvent.click(screen.getByRole('button', { name: 'Save SecuId' }))
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(M.secuIdSaved))
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body])).toEqual([
      ['/api/admin/user/7/secu-id', { secuId: 'NEW-1' }],
      ['/api/admin/user/7/secu-id', { secuId: 'NEW-1' }],
    ])
  })
})

describe('the Notes tab', () => {
  it('lists notes newest first with their author and date, adds one and edits one', async () => {
    let notes = [
      note({ id: 2, note: 'Second', createdAt: '2026-03-01T15:00:00.000Z', updatedAt: '2026-03-01T15:00:00.000Z' }),
      note({}),
    ]
    const calls = serve((call) => {
      if (call.url !== '/api/admin/user/7/notes' && !call.url.startsWith('/api/admin/user/7/notes/')) return undefined
      if (call.method === 'POST')
        notes = [note({ id: 3, note: 'Third', createdAt: '2026-04-01T15:00:00.000Z' }), ...notes]
      if (call.method === 'PATCH') notes = notes.map((n) => (n.id === 1 ? { ...n, note: 'Edited' } : n))
      return json({ notes })
    })
    renderAt('/admin/users/7/notes')
    const list = await screen.findByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('SecondAda Staff, 03/01/2026'),
      expect.stringContaining('Called about the examAda Staff, 02/03/2026'),
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }))
    expect(await screen.findByText(M.required)).toBeTruthy()
    await userEvent.type(screen.getByLabelText('New note'), 'Third')
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3))
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('')

    await userEvent.click(screen.getByRole('button', { name: 'Edit note of 02/03/2026' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Note' })
    const text = within(dialog).getByLabelText('Note')
    await userEvent.clear(text)
    await userEvent.type(text, 'Edited')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Note' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('Edited')).toBeTruthy()
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/admin/user/7/notes', { note: 'Third' }],
      ['PATCH', '/api/admin/user/7/notes/1', { note: 'Edited' }],
    ])
  })
})

describe('the Flags tab', () => {
  it('lists flags with their state, adds one and resolves one', async () => {
    let current = flags.flags
    const calls = serve((call) => {
      if (!call.url.startsWith('/api/admin/user/7/flags')) return undefined
      if (call.method === 'POST') current = [flag({ id: 3, reason: 'Threatened staff', note: null }), ...current]
      if (call.method === 'PATCH') current = current.map((f) => (f.id === 1 ? { ...f, active: false } : f))
      return json({ flags: current })
    })
    renderAt('/admin/users/7/flags')
    const table = await screen.findByRole('table', { name: 'Flags' })
    expect(within(table).getByText('Active')).toBeTruthy()
    expect(within(table).getByText('Resolved')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Add Flag' }))
    const add = await screen.findByRole('dialog', { name: 'Add Flag' })
    await userEvent.click(within(add).getByRole('button', { name: 'Save' }))
    expect(await within(add).findByText(M.required)).toBeTruthy()
    await userEvent.type(within(add).getByLabelText(/Reason/), 'Threatened staff')
    await userEvent.click(within(add).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toastSuccess).toHaveBeenCalledWith(M.flagSaved)

    await userEvent.click(screen.getByRole('button', { name: 'Edit flag Chargeback' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Flag' })
    await userEvent.click(within(edit).getByLabelText(/Active/))
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/admin/user/7/flags', { reason: 'Threatened staff', note: null, active: true }],
      ['PATCH', '/api/admin/user/7/flags/1', { reason: 'Chargeback', note: 'Call first', active: false }],
    ])
  })
})
