/**
 * Field schemas of the profile forms. Each accepts what a form holds (strings from inputs and
 * selects, '' for an empty field) and puts out what the API stores, and its output is valid input
 * again: the web app sends the parsed form values, and the server parses them once more. An
 * emptied field becomes null, so a partial update can tell "clear it" (null) from "leave it" (absent).
 */
import { z, preprocess } from '../zod'
import { nameText, text } from '../http/text'
import { easternDay } from '../dates'
import { US_PHONE_PATTERN } from '../auth/schemas'
import { ProfileMessages as M } from './messages'

const MAX_ID = 2_147_483_647

const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/** Optional text: '' and null clear the field. */
export const clearableText = (max: number, message: string = M.tooManyCharacters) =>
  z.pipe(
    z.pipe(z.union([text(), z.null()]), z.transform(blankToNull)),
    z.nullable(z.string().check(z.maxLength(max, message))),
  )

/** An optional name part (middle name, suffix): '' and null clear it. */
export const clearableName = (max: number) =>
  z.pipe(
    z.pipe(z.union([nameText(), z.null()]), z.transform(blankToNull)),
    z.nullable(z.string().check(z.maxLength(max, M.tooManyCharacters))),
  )

/** An optional 10-digit US phone number (punctuation is removed), or null. */
export const ClearablePhone = z.pipe(
  z.pipe(z.union([text(), z.null()]), z.transform(blankToNull)),
  z.nullable(
    z.pipe(
      z.string().check(z.maxLength(20, M.phone), z.regex(US_PHONE_PATTERN, M.phone)),
      z.transform((value) => value.replace(/\D/g, '')),
    ),
  ),
)

/**
 * An optional http(s) web address. A bare domain ("example.org/me") gets https:// in front;
 * anything else (javascript:, mailto:, spaces) is refused, since the address is shown as a link.
 */
export const ClearableUrl = (max: number) =>
  z.pipe(
    z.pipe(z.union([text(), z.null()]), z.transform(blankToNull)),
    z.nullable(
      z.pipe(
        z.pipe(
          z.string().check(z.maxLength(max, M.tooManyCharacters)),
          z.transform((value, ctx) => {
            const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`
            const url = URL.canParse(withScheme) ? new URL(withScheme) : null
            const isWebAddress =
              url !== null &&
              (url.protocol === 'https:' || url.protocol === 'http:') &&
              /^[^\s.]+(\.[^\s.]+)+$/.test(url.hostname) &&
              !/\s/.test(value)
            if (!isWebAddress) {
              ctx.issues.push({ code: 'custom', message: M.invalidUrl, input: value })
              return z.NEVER
            }
            return withScheme
          }),
        ),
        z.string().check(z.maxLength(max, M.tooManyCharacters)),
      ),
    ),
  )

/** An optional social handle such as "@afcpe" (stored without the @), or null. */
export const ClearableHandle = z.pipe(
  z.pipe(z.union([text(), z.null()]), z.transform(blankToNull)),
  z.nullable(
    z.pipe(
      z.string().check(z.regex(/^@?[A-Za-z0-9_]{1,30}$/, M.invalidHandle)),
      z.transform((value) => value.replace(/^@/, '')),
    ),
  ),
)

/** An optional day (YYYY-MM-DD, as a date input gives it) between 1900 and today, or null. */
export const ClearablePastDay = z.pipe(
  z.pipe(z.union([text(), z.null()]), z.transform(blankToNull)),
  z.nullable(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidDate),
      z.refine((day) => {
        const [y, m, d] = day.split('-').map(Number) as [number, number, number]
        const date = new Date(Date.UTC(y, m - 1, d))
        const isReal = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
        return isReal && day >= '1900-01-01' && day <= easternDay()
      }, M.invalidDate),
    ),
  ),
)

const toIdOrNull = (value: unknown): unknown => {
  if (value === '' || value === null || value === undefined) return null
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return value
}

/** An id chosen in a select (a string in the form, a number on the wire), or null when none. */
export const OptionalId = preprocess(
  toIdOrNull,
  z.nullable(z.number({ error: M.optionUnavailable }).check(z.int(), z.positive(), z.lte(MAX_ID, M.optionUnavailable))),
)

/** A required id chosen in a select: none chosen is 'Required'. */
export const RequiredId = preprocess(
  toIdOrNull,
  z
    .number({ error: (issue) => (issue.input === null ? M.required : M.optionUnavailable) })
    .check(z.int(), z.positive(), z.lte(MAX_ID, M.optionUnavailable)),
)

/** Ids ticked in a checkbox group (strings in the form), without duplicates. */
export const IdList = z.pipe(
  z
    .array(preprocess(toIdOrNull, z.number({ error: M.optionUnavailable }).check(z.int(), z.positive(), z.lte(MAX_ID))))
    .check(z.maxLength(200)),
  z.transform((ids) => [...new Set(ids)]),
)

/** A value chosen from a fixed list; none chosen (undefined, '' or null) is null. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.nullable(z.enum(values, { error: M.optionUnavailable })),
  )

/** A value chosen from a fixed list that must be chosen ('Required'). */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: (issue) => (issue.input === undefined ? M.required : M.optionUnavailable) }),
  )
