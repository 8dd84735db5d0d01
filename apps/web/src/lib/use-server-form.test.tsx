import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z, ErrorCode, GenericMessages } from '@portal/contracts'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/render'
import { FormAlert } from '../components/form/FormAlert'
import { TextField } from '../components/form/FormFields'
import { ApiError } from './errors'
import { useServerForm, type ServerFormOptions } from './use-server-form'

const SignUpBody = z.object({
  email: z.string().check(z.minLength(1, 'Required')),
  address: z.object({ state: z.string() }),
  // Comes from the link, so the form shows no field for it.
  token: z.string().check(z.minLength(1, 'This link is broken.')),
})
type SignUpValues = z.infer<typeof SignUpBody>
type Options = Partial<ServerFormOptions<SignUpValues, SignUpValues, { id: number }>>

const BLANK: SignUpValues = { email: '', address: { state: '' }, token: 'from-the-link' }

function SignUpForm({ options }: { options: Options }) {
  const signUp = useServerForm({
    schema: SignUpBody,
    defaultValues: BLANK,
    submit: async () => ({ id: 1 }),
    ...options,
  })
  return (
    <>
      <FormAlert messages={signUp.formMessages} />
      <form onSubmit={signUp.onSubmit} noValidate aria-label="Sign up">
        <TextField control={signUp.form.control} name="email" label="Email" />
        <TextField control={signUp.form.control} name="address.state" label="State" />
        <button type="submit">Send</button>
      </form>
      {signUp.isPending && <p role="status">Sending</p>}
      {signUp.data && <p>Account {signUp.data.id} created</p>}
    </>
  )
}

const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
  new ApiError(status, { message, code: status === 422 ? ErrorCode.validation : ErrorCode.conflict, errors })

async function fillAndSend(email = 'ann@example.org', state = 'OH') {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('State'), state)
  await userEvent.click(screen.getByRole('button', { name: 'Send' }))
}

/** The message shown under a field (Mantine links it with aria-describedby). */
function errorUnder(label: string): string | undefined {
  const input = screen.getByLabelText(label)
  if (input.getAttribute('aria-invalid') !== 'true') return undefined
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '')
}

describe('useServerForm', () => {
  it('checks the values with the schema and sends nothing the schema refuses', async () => {
    const submit = vi.fn(async () => ({ id: 1 }))
    renderInApp(<SignUpForm options={{ submit }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(errorUnder('Email')).toBe('Required'))
    expect(submit).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('sends the parsed values and hands the answer to onSuccess', async () => {
    const submit = vi.fn(async () => ({ id: 7 }))
    const onSuccess = vi.fn()
    renderInApp(<SignUpForm options={{ submit, onSuccess }} />)
    await fillAndSend()
    expect(await screen.findByText('Account 7 created')).toBeTruthy()
    expect(submit).toHaveBeenCalledWith({ email: 'ann@example.org', address: { state: 'OH' }, token: 'from-the-link' })
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, expect.objectContaining({ reset: expect.any(Function) }))
  })

  it('puts each server error on the field it names, focuses the first and keeps what was typed', async () => {
    const submit = vi.fn(async () => {
      throw refusal(422, GenericMessages.validation, {
        email: ['This email is already registered.'],
        'address.state': ['Choose a state.', 'Use two letters.'],
      })
    })
    renderInApp(<SignUpForm options={{ submit }} />)
    await fillAndSend('taken@example.org', 'Ohio')
    await waitFor(() => expect(errorUnder('Email')).toBe('This email is already registered.'))
    expect(errorUnder('State')).toBe('Choose a state. Use two letters.')
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    // The summary message is not repeated above the form when every entry sits on a field.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'taken@example.org')
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Ohio')
  })

  it('says above the form what belongs to no field, beside the field errors', async () => {
    const submit = vi.fn(async () => {
      throw refusal(422, GenericMessages.validation, {
        email: ['This email is already registered.'],
        captcha: ['Please confirm you are not a robot.'],
      })
    })
    renderInApp(<SignUpForm options={{ submit }} />)
    await fillAndSend()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Please confirm you are not a robot.')).toBeTruthy()
    expect(errorUnder('Email')).toBe('This email is already registered.')
  })

  it('shows the message of a refusal that names no field', async () => {
    const submit = vi.fn(async () => {
      throw refusal(429, 'Too many attempts. Try again in 5 minutes.')
    })
    renderInApp(<SignUpForm options={{ submit }} />)
    await fillAndSend()
    expect(
      within(await screen.findByRole('alert')).getByText('Too many attempts. Try again in 5 minutes.'),
    ).toBeTruthy()
  })

  it('shows a generic message when the failure is no answer of the API', async () => {
    const submit = vi.fn(async () => {
      throw new TypeError('boom')
    })
    renderInApp(<SignUpForm options={{ submit }} />)
    await fillAndSend()
    expect(within(await screen.findByRole('alert')).getByText(GenericMessages.internal)).toBeTruthy()
  })

  it('with `fields`, puts an error on a field the form does not show above the form, from the server or the schema', async () => {
    const submit = vi.fn(async () => {
      throw refusal(422, 'This link has expired.', { token: ['This link has expired.'] })
    })
    const { unmount } = renderInApp(<SignUpForm options={{ submit, fields: ['email', 'address.state'] }} />)
    await fillAndSend()
    expect(within(await screen.findByRole('alert')).getByText('This link has expired.')).toBeTruthy()
    unmount()

    const neverSent = vi.fn(async () => ({ id: 1 }))
    renderInApp(
      <SignUpForm
        options={{ submit: neverSent, fields: ['email', 'address.state'], defaultValues: { ...BLANK, token: '' } }}
      />,
    )
    await fillAndSend()
    expect(within(await screen.findByRole('alert')).getByText('This link is broken.')).toBeTruthy()
    expect(neverSent).not.toHaveBeenCalled()
  })

  it('reads the failure first when asked (a prefix on the server’s paths)', async () => {
    const submit = vi.fn(async () => {
      throw refusal(422, GenericMessages.validation, { 'account.email': ['This email is already registered.'] })
    })
    const readError = (error: unknown) =>
      error instanceof ApiError
        ? new ApiError(error.status, {
            ...error.body,
            errors: Object.fromEntries(
              Object.entries(error.body.errors ?? {}).map(([path, messages]) => [
                path.replace(/^account\./, ''),
                messages,
              ]),
            ),
          })
        : error
    renderInApp(<SignUpForm options={{ submit, readError }} />)
    await fillAndSend()
    await waitFor(() => expect(errorUnder('Email')).toBe('This email is already registered.'))
  })

  it('is pending while it sends, sends once however often the form is submitted, and starts each attempt over', async () => {
    let answer: { resolve: (value: { id: number }) => void; reject: (error: unknown) => void } | undefined
    const submit = vi.fn(
      () =>
        new Promise<{ id: number }>((resolve, reject) => {
          answer = { resolve, reject }
        }),
    )
    const onError = vi.fn()
    renderInApp(<SignUpForm options={{ submit, onError }} />)
    await fillAndSend()
    expect(await screen.findByRole('status')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(submit).toHaveBeenCalledTimes(1)

    answer?.reject(refusal(409, 'Try again later.'))
    expect(within(await screen.findByRole('alert')).getByText('Try again later.')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(onError).toHaveBeenCalledWith(
      expect.any(ApiError),
      expect.objectContaining({ formMessages: ['Try again later.'] }),
    )

    // The next attempt clears what the last one said, and succeeds.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(submit).toHaveBeenCalledTimes(2)
    answer?.resolve({ id: 3 })
    expect(await screen.findByText('Account 3 created')).toBeTruthy()
  })
})
