/**
 * The Edit Registration and Edit price modals' forms (spec 3 §5 'Registration edit', 'Price
 * edit'): numbers typed as text, turned into the contract's EditRegistrationBody and
 * LineItemPriceBody and checked by them.
 */
import { z, dollarsToCents, EditRegistrationBody, LineItemPriceBody, type AdminRegistration } from '@portal/contracts'
import { numberOf } from '../../../lib/number-text'
import { textOrNull } from '../../../lib/text'

export interface EditFormValues {
  requiredHours: string
  mspClass: string
  enrolledOn: string
  deadline: string
}

export function editFormDefaults(
  registration: Pick<AdminRegistration, 'requiredHours' | 'mspClass' | 'enrolledOn' | 'deadline'>,
): EditFormValues {
  return {
    requiredHours: String(registration.requiredHours),
    mspClass: registration.mspClass === null ? '' : String(registration.mspClass),
    enrolledOn: registration.enrolledOn ?? '',
    deadline: registration.deadline ?? '',
  }
}

export const EditFormSchema = z.pipe(
  z.pipe(
    z.object({ requiredHours: z.string(), mspClass: z.string(), enrolledOn: z.string(), deadline: z.string() }),
    z.transform((values) => ({
      requiredHours: numberOf(values.requiredHours),
      mspClass: numberOf(values.mspClass) ?? null,
      enrolledOn: textOrNull(values.enrolledOn),
      deadline: textOrNull(values.deadline),
    })),
  ),
  EditRegistrationBody,
)

/** The price in dollars as typed ('12.50'); sent in cents. */
export interface PriceFormValues {
  price: string
}

export const priceFormDefaults = (cents: number): PriceFormValues => ({ price: (cents / 100).toFixed(2) })

export const PriceFormSchema = z.pipe(
  z.pipe(
    z.object({ price: z.string() }),
    z.transform((values) => {
      const dollars = numberOf(values.price)
      return { price: dollars === undefined ? undefined : dollarsToCents(dollars) }
    }),
  ),
  LineItemPriceBody,
)
