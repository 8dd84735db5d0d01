import type { Choice } from '@portal/contracts'
import type { SelectOption } from '../../components/form/FormFields'

/** "(555) 123-4567" for a stored 10-digit number; anything else as it is. */
export function formatPhone(digits: string | null): string {
  return digits && /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : (digits ?? '')
}

/** Catalogue choices as options; a retired one (still chosen by this person) says so. */
export function choiceOptions(choices: readonly Choice[]): SelectOption[] {
  return choices.map((choice) => ({
    value: String(choice.id),
    label: choice.retired ? `${choice.name} (no longer offered)` : choice.name,
  }))
}

/** Ids as the strings selects and checkbox groups hold. */
export const idText = (id: number | null): string => (id === null ? '' : String(id))
export const idTexts = (ids: readonly number[]): string[] => ids.map(String)
