import { zodResolver } from '@hookform/resolvers/zod'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, type ReactNode } from 'react'
import { useForm, type Control, type DefaultValues, type FieldValues } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { CheckboxField, NewPasswordFields, PasswordField, SelectField, TextField } from './FormFields'
import { CheckboxGroupField, RadioGroupField } from './GroupFields'
import { TextareaField } from './TextareaField'

/** A form around the fields under test: Save hands the values to `onSave`. */
function Harness<T extends FieldValues>({
  defaultValues,
  schema,
  serverError,
  onSave,
  children,
}: {
  defaultValues: T
  schema?: z.ZodMiniType<T, T>
  /** An error put on a field as the server's would be. */
  serverError?: { path: string; message: string }
  onSave: (values: T) => void
  children: (control: Control<T, unknown, T>) => ReactNode
}) {
  const form = useForm<T, unknown, T>({
    defaultValues: defaultValues as DefaultValues<T>,
    ...(schema ? { resolver: zodResolver(schema) } : {}),
  })
  useEffect(() => {
    // The path is one of the form's fields in every test that passes one.
    if (serverError) form.setError(serverError.path as never, { type: 'server', message: serverError.message })
  }, [form, serverError])
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      {children(form.control)}
      <button type="submit">Save</button>
    </form>
  )
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('TextField and PasswordField', () => {
  it('hold what is typed and hand it on', async () => {
    const onSave = vi.fn()
    renderInApp(
      <Harness defaultValues={{ email: 'old@example.org', password: '' }} onSave={onSave}>
        {(control) => (
          <>
            <TextField control={control} name="email" label="Email" type="email" />
            <PasswordField control={control} name="password" label="Password" />
          </>
        )}
      </Harness>,
    )
    const email = screen.getByLabelText('Email')
    expect(email).toHaveProperty('value', 'old@example.org')
    await userEvent.clear(email)
    await userEvent.type(email, 'new@example.org')
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1')
    await save()
    expect(onSave).toHaveBeenCalledWith({ email: 'new@example.org', password: 'secret-1' }, expect.anything())
  })

  it('mark a required field as required without an asterisk in the label', () => {
    renderInApp(
      <Harness defaultValues={{ email: '' }} onSave={vi.fn()}>
        {(control) => <TextField control={control} name="email" label="Email" required />}
      </Harness>,
    )
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(email).toHaveProperty('required', true)
    expect(screen.getByText('Email').textContent).toBe('Email')
  })

  it('show the schema’s message under the field and mark it invalid', async () => {
    const onSave = vi.fn()
    const schema = z.object({ email: z.string().check(z.minLength(1, 'Required')) })
    renderInApp(
      <Harness defaultValues={{ email: '' }} schema={schema} onSave={onSave}>
        {(control) => <TextField control={control} name="email" label="Email" />}
      </Harness>,
    )
    await save()
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(onSave).not.toHaveBeenCalled()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = email.getAttribute('aria-describedby') ?? ''
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Required')
  })

  it('show a server error put on the field', async () => {
    renderInApp(
      <Harness
        defaultValues={{ password: '' }}
        serverError={{ path: 'password', message: 'The password is incorrect.' }}
        onSave={vi.fn()}
      >
        {(control) => <PasswordField control={control} name="password" label="Password" />}
      </Harness>,
    )
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy()
  })
})

describe('NewPasswordFields', () => {
  it('asks for the password twice under the spec’s labels', async () => {
    const onSave = vi.fn()
    renderInApp(
      <Harness defaultValues={{ password: '', passwordConfirmation: '' }} onSave={onSave}>
        {(control) => <NewPasswordFields control={control} />}
      </Harness>,
    )
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse')
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'correct horse')
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password')
    await save()
    expect(onSave).toHaveBeenCalledWith(
      { password: 'correct horse', passwordConfirmation: 'correct horse' },
      expect.anything(),
    )
  })
})

describe('CheckboxField', () => {
  it('holds whether the box is ticked', async () => {
    const onSave = vi.fn()
    renderInApp(
      <Harness defaultValues={{ remember: false }} onSave={onSave}>
        {(control) => <CheckboxField control={control} name="remember" label="Remember me" />}
      </Harness>,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await save()
    expect(onSave).toHaveBeenLastCalledWith({ remember: true }, expect.anything())
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await save()
    expect(onSave).toHaveBeenLastCalledWith({ remember: false }, expect.anything())
  })
})

describe('SelectField', () => {
  const options = [
    { value: 'web', label: 'A website' },
    { value: 'friend', label: 'A friend' },
  ]

  it('offers the empty choice first and stores undefined for it', async () => {
    const onSave = vi.fn()
    renderInApp(
      <Harness<{ referral: string | undefined }> defaultValues={{ referral: 'web' }} onSave={onSave}>
        {(control) => (
          <SelectField control={control} name="referral" label="How did you hear about us?" options={options} />
        )}
      </Harness>,
    )
    const select = screen.getByRole('combobox', { name: 'How did you hear about us?' })
    expect(Array.from((select as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Select an option',
      'A website',
      'A friend',
    ])
    await userEvent.selectOptions(select, 'friend')
    await save()
    expect(onSave).toHaveBeenLastCalledWith({ referral: 'friend' }, expect.anything())
    await userEvent.selectOptions(select, '')
    await save()
    expect(onSave).toHaveBeenLastCalledWith({ referral: undefined }, expect.anything())
  })

  it('names its empty choice as asked', () => {
    renderInApp(
      <Harness<{ state: string | undefined }> defaultValues={{ state: undefined }} onSave={vi.fn()}>
        {(control) => (
          <SelectField control={control} name="state" label="State" options={options} emptyLabel="Select a state" />
        )}
      </Harness>,
    )
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement
    expect(select.value).toBe('')
    expect(select.options[0]?.text).toBe('Select a state')
  })
})

describe('TextareaField', () => {
  it('counts the characters against the limit, and lets the rule refuse too many', async () => {
    const onSave = vi.fn()
    const schema = z.object({ bio: z.string().check(z.maxLength(10, 'At most 10 characters.')) })
    renderInApp(
      <Harness defaultValues={{ bio: '' }} schema={schema} onSave={onSave}>
        {(control) => <TextareaField control={control} name="bio" label="Public Biography" maxLength={10} />}
      </Harness>,
    )
    expect(screen.getByText('0 / 10 characters')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Public Biography' }), 'Twelve chars')
    expect(screen.getByText('12 / 10 characters')).toBeTruthy()
    // Not cut at the limit: the person sees the rule's message instead of losing what they typed.
    expect(screen.getByRole('textbox', { name: 'Public Biography' })).toHaveProperty('value', 'Twelve chars')
    await save()
    expect(onSave).not.toHaveBeenCalled()
    expect(await screen.findByText('At most 10 characters.')).toBeTruthy()
  })
})

describe('CheckboxGroupField', () => {
  it('holds the ticked values', async () => {
    const onSave = vi.fn()
    renderInApp(
      <Harness defaultValues={{ topics: ['renewals'] }} onSave={onSave}>
        {(control) => (
          <CheckboxGroupField
            control={control}
            name="topics"
            label="Text Message Topics"
            options={[
              { value: 'renewals', label: 'Renewals' },
              { value: 'events', label: 'Events' },
              { value: 'ceus', label: 'CEU deadlines' },
            ]}
          />
        )}
      </Harness>,
    )
    expect(screen.getByRole('checkbox', { name: 'Renewals' })).toHaveProperty('checked', true)
    await userEvent.click(screen.getByRole('checkbox', { name: 'CEU deadlines' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Renewals' }))
    await save()
    expect(onSave).toHaveBeenLastCalledWith({ topics: ['ceus'] }, expect.anything())
  })
})

describe('RadioGroupField', () => {
  it('holds the chosen value as text', async () => {
    const onSave = vi.fn()
    renderInApp(
      <Harness defaultValues={{ contactMethod: '1' }} onSave={onSave}>
        {(control) => (
          <RadioGroupField
            control={control}
            name="contactMethod"
            label="Preferred Contact Method"
            options={[
              { value: '1', label: 'Email' },
              { value: '2', label: 'Phone' },
            ]}
          />
        )}
      </Harness>,
    )
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveProperty('checked', true)
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }))
    await save()
    expect(onSave).toHaveBeenLastCalledWith({ contactMethod: '2' }, expect.anything())
  })
})
