import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GroupCeuMessages as M } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../../test/fetch'
import { renderInApp } from '../../../../test/render'
import { toastSuccess } from '../../../lib/toast'
import { GroupCeuForm, type GroupCeuFormProps } from './GroupCeuForm'
import { FORM_CONTEXT, groupCeuOf } from './test-fixtures'

vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

let calls: FetchCall[]
beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  calls = stubFetch(() => json(groupCeuOf({ state: 'in_cart', submittedAt: null }), 201))
})
afterEach(() => vi.unstubAllGlobals())

function renderForm(props: Partial<GroupCeuFormProps> = {}) {
  const onSaved = vi.fn()
  renderInApp(
    <MemoryRouter>
      <GroupCeuForm context={FORM_CONTEXT} ceu={null} isAdmin={false} onSaved={onSaved} {...props} />
    </MemoryRouter>,
  )
  return { onSaved }
}

/** The messages tied to a field (aria-describedby). */
const messagesOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/Program Title/), 'Money Summit')
  await userEvent.type(screen.getByLabelText(/^Sponsor/), 'Harbor Credit Union')
  await userEvent.type(screen.getByLabelText(/Program Description/), 'Counseling through debt.')
  fireEvent.change(screen.getByLabelText(/^Credits/), { target: { value: '6' } })
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Credit Type/ }), '2')
  await userEvent.type(screen.getByLabelText(/Contact Email/), 'events@harbor.example.org')
  await userEvent.type(screen.getByLabelText(/Program Agenda/), '9:00 Ethics (2h)')
}

describe('GroupCeuForm', () => {
  it('names both fees before the sponsor commits, and asks for each required field', async () => {
    renderForm()
    expect(
      screen.getByText(/Review fee: \$50\.00 \(non-refundable\)\. Listing in the CEU Library: \$75\.00 more/),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: M.addToCart }))
    for (const label of [
      /Program Title/,
      /^Sponsor/,
      /Program Description/,
      /^Credits/,
      /Contact Email/,
      /Program Agenda/,
    ]) {
      await waitFor(() => expect(messagesOf(screen.getByLabelText(label))).toContain(M.required))
    }
    expect(messagesOf(screen.getByRole('combobox', { name: /Credit Type/ }))).toContain(M.required)
    expect(calls).toEqual([])
  })

  it('asks for the attendance cost and registration link of a listed program, and the file of an uploaded agenda', async () => {
    renderForm()
    await fillRequired()
    expect(screen.getByText('Listing fee: $75.00, added to your cart.')).toBeTruthy()
    await userEvent.click(screen.getByRole('checkbox', { name: 'List this program in the CEU Library' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Upload the agenda' }))
    await userEvent.click(screen.getByRole('button', { name: M.addToCart }))
    await waitFor(() => expect(messagesOf(screen.getByLabelText(/Attendance Cost/))).toContain(M.required))
    expect(messagesOf(screen.getByLabelText(/Registration URL/))).toContain(M.required)
    expect(screen.getByText('Agenda file').closest('.mantine-InputWrapper-root')?.textContent).toContain(M.required)
    expect(calls).toEqual([])
  })

  it("puts a new request in the cart with 'Add to cart' (multipart)", async () => {
    const { onSaved } = renderForm()
    await fillRequired()
    await userEvent.type(screen.getByLabelText(/Preferred Completion Code/), 'MONEY-2026')
    await userEvent.click(screen.getByRole('button', { name: M.addToCart }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const [call] = calls
    expect(call?.method).toBe('POST')
    expect(call?.url).toBe('/api/group-ceu')
    expect(call?.form?.get('programTitle')).toBe('Money Summit')
    expect(call?.form?.get('creditTypeId')).toBe('2')
    expect(call?.form?.get('completionCode')).toBe('MONEY-2026')
    expect(call?.form?.get('listProgram')).toBe('false')
    expect(toastSuccess).toHaveBeenCalledWith(M.addedToCart)
  })

  it("saves an existing request with 'Save Changes' (JSON), staff too", async () => {
    const ceu = groupCeuOf()
    calls = stubFetch(() => json(ceu))
    const { onSaved } = renderForm({ ceu, isAdmin: true })
    expect(screen.queryByText(/Review fee:/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: M.saveChanges }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/group-ceu/9' })
    expect(calls[0]?.body).toMatchObject({ programTitle: 'Financial Wellness Summit', completionCode: 'HARBOR-2026' })
  })

  it('shows an approved program read-only to its sponsor', () => {
    renderForm({ ceu: groupCeuOf({ status: 'approved', state: 'approved', approved: true, isEditable: false }) })
    expect(screen.getByRole('status').textContent).toContain('approved')
    expect(screen.queryByRole('button', { name: M.saveChanges })).toBeNull()
    expect(screen.getByText('HARBOR-2026')).toBeTruthy()
  })
})
