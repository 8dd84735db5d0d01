/**
 * Addresses of the signed-in user (spec 1 §3 "Address", §5 and spec 2 §5): name, line 1 and state
 * are required; a military address adds AA, AE and AP to the states; 'State not listed' lets the
 * person type a state, which is upper-cased.
 */
import { z } from '../zod'
import { requiredText } from '../auth/schemas'
import { evenWhenOtherFieldsFail, text } from '../http/text'
import { ClearablePhone, clearableText } from './fields'
import { ProfileMessages as M } from './messages'
import { isListedState } from './us-states'

export const DEFAULT_COUNTRY = 'United States'

/** The fields of the address form, as the modal holds them. */
export const AddressFields = z.object({
  name: requiredText(200),
  addressLine1: requiredText(255),
  addressLine2: clearableText(255),
  city: clearableText(100),
  state: text({ error: M.required }).check(z.trim(), z.minLength(1, M.required), z.maxLength(100, M.tooManyCharacters)),
  zip: clearableText(20),
  country: z.pipe(
    text().check(z.trim(), z.maxLength(100, M.tooManyCharacters)),
    z.transform((value) => value || DEFAULT_COUNTRY),
  ),
  phone: ClearablePhone,
  isMilitary: z.boolean(),
  /** Ticked: the state is typed instead of chosen (it is stored upper-cased). */
  stateNotListed: z.boolean(),
  /** Ticked: this becomes the primary address. */
  isPrimary: z.boolean(),
})

/** Create or replace an address: the form's fields with the state rule applied. */
export const AddressBody = z.pipe(
  AddressFields.check(
    z.superRefine((value, ctx) => {
      // Runs even when other fields failed (every problem in one answer), so it checks its inputs.
      const { state, stateNotListed, isMilitary } = value
      if (
        typeof state === 'string' &&
        state !== '' &&
        stateNotListed === false &&
        !isListedState(state, isMilitary === true)
      ) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: M.stateNotInList })
      }
    }, evenWhenOtherFieldsFail),
  ),
  z.transform((value) => ({
    ...value,
    state: value.stateNotListed ? value.state.toUpperCase() : value.state,
  })),
)
export type AddressBody = z.input<typeof AddressBody>
export type AddressValues = z.output<typeof AddressBody>

export const Address = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.string(),
  zip: z.nullable(z.string()),
  country: z.string(),
  phone: z.nullable(z.string()),
  isMilitary: z.boolean(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
})
export type Address = z.infer<typeof Address>

/** The form values of a stored address (a state outside the list was typed: 'State not listed'). */
export function addressFormValues(address: Address | null, isPrimary: boolean): AddressBody {
  return {
    name: address?.name ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? DEFAULT_COUNTRY,
    phone: address?.phone ?? '',
    isMilitary: address?.isMilitary ?? false,
    stateNotListed: address ? !isListedState(address.state, address.isMilitary) : false,
    isPrimary,
  }
}
