import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CurrentUser } from '@portal/contracts'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../test/render'
import { AccountMenu } from './AccountMenu'

/** Whether the page gets idle (the menu's code then downloads on its own). */
const page = vi.hoisted(() => ({ idles: true }))
vi.mock('../../lib/idle', () => ({
  whenIdle: (task: () => void) => {
    if (!page.idles) return () => undefined
    const timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  },
}))

const user: CurrentUser = {
  id: 7,
  firstName: 'Pat',
  middleName: null,
  lastName: 'Rivera',
  email: 'pat@example.org',
  cellPhone: null,
  willText: false,
  agreeTos: true,
  role: 'admin',
  createdAt: '2026-01-05T15:00:00.000Z',
  impersonatorId: null,
  avatarUrl: null,
}

function renderMenu() {
  return renderInApp(
    <MemoryRouter>
      <AccountMenu user={user} isAdminMode={false} />
    </MemoryRouter>,
  )
}

const opened = () =>
  screen.getByRole('button', { name: 'Account menu for Pat' }).getAttribute('aria-expanded') === 'true'
// jsdom lays nothing out, so the floating dropdown counts as hidden there: its items are read as
// such (a browser journey sees them open).
const menuItems = () => screen.queryAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)

describe('AccountMenu', () => {
  beforeEach(() => {
    page.idles = true
  })

  it('draws its trigger at once and opens the menu once its code has arrived while idle', async () => {
    renderMenu()
    const trigger = screen.getByRole('button', { name: 'Account menu for Pat' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    // The idle download replaces the trigger with the menu's own (Mantine names it), which opens on a press.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu for Pat' }).id).toMatch(/^mantine-/), {
      timeout: 5_000,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Pat' }))
    await waitFor(() => expect(opened()).toBe(true))
    expect(menuItems()).toEqual(['My Account', 'Admin', 'Logout'])
  })

  it('opens the menu as soon as it arrives when pressed before, and keeps the focus on its button', async () => {
    // The page never idles: only the press asks for the menu.
    page.idles = false
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Pat' }))
    await waitFor(() => expect(opened()).toBe(true), { timeout: 5_000 })
    expect(menuItems()).toEqual(['My Account', 'Admin', 'Logout'])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu for Pat' }))
  })
})
