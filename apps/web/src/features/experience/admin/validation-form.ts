/**
 * The 'Validation' modal's form (spec 3 §5 'Verifier validation modal'): the verifier's e-mail,
 * the dates, the hours (0.01 steps), the description and the comments, typed as text and turned
 * into the contract's EditValidationBody, which checks them as the server does.
 */
import { z, EditValidationBody, type ExperienceValidation } from '@portal/contracts'
import { numberOf } from '../../../lib/number-text'
import { textOrNull } from '../../../lib/text'
import type { EditValidationBody as EditValidationInput } from './experience-admin-api'

export interface ValidationFormValues {
  supervisorEmail: string
  start: string
  end: string
  hours: string
  description: string
  comments: string
}

export const validationFormDefaults = (validation: ExperienceValidation): ValidationFormValues => ({
  supervisorEmail: validation.supervisorEmail,
  start: validation.start ?? '',
  end: validation.end ?? '',
  hours: validation.hours === null ? '' : String(validation.hours),
  description: validation.description ?? '',
  comments: validation.comments ?? '',
})

export const ValidationFormSchema = z.pipe(
  z.pipe(
    z.object({
      supervisorEmail: z.string(),
      start: z.string(),
      end: z.string(),
      hours: z.string(),
      description: z.string(),
      comments: z.string(),
    }),
    z.transform((values): EditValidationInput => ({
      supervisorEmail: values.supervisorEmail,
      start: textOrNull(values.start),
      end: textOrNull(values.end),
      hours: numberOf(values.hours) ?? null,
      description: textOrNull(values.description),
      comments: textOrNull(values.comments),
    })),
  ),
  EditValidationBody,
)
