import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExperienceValidation } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { json, stubFetch, type FetchCall } from '../../../../test/fetch'
import { toastSuccess } from '../../../lib/toast'
import { ExperienceValidationsCard } from './ExperienceValidationsCard'

vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const validation = (overrides: Partial<ExperienceValidation> = {}): ExperienceValidation => ({
  id: 3,
  supervisorEmail: 'sam@example.org',
  start: '2025-01-06',
  end: '2025-06-30',
  hours: 120.5,
  description: 'Counseling sessions',
  comments: null,
  signature: null,
  signedAt: null,
  expiresAt: '2026-05-01T16:00:00.000Z',
  experienceIds: [11],
  createdAt: '2026-04-01T16:00:00.000Z',
  updatedAt: '2026-04-01T16:00:00.000Z',
  ...overrides,
})

let listed: ExperienceValidation[]
let answer: (call: FetchCall) => Response
let calls: FetchCall[] = []

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  listed = [
    validation(),
    validation({ id: 4, supervisorEmail: 'lee@example.org', signedAt: '2026-04-03T16:00:00.000Z', signature: 'Lee' }),
  ]
  answer = (call) => json({ ...validation(), ...(call.body as object), updatedAt: '2026-04-05T16:00:00.000Z' })
  calls = stubFetch((call) =>
    call.method === 'GET' && call.url === '/api/admin/registration/41/experience-validations'
      ? json({ validations: listed })
      : answer(call),
  )
})
afterEach(() => vi.unstubAllGlobals())

const patches = () => calls.filter((call) => call.method === 'PATCH')

async function renderCard() {
  renderInApp(<ExperienceValidationsCard registrationId={41} />)
  return screen.findByRole('table', { name: 'Verifier validations' })
}

/** The message shown under a field (Mantine links it with aria-describedby). */
function errorUnder(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent ?? '')
    .find((text) => text !== '')
}

describe('ExperienceValidationsCard', () => {
  it('lists each validation: e-mail, dates, hours, signed or awaiting, and until when its link works', async () => {
    const table = await renderCard()
    expect(screen.getByRole('region', { name: 'Experience Hours Verifier Validation' })).toBeTruthy()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Supervisor email', 'Start', 'End', 'Hours', 'Signed', 'Expires', 'Actions'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['sam@example.org', '01/06/2025', '06/30/2025', '120.5', 'Awaiting', '05/01/2026'],
      ['lee@example.org', '01/06/2025', '06/30/2025', '120.5', '04/03/2026', '05/01/2026'],
    ])
  })

  it("edits a validation in the 'Validation' modal and PATCHes what was typed", async () => {
    const table = await renderCard()
    await userEvent.click(within(table).getByRole('button', { name: 'Edit the validation sent to sam@example.org' }))
    const dialog = await screen.findByRole('dialog', { name: 'Validation' })
    const email = within(dialog).getByLabelText('Verifier email') as HTMLInputElement
    expect(email.type).toBe('email')
    expect(email.value).toBe('sam@example.org')
    const hours = within(dialog).getByLabelText('Hours') as HTMLInputElement
    expect(hours.step).toBe('0.01')
    expect(hours.value).toBe('120.5')

    await userEvent.clear(email)
    await userEvent.type(email, 'sam.supervisor@example.org')
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '2025-07-31' } })
    await userEvent.clear(hours)
    await userEvent.type(hours, '130.25')
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Description' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Confirmed by phone')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Validation' })).toBeNull())
    expect(patches()).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/experience/validation/3',
        body: {
          supervisorEmail: 'sam.supervisor@example.org',
          start: '2025-01-06',
          end: '2025-07-31',
          hours: 130.25,
          description: null,
          comments: 'Confirmed by phone',
        },
      },
    ])
    expect(toastSuccess).toHaveBeenCalledWith('Validation saved')
    expect(within(await screen.findByRole('table', { name: 'Verifier validations' })).getByText('130.25')).toBeTruthy()
  })

  it('refuses an invalid e-mail before sending, and puts the server’s 422 on its field', async () => {
    answer = () =>
      json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          errors: { hours: ['Use at most two decimals'] },
        },
        422,
      )
    const table = await renderCard()
    await userEvent.click(within(table).getByRole('button', { name: 'Edit the validation sent to sam@example.org' }))
    const dialog = await screen.findByRole('dialog', { name: 'Validation' })
    const email = within(dialog).getByLabelText('Verifier email')
    await userEvent.clear(email)
    await userEvent.type(email, 'not-an-email')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(errorUnder(email)).toBe('Enter a valid email address'))
    expect(patches()).toEqual([])

    await userEvent.clear(email)
    await userEvent.type(email, 'sam@example.org')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    const hours = within(dialog).getByLabelText('Hours')
    await waitFor(() => expect(errorUnder(hours)).toBe('Use at most two decimals'))
    expect(hours.getAttribute('aria-invalid')).toBe('true')
  })

  it('says when no validation has been sent yet', async () => {
    listed = []
    renderInApp(<ExperienceValidationsCard registrationId={41} />)
    expect(await screen.findByText('No validation has been sent yet.')).toBeTruthy()
  })
})
