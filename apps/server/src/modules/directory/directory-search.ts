/**
 * What a directory search asks for, as plain terms (pure, unit-tested): the words of a name and
 * the parts of a location, lower-cased, with the states a part names already resolved.
 */
import { MILITARY_STATES, US_STATES } from '@portal/contracts'

/** More words than this add nothing to a name or a place; the rest are ignored. */
export const MAX_SEARCH_WORDS = 3
/** A state is found by the start of its name from this many letters ("ohi" -> OH). */
const STATE_NAME_MIN_PREFIX = 3

/**
 * One part of a location ("Columbus", "OH"). A part that names a listed state (its code, or the
 * start of its name) matches that state; any other part matches the start of the city, or a
 * state typed on the address form ('State not listed', stored upper-cased, e.g. "ON").
 */
export type LocationPart = { kind: 'state'; codes: string[] } | { kind: 'place'; text: string }

export interface DirectorySearchTerms {
  /** Each word must start the first or the last name. */
  nameWords: string[]
  /** Each part must match the primary address. */
  locationParts: LocationPart[]
  areaOfExpertiseId: number | undefined
}

const STATES = [...US_STATES, ...MILITARY_STATES]

const words = (text: string | undefined, separator: RegExp) =>
  (text ?? '')
    .toLowerCase()
    .split(separator)
    .map((word) => word.trim())
    .filter((word) => word !== '')
    .slice(0, MAX_SEARCH_WORDS)

function locationPartOf(text: string): LocationPart {
  const codes = STATES.filter(
    (state) =>
      state.value.toLowerCase() === text ||
      (text.length >= STATE_NAME_MIN_PREFIX && state.label.toLowerCase().startsWith(text)),
  ).map((state) => state.value)
  return codes.length > 0 ? { kind: 'state', codes } : { kind: 'place', text }
}

export function searchTermsOf(query: {
  name?: string
  location?: string
  areaOfExpertiseId?: number
}): DirectorySearchTerms {
  return {
    // "Smith, Jane" and "Jane Smith" find the same person.
    nameWords: words(query.name, /[\s,]+/),
    locationParts: words(query.location, /,/).map(locationPartOf),
    areaOfExpertiseId: query.areaOfExpertiseId,
  }
}
