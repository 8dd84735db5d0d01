/**
 * The events table offers its filters as the words it shows ('In-Person', 'Yes'); the list
 * helper compares literals. This maps those words to the literals (as the System Data lists do),
 * and leaves literals and everything else as they are.
 */
import { EVENT_TYPES, EVENT_TYPE_LABELS, parseFilterItem, type EventType } from '@portal/contracts'

const BOOLEAN_FIELDS: ReadonlySet<string> = new Set(['freeForMembers', 'approvedForEthics'])
const YES_NO: Readonly<Record<string, string>> = { yes: 'true', no: 'false' }

const typeByLabel = new Map<string, EventType>(EVENT_TYPES.map((type) => [EVENT_TYPE_LABELS[type].toLowerCase(), type]))

export function normalizeEventFilters(filters: readonly string[]): string[] {
  return filters.map((raw) => {
    const item = parseFilterItem(raw)
    if (!item) return raw
    const word = item.value.trim().toLowerCase()
    const literal = BOOLEAN_FIELDS.has(item.field)
      ? YES_NO[word]
      : item.field === 'type'
        ? typeByLabel.get(word)
        : undefined
    return literal === undefined ? raw : `${item.field},${literal}`
  })
}
