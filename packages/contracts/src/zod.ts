/**
 * The one import of zod (decision 0017): every schema of the portal, in the contracts, the server
 * and the web app, is written with zod/mini, whose functions the bundler keeps only when used
 * (`z.optional(x)`, `x.check(z.maxLength(100))`), where classic zod's methods bring the whole
 * library, JSON Schema included, to every page. Import `z` from here (or from
 * '@portal/contracts'), never from 'zod' itself (ESLint refuses it): this module also sets zod's
 * English messages, which zod/mini leaves out, so a field without a message of its own reads as
 * it always has ("Too big: expected string to have <=200 characters").
 */
import { z } from 'zod/mini'
import { en } from 'zod/locales'

z.config(en())

export { z }

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: `prepare` runs on the raw input, before
 * `schema` parses its result (a form's '' read as missing, a multipart text field as a number).
 */
export function preprocess<S extends z.core.SomeType>(
  prepare: (value: unknown) => unknown,
  schema: S,
): z.ZodMiniType<z.output<S>, unknown, z.core.$ZodPreprocessInternals<S>> {
  return z.pipe(z.transform(prepare), schema as unknown as z.core.$ZodType<unknown, unknown>) as never
}
