/**
 * The field builders a form's contract is written with (an experience entry, an individual or a
 * group CEU), in the words that form uses for a missing value and a wrong date.
 *
 *   const { requiredDay, requiredText, optionalText } = formFields({ required: M.required })
 */
import { z } from '../zod'
import { DAY_PATTERN, isRealDay } from '../system-data/fields'
import { text } from './text'

export function formFields({
  required,
  invalidDate = 'Please enter a valid date',
}: {
  required: string
  invalidDate?: string
}) {
  /** A real calendar day, MM/DD/YYYY's ISO form (YYYY-MM-DD). */
  const day = z.string().check(z.regex(DAY_PATTERN, invalidDate), z.refine(isRealDay, invalidDate))
  return {
    day,
    requiredDay: z.pipe(z.string({ error: required }).check(z.minLength(1, required)), day),
    requiredText: (max: number) =>
      text({ error: required }).check(
        z.trim(),
        z.minLength(1, required),
        z.maxLength(max, `Use at most ${max} characters`),
      ),
    /** Blank is null. */
    optionalText: (max: number) =>
      z.pipe(
        z.nullish(text().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`))),
        z.transform((value) => (value ? value : null)),
      ),
  }
}

/** A number from JSON or a multipart text field: '' and null are missing. */
export const numberInput = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value
