import type { Choice } from '@portal/contracts'
import type { SelectOption } from '../../components/form/FormFields'

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
