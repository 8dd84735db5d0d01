/**
 * One way to show a failed submit: each server error goes on the field it names, and only what
 * belongs to no field on the form is shown as a form-level message (a toast unless the screen
 * shows it inline). Nothing the person typed is reset.
 */
import { toastError } from './toast'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { hasPath, splitServerErrors } from './server-errors'

export { hasPath, splitServerErrors, type SplitServerErrors } from './server-errors'

export interface ApplyServerErrorsOptions {
  /** The field paths shown on the form; defaults to every path of the form's default values. */
  fields?: readonly string[]
  /** false when the screen shows the returned messages itself (e.g. in an Alert). */
  toast?: boolean
}

/**
 * Puts each server error on its form field and returns the messages that fit no field, which are
 * also toasted unless `toast: false`.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'formState'>,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): string[] {
  const defaults = form.formState.defaultValues
  const isField = options.fields
    ? (path: string) => options.fields?.includes(path) === true
    : (path: string) => hasPath(defaults, path)
  const { fieldErrors, formMessages } = splitServerErrors(error, isField)
  fieldErrors.forEach(([path, message], index) => {
    // Paths were checked against this form's fields just above.
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 })
  })
  if (options.toast !== false) {
    for (const message of formMessages) toastError(message)
  }
  return formMessages
}
