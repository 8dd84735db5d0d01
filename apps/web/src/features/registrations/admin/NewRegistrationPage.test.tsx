import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addMonthsToDay, easternDay, type AdminRegistrationOptions } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { NewRegistrationPage } from './NewRegistrationPage'

vi.mock('../../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))

const options: AdminRegistrationOptions = {
  certifications: [
    {
      id: 1,
      name: 'AFC®',
      pathways: [
        { id: 5, name: 'Education', deadlineMonths: 36 },
        { id: 6, name: 'Designation', deadlineMonths: 12 },
      ],
      exams: [{ id: 8, name: 'AFC exam' }],
    },
    { id: 2, name: 'FFC®', pathways: [{ id: 9, name: 'Education', deadlineMonths: 24 }], exams: [] },
  ],
}

const fetchSpy = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchSpy.mockReset()
  fetchSpy.mockImplementation(async (url) =>
    String(url) === '/api/admin/registration-options'
      ? new Response(JSON.stringify(options), { status: 200 })
      : new Response(
          JSON.stringify({
            message: 'Please correct the highlighted fields.',
            code: 'validation_error',
            errors: { deadline: ['Too late'] },
          }),
          { status: 422 },
        ),
  )
  vi.stubGlobal('fetch', fetchSpy)
  document.cookie = 'XSRF-TOKEN=test'
})
afterEach(() => vi.unstubAllGlobals())

describe('NewRegistrationPage', () => {
  it('requires the certification, the pathway and the deadline', async () => {
    renderInApp(
      <MemoryRouter initialEntries={['/admin/users/7/registrations/new']}>
        <Routes>
          <Route path="/admin/users/:userId/registrations/new" element={<NewRegistrationPage />} />
        </Routes>
      </MemoryRouter>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }))
    expect(await screen.findAllByText('Required')).toHaveLength(3)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it("offers the certification's pathways and exams, defaults the deadline, and posts for the route's user", async () => {
    renderInApp(
      <MemoryRouter initialEntries={['/admin/users/7/registrations/new']}>
        <Routes>
          <Route path="/admin/users/:userId/registrations/new" element={<NewRegistrationPage />} />
        </Routes>
      </MemoryRouter>,
    )
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Certification' }), '1')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pathway' }), '6')
    const deadline = screen.getByLabelText('Deadline') as HTMLInputElement
    expect(deadline.value).toBe(addMonthsToDay(easternDay(), 12))
    await userEvent.click(screen.getByRole('checkbox', { name: 'AFC exam' }))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))

    expect(await screen.findByText('Too late')).toBeTruthy()
    const [url, init] = fetchSpy.mock.calls[1] ?? []
    expect(url).toBe('/api/admin/certification/1/registration')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      userId: 7,
      pathwayTypeId: 6,
      exams: [8],
      prepaidExams: false,
    })
  })
})
