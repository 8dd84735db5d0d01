/**
 * The supervisor's verification form (spec 3 "Experience validation"): start and end dates and the
 * hours (prefilled from what was sent, corrected if need be), comments and a signature, turned
 * into the contract's VerifierBody and checked by it; the end may not come before the start.
 */
import { z, ValidationMessages as V, VerifierBody, type OpenVerifierView } from '@portal/contracts'

export interface VerificationFormValues {
  /** YYYY-MM-DD. */
  start: string
  end: string
  hours: string
  comments: string
  signature: string
}

export const VERIFICATION_FORM_FIELDS = ['start', 'end', 'hours', 'comments', 'signature'] as const

export function verificationFormDefaults(view: OpenVerifierView): VerificationFormValues {
  return {
    start: view.start ?? '',
    end: view.end ?? '',
    hours: view.hours === null ? '' : String(view.hours),
    comments: '',
    signature: '',
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const VerificationFormSchema = z.pipe(
  z.object({ start: z.string(), end: z.string(), hours: z.string(), comments: z.string(), signature: z.string() }),
  z.transform((values, ctx) => {
    const parsed = VerifierBody.safeParse({
      start: values.start,
      end: values.end,
      // '' is missing: the contract then says 'Required'.
      hours: values.hours.trim() === '' ? undefined : Number(values.hours),
      comments: values.comments,
      signature: values.signature,
    })
    const paths = new Set<string>()
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path.filter((key) => typeof key !== 'symbol')
      paths.add(path.join('.'))
      ctx.issues.push({ code: 'custom', path, message: issue.message, input: values })
    }
    if (!paths.has('end') && DAY.test(values.start) && DAY.test(values.end) && values.end < values.start) {
      ctx.issues.push({ code: 'custom', path: ['end'], message: V.endBeforeStart, input: values })
      return z.NEVER
    }
    return parsed.success ? parsed.data : z.NEVER
  }),
)
