/** The pure half of form error handling, kept free of React so it is unit-tested in node. */
import { GenericMessages } from '@portal/contracts'
import { errorMessage, isApiError } from './errors'

export interface SplitServerErrors {
  /** [field path, message] for each error that lands on a field of this form. */
  fieldErrors: Array<[string, string]>
  /** Messages that match no field: show them above the form or as a toast. */
  formMessages: string[]
}

/** Pure: sorts an API failure into field errors and form-level messages. */
export function splitServerErrors(error: unknown, isField: (path: string) => boolean): SplitServerErrors {
  if (!isApiError(error)) return { fieldErrors: [], formMessages: [errorMessage(error)] }
  const fieldErrors: Array<[string, string]> = []
  const formMessages: string[] = []
  for (const [path, messages] of Object.entries(error.body.errors ?? {})) {
    const text = messages.join(' ')
    if (isField(path)) fieldErrors.push([path, text])
    else formMessages.push(text)
  }
  // The envelope's message summarizes the entries ('Please correct the highlighted fields.'),
  // so it is shown only when there is no entry to show instead.
  const hasAnyEntry = fieldErrors.length > 0 || formMessages.length > 0
  if (!hasAnyEntry) formMessages.push(error.body.message || GenericMessages.internal)
  return { fieldErrors, formMessages: [...new Set(formMessages)] }
}

/** Pure: whether a dotted path ("address.state", "items.0.name") exists in an object tree. */
export function hasPath(tree: unknown, path: string): boolean {
  let node: unknown = tree
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false
    node = (node as Record<string, unknown>)[key]
  }
  return true
}

/** What react-hook-form keeps beside an error's message: never a field of the form. */
const ERROR_DETAILS = new Set(['ref', 'types'])

/**
 * Pure: the messages of react-hook-form's nested errors ({ address: { state: { message } } }) as
 * [dotted path, message] pairs ("address.state"), in the order the fields were declared.
 */
export function fieldErrorEntries(errors: unknown, prefix = ''): Array<[string, string]> {
  if (typeof errors !== 'object' || errors === null) return []
  const entries: Array<[string, string]> = []
  const node = errors as Record<string, unknown>
  const isError = prefix !== '' && typeof node.message === 'string'
  if (isError && node.message !== '') entries.push([prefix, String(node.message)])
  for (const [key, child] of Object.entries(node)) {
    // An error's own parts (its type, message, element) are strings or the element, not fields.
    if (isError && (ERROR_DETAILS.has(key) || typeof child !== 'object')) continue
    entries.push(...fieldErrorEntries(child, prefix === '' ? key : `${prefix}.${key}`))
  }
  return entries
}
