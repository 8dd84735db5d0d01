import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { easternDay, EXPERIENCE_FILE, ExperienceMessages as M } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { renderInApp } from '../../../test/render'
import { toastSuccess } from '../../lib/toast'
import { ExperienceForm, type ExperienceFormProps } from './ExperienceForm'
import { detailOf, experienceOf, registrationOf, SERVICE_TYPES, serviceTypeOf } from './test-fixtures'

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

let answer: (call: FetchCall) => Response
let calls: FetchCall[]
beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  answer = () => json(detailOf(), 201)
  calls = stubFetch((call) => answer(call))
})
afterEach(() => vi.unstubAllGlobals())

function renderForm(props: Partial<ExperienceFormProps> = {}) {
  const onSaved = vi.fn()
  renderInApp(
    <ExperienceForm
      registration={registrationOf()}
      serviceTypes={SERVICE_TYPES}
      experience={null}
      isAdmin={false}
      onSaved={onSaved}
      {...props}
    />,
  )
  return { onSaved }
}

const field = (name: string) => screen.getByRole('textbox', { name })
const serviceType = () => screen.getByRole('combobox', { name: 'Service Type' })
const submit = (name = 'Add Experience') => userEvent.click(screen.getByRole('button', { name }))
/** The messages tied to a field (aria-describedby). */
const messagesOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)

async function fillRequired({ hours = '10' } = {}) {
  await userEvent.selectOptions(serviceType(), '1')
  await userEvent.type(field('Organization'), 'Credit Union of Ohio')
  fireEvent.change(screen.getByLabelText('Hours'), { target: { value: hours } })
  await userEvent.type(field('Supervisor Name'), 'Sam Lee')
  await userEvent.type(screen.getByLabelText('Supervisor Email'), 'sam@example.org')
  await userEvent.type(screen.getByLabelText('Supervisor Phone'), '555-0100')
  await userEvent.type(field('Description'), 'Budgeting sessions.')
}

const coachingWithForm = serviceTypeOf({
  id: 2,
  name: 'Coaching',
  hoursLeft: 300,
  fileUploadRequired: true,
  extraFields: [{ key: 'licenseNumber', label: 'License Number' }],
})

/** Every field of a Coaching entry, its verification form and the verified box. */
async function fillCoaching() {
  await userEvent.selectOptions(serviceType(), '2')
  await userEvent.type(field('License Number'), 'L-123')
  await userEvent.type(field('Organization'), 'Credit Union of Ohio')
  fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '12.25' } })
  await userEvent.type(field('Supervisor Name'), 'Sam Lee')
  await userEvent.type(screen.getByLabelText('Supervisor Email'), 'sam@example.org')
  await userEvent.type(screen.getByLabelText('Supervisor Phone'), '555-0100')
  await userEvent.type(field('Description'), 'Budgeting sessions.')
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('No file input')
  await userEvent.upload(input, new File(['%PDF-1.4'], 'verification.pdf', { type: 'application/pdf' }))
  await userEvent.click(screen.getByRole('checkbox', { name: M.verifiedLabel }))
}

describe('ExperienceForm', () => {
  it('asks a military-spouse registration for sessions, attendance and practicum impact, not the job title', async () => {
    renderForm({ registration: registrationOf({ militarySpouse: true }) })
    expect(screen.getByLabelText('Sessions')).toBeTruthy()
    expect(screen.getByLabelText('Attendance')).toBeTruthy()
    expect(field('Practicum Impact')).toBeTruthy()
    expect(screen.queryByLabelText('Job Title')).toBeNull()
    // The military-spouse-only type is offered.
    expect(screen.getByRole('option', { name: 'MS Practicum (50 hours left)' })).toBeTruthy()

    await submit()
    expect(messagesOf(screen.getByLabelText('Sessions'))).toContain(M.required)
    expect(messagesOf(field('Practicum Impact'))).toContain(M.required)
    expect(calls).toEqual([])
  })

  it('asks other registrations for the job title (optional) and offers no military-spouse-only type', () => {
    renderForm()
    expect(field('Job Title')).toBeTruthy()
    expect(screen.queryByLabelText('Sessions')).toBeNull()
    expect(screen.queryByLabelText('Practicum Impact')).toBeNull()
    expect(screen.queryByRole('option', { name: /MS Practicum/ })).toBeNull()
    expect(screen.getByRole('option', { name: 'Counseling (12.5 hours left)' })).toBeTruthy()
  })

  it("shows each service type's own custom fields, each required", async () => {
    renderForm()
    expect(screen.queryByLabelText('License Number')).toBeNull()
    await userEvent.selectOptions(serviceType(), '2')
    const license = field('License Number')
    await submit()
    expect(messagesOf(license)).toContain(M.required)
    await userEvent.selectOptions(serviceType(), '1')
    expect(screen.queryByLabelText('License Number')).toBeNull()
  })

  it('refuses more hours than the type has left, in the contract’s words', async () => {
    renderForm()
    await fillRequired({ hours: '20' })
    await userEvent.click(screen.getByRole('checkbox', { name: M.verifiedLabel }))
    await submit()
    expect(messagesOf(screen.getByLabelText('Hours'))).toContain('You can only record 12.5 more hours')
    expect(calls).toEqual([])
  })

  it('refuses a start before the look-back window and asks for the verification form when the type requires it', async () => {
    renderForm({
      serviceTypes: [serviceTypeOf({ fileUploadRequired: true })],
    })
    await fillRequired()
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2017-12-31' } })
    await submit()
    expect(messagesOf(screen.getByLabelText('Start Date'))).toContain(M.beforeWindow(7))
    expect(await screen.findByText(M.verificationFormRequired)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('requires the verified box of members', async () => {
    renderForm()
    const verified = screen.getByRole('checkbox', { name: M.verifiedLabel })
    await fillRequired()
    await submit()
    expect(messagesOf(verified)).toContain(M.required)
    expect(calls).toEqual([])
  })

  it('has no verified box for staff', () => {
    renderForm({ isAdmin: true, experience: experienceOf() })
    expect(screen.queryByRole('checkbox', { name: M.verifiedLabel })).toBeNull()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy()
  })

  it('sends a new entry as multipart: the fields as text, extra as JSON, the file as media', async () => {
    const { onSaved } = renderForm({ serviceTypes: [coachingWithForm] })
    await fillCoaching()
    await submit()

    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.url).toBe('/api/registration/7/experience')
    const form = post?.form
    if (!form) throw new Error('No multipart body')
    const today = easternDay()
    const texts = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'media'))
    expect(texts).toEqual({
      fellowshipServiceTypeId: '2',
      organization: 'Credit Union of Ohio',
      hours: '12.25',
      supervisorName: 'Sam Lee',
      supervisorEmail: 'sam@example.org',
      supervisorPhone: '555-0100',
      description: 'Budgeting sessions.',
      startDate: today,
      endDate: today,
      extra: JSON.stringify({ licenseNumber: 'L-123' }),
      verified: 'true',
    })
    expect((form.get('media') as File).name).toBe('verification.pdf')
    expect(toastSuccess).toHaveBeenCalledWith(M.added)
  })

  it("puts the server's errors on their fields, custom fields and the file included", async () => {
    answer = () =>
      json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'validation_error',
          errors: {
            'extra.licenseNumber': ['This license number is not valid'],
            hours: ['You can only record 3 more hours'],
            media: [EXPERIENCE_FILE.messages.wrongType],
          },
        },
        422,
      )
    renderForm({ serviceTypes: [coachingWithForm] })
    await fillCoaching()
    await submit()
    await waitFor(() => expect(messagesOf(field('License Number'))).toContain('This license number is not valid'))
    expect(messagesOf(screen.getByLabelText('Hours'))).toContain('You can only record 3 more hours')
    expect(await screen.findByText(EXPERIENCE_FILE.messages.wrongType)).toBeTruthy()
    expect(screen.queryByText('We could not complete your request')).toBeNull()
    // Nothing typed is lost.
    expect(field('Organization')).toHaveProperty('value', 'Credit Union of Ohio')
  })

  describe('a file sent with a change', () => {
    async function sendChangeWithFile() {
      renderForm({ serviceTypes: [coachingWithForm], experience: experienceOf() })
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')
      if (!input) throw new Error('No file input')
      await userEvent.upload(input, new File(['%PDF-1.4'], 'verification.pdf', { type: 'application/pdf' }))
      await userEvent.click(screen.getByRole('checkbox', { name: M.verifiedLabel }))
      await submit('Save Changes')
    }

    it("says a refusal that is not the file's (409: approved meanwhile) above the form, in the server's words", async () => {
      const locked = 'This entry was approved and can no longer be changed.'
      answer = () => json({ message: locked, code: 'conflict' }, 409)
      await sendChangeWithFile()
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain(locked)
      expect(screen.queryByText(M.uploadFailed)).toBeNull()
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
    })

    it("puts a failed upload on the file field: 'Could not upload file.'", async () => {
      answer = () => json({ message: 'Internal error', code: 'internal_error' }, 500)
      await sendChangeWithFile()
      expect(await screen.findByText(M.uploadFailed)).toBeTruthy()
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
    })
  })

  it('saves a change as JSON (PATCH) and says so', async () => {
    answer = () => json(detailOf())
    const { onSaved } = renderForm({ experience: experienceOf() })
    expect(field('Organization')).toHaveProperty('value', 'Credit Union of Ohio')
    expect(field('License Number')).toHaveProperty('value', 'L-123')
    await userEvent.clear(field('Organization'))
    await userEvent.type(field('Organization'), 'Ohio Credit Union')
    await userEvent.click(screen.getByRole('checkbox', { name: M.verifiedLabel }))
    await submit('Save Changes')
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/registration/7/experience/41',
        body: expect.objectContaining({
          fellowshipServiceTypeId: 2,
          organization: 'Ohio Credit Union',
          hours: 20,
          extra: { licenseNumber: 'L-123' },
          verified: true,
        }),
      }),
    ])
    expect(toastSuccess).toHaveBeenCalledWith(M.saved)
  })

  it('shows an approved entry read-only to its member: the values, no submit', () => {
    renderForm({
      experience: experienceOf({ approved: true, status: 'Approved', isEditable: false }),
    })
    expect(screen.getByText(M.approvedReadOnly)).toBeTruthy()
    expect(screen.getByText('Credit Union of Ohio')).toBeTruthy()
    expect(screen.getByText('L-123')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Save|Add/ })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
