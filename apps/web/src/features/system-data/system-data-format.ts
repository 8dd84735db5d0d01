/** The pure half of the System Data screens: what a cell shows and which choices a select offers. */
import {
  formatCents,
  formatDate,
  formatDateTime,
  optionLabel,
  rowTitle,
  type FieldDescriptor,
  type SystemDataDescriptor,
  type SystemDataRow,
} from '@portal/contracts'

/** The choices of a yes/no filter; the server reads them as true/false. */
export const YES_NO = ['Yes', 'No'] as const

const MAX_CELL_TEXT = 80

function truncate(text: string): string {
  return text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT - 1)}…` : text
}

/** The text of one field of a listed row. */
export function cellText(field: FieldDescriptor, row: Readonly<Record<string, unknown>>): string {
  const value = row[field.name]
  if (value === null || value === undefined) return ''
  switch (field.type) {
    case 'money':
      if (typeof value !== 'number') return ''
      return field.percentWhen && row[field.percentWhen] === true ? `${value}%` : formatCents(value)
    case 'boolean':
      return value === true ? 'Yes' : 'No'
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    case 'select':
      return optionLabel(field, String(value))
    case 'multiselect':
      return Array.isArray(value) && value.length ? value.map((v) => optionLabel(field, String(v))).join(', ') : 'All'
    case 'reference': {
      const labels = row.labels as Readonly<Record<string, string | null>> | undefined
      return labels?.[field.name] ?? `#${String(value)}`
    }
    case 'references':
    case 'json':
      return Array.isArray(value) ? `${value.length} item${value.length === 1 ? '' : 's'}` : ''
    default:
      return truncate(String(value))
  }
}

export interface ChoiceOption {
  value: string
  label: string
}

/**
 * The rows another kind may refer to: those not retired, plus the ones already chosen (marked
 * retired), so editing an old record never silently drops its choice.
 */
export function referenceChoices(
  descriptor: SystemDataDescriptor,
  rows: readonly SystemDataRow[],
  chosen: readonly number[] = [],
): ChoiceOption[] {
  return rows
    .filter((row) => row.retiredAt === null || chosen.includes(row.id))
    .map((row) => ({
      value: String(row.id),
      label: row.retiredAt === null ? rowTitle(descriptor, row) : `${rowTitle(descriptor, row)} (retired)`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label))
}

/** The filter choices of a list column, when it is picked rather than typed. */
export function filterChoices(field: FieldDescriptor): readonly string[] | undefined {
  if (field.filter === 'boolean') return YES_NO
  if (field.type === 'select' && field.filter === 'exact') return field.options.map((o) => optionLabel(field, o))
  return undefined
}
