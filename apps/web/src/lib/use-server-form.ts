/**
 * THE way to write a form that sends something to the server. react-hook-form validates the
 * values with the contract's Zod schema, so the browser shows the server's own messages; then
 * `submit` sends them. When the server refuses, each error goes on the field it names (the first
 * one focused) and what fits no field becomes `formMessages`, shown with <FormAlert>. Nothing the
 * person typed is reset.
 *
 *   const login = useServerForm({
 *     schema: LoginBody,
 *     defaultValues: { email: '', password: '', remember: false },
 *     submit: (body) => api(authRoutes.login, { body }),
 *     onSuccess: (user) => startSession(queryClient, user),
 *   })
 *   <FormAlert messages={login.formMessages} />
 *   <form onSubmit={login.onSubmit} noValidate>
 *     <TextField control={login.form.control} name="email" label="Email" />
 *     <Button type="submit" loading={login.isPending}>Log in</Button>
 *   </form>
 */
import { useRef, useState, type BaseSyntheticEvent } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from '@portal/contracts'
import { fieldErrorEntries, hasPath, splitServerErrors } from './server-errors'

export interface ServerFormOptions<TInput extends FieldValues, TOutput, TResult> {
  /** The contract's schema (or one built from it with `.pick()`, `.extend()`...). */
  schema: z.ZodMiniType<TOutput, TInput>
  defaultValues: DefaultValues<TInput>
  /** Sends the validated values; a rejection (an ApiError) is put on the form. */
  submit: (values: TOutput) => Promise<TResult>
  /** After the server accepted: store the answer, toast, close, move on, reset the form... */
  onSuccess?: (result: TResult, form: UseFormReturn<TInput, unknown, TOutput>) => void
  /** After the errors were put on the form: anything more a refusal changes (a captcha to redo). */
  onError?: (error: unknown, failure: { form: UseFormReturn<TInput, unknown, TOutput>; formMessages: string[] }) => void
  /**
   * The field paths the form shows; an error on any other path goes to `formMessages`. Defaults to
   * every path of `defaultValues`.
   */
  fields?: readonly string[]
  /** Reads a failure before its errors are placed, e.g. to drop a prefix the server's paths carry. */
  readError?: (error: unknown) => unknown
}

export interface ServerForm<TInput extends FieldValues, TOutput, TResult> {
  form: UseFormReturn<TInput, unknown, TOutput>
  /** For `<form onSubmit>`: validates with the schema, then sends. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  /** Sends values without the schema's check (say the part of the form that holds them is hidden). */
  send: (values: TOutput) => Promise<void>
  /** What the last attempt found that belongs to no field shown; empty while there is nothing to say. */
  formMessages: string[]
  /** For a message of another action on the same form (a Restore button beside Save). */
  setFormMessages: (messages: string[]) => void
  isPending: boolean
  isSuccess: boolean
  /** The server's answer to the last successful send. */
  data: TResult | undefined
  /** The last failure, until the next send. */
  error: unknown
}

type SendState<TResult> =
  { status: 'idle' | 'pending' } | { status: 'success'; data: TResult } | { status: 'error'; error: unknown }

export function useServerForm<TInput extends FieldValues, TOutput, TResult>(
  options: ServerFormOptions<TInput, TOutput, TResult>,
): ServerForm<TInput, TOutput, TResult> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  })
  const [state, setState] = useState<SendState<TResult>>({ status: 'idle' })
  const [formMessages, setFormMessages] = useState<string[]>([])
  // A second submit while one is on its way (Enter pressed twice) is not sent again.
  const isSending = useRef(false)

  const isField = (path: string) =>
    options.fields ? options.fields.includes(path) : hasPath(form.formState.defaultValues, path)

  const send = async (values: TOutput) => {
    if (isSending.current) return
    isSending.current = true
    setFormMessages([])
    setState({ status: 'pending' })
    try {
      const result = await options.submit(values)
      setState({ status: 'success', data: result })
      options.onSuccess?.(result, form)
    } catch (error) {
      const { fieldErrors, formMessages: messages } = splitServerErrors(options.readError?.(error) ?? error, isField)
      fieldErrors.forEach(([path, message], index) => {
        // The paths were just checked against this form's fields.
        form.setError(path as FieldPath<TInput>, { type: 'server', message }, { shouldFocus: index === 0 })
      })
      setFormMessages(messages)
      setState({ status: 'error', error })
      options.onError?.(error, { form, formMessages: messages })
    } finally {
      isSending.current = false
    }
  }

  // The schema refused the values: its errors sit on their fields, except those on a path the form
  // does not show (a token from the link), which are said above the form like the server's.
  const onInvalid = (errors: FieldErrors<TInput>) => {
    setFormMessages(fieldErrorEntries(errors).flatMap(([path, message]) => (isField(path) ? [] : [message])))
  }

  return {
    form,
    onSubmit: form.handleSubmit(send, onInvalid),
    send,
    formMessages,
    setFormMessages,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
  }
}
