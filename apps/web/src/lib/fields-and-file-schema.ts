/**
 * The schema of a form that sends a contract's fields and at most one file (an experience entry,
 * an individual or group CEU): every problem at once, the contract's and the form's own (what
 * only the screen knows: the registration, the period, the attached files), one a field (the
 * contract's first); the output is the contract's fields and the picked file.
 */
import { z } from '@portal/contracts'

/** A problem the form finds itself, on its field. */
export type Problem = { path: (string | number)[]; message: string }

export function fieldsAndFileSchema<S extends z.ZodMiniObject, B extends z.ZodMiniType>(
  formShape: S,
  fields: B,
  /** The form's values as the contract's input. */
  toFieldsInput: (values: z.output<S>) => unknown,
  /** The form's own problems. */
  ownProblems: (values: z.output<S>) => Problem[],
) {
  return z.pipe(
    formShape,
    z.transform((values, ctx): { fields: z.output<B>; media: File | null } => {
      const parsed = fields.safeParse(toFieldsInput(values))
      const problems: Problem[] = [
        ...(parsed.success
          ? []
          : parsed.error.issues.map((issue) => ({
              path: issue.path.filter((key) => typeof key !== 'symbol'),
              message: issue.message,
            }))),
        ...ownProblems(values),
      ]
      const seen = new Set<string>()
      for (const problem of problems) {
        const key = problem.path.join('.')
        if (seen.has(key)) continue
        seen.add(key)
        ctx.issues.push({ code: 'custom', path: problem.path, message: problem.message, input: values })
      }
      if (!parsed.success || seen.size > 0) return z.NEVER
      // The picked file is a browser File.
      const media = (values as { media?: unknown }).media
      return { fields: parsed.data, media: media instanceof File ? media : null }
    }),
  )
}
