/**
 * The extension request form (spec 2 §2.9, §5 Extension): the program chosen, the hours typed as
 * text and the signature, turned into the contract's ExtensionBody and checked by it, so
 * 'Required' and 'Choose a program' are the server's own messages on the same fields.
 */
import { z, ExtensionBody, ExtensionMessages as M, type ExtensionProgram } from '@portal/contracts'
import { programKey } from './extension-view'

export interface ExtensionFormValues {
  /** A programKey; undefined until one is chosen. */
  program?: string
  completedHours: string
  signature: string
}

/** The fields the form shows: the server's 422 on `program`, `completedHours` or `signature` lands on them. */
export const EXTENSION_FORM_FIELDS = ['program', 'completedHours', 'signature'] as const

/** One program only: it is chosen already. */
export function extensionFormDefaults(programs: readonly ExtensionProgram[]): ExtensionFormValues {
  const [only] = programs
  return { program: programs.length === 1 && only ? programKey(only) : undefined, completedHours: '', signature: '' }
}

/** '' → undefined (the contract says 'Required'); anything else as a number (NaN is refused too). */
function hoursOf(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/**
 * Each field is checked on its own, with the contract's rule for it, so an empty form says every
 * problem at once ('Choose a program', 'Required', 'Required'); the body then passes the
 * contract's ExtensionBody whole.
 */
export function extensionFormSchema(programs: readonly ExtensionProgram[]) {
  const { completedHours, signature } = ExtensionBody.shape
  return z.pipe(
    z.pipe(
      z.object({
        program: z
          .string({ error: M.chooseProgram })
          .check(z.refine((key) => programs.some((program) => programKey(program) === key), M.chooseProgram)),
        completedHours: z.pipe(z.pipe(z.string(), z.transform(hoursOf)), completedHours),
        signature,
      }),
      z.transform((values): z.input<typeof ExtensionBody> => {
        const chosen = programs.find((program) => programKey(program) === values.program)
        return {
          registrationId: chosen?.registrationId ?? null,
          userCertificationId: chosen?.registrationId == null ? (chosen?.userCertificationId ?? null) : null,
          completedHours: values.completedHours,
          signature: values.signature,
        }
      }),
    ),
    ExtensionBody,
  )
}
