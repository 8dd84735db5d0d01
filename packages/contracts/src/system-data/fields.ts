/**
 * The building blocks of a system-data descriptor (see ./descriptors.ts) and the one function
 * that turns a descriptor into its Zod schemas, so the admin form (react-hook-form + zodResolver)
 * and the server validate a row with the very same rules and messages.
 *
 * Values on the wire, in list rows and in create/update bodies share one shape per field type:
 *   text, textarea, url  string (optional ones: null when empty)
 *   number               number            money     integer cents (shown as dollars)
 *   boolean              boolean           date      'YYYY-MM-DD' (an Eastern calendar day)
 *   datetime             ISO 8601 instant  select    one of the enum's literals
 *   multiselect          literals[]        reference the id of a row of another kind
 *   references           ids[]             json      a list validated by the field's item schema
 */
import { tz, TZDate } from '@date-fns/tz'
import { format, isValid } from 'date-fns'
import { z, preprocess } from '../zod'
import { text } from '../http/text'
import { TIME_ZONE } from '../dates'
import type { SystemDataGroup, SystemDataKind } from './kinds'

/** How a list column is filtered on the server (the list helper's filter kinds). */
export type SystemDataFilter = 'text' | 'contains' | 'exact' | 'number' | 'boolean'

interface FieldBase {
  /** The property name on the wire (and of the Drizzle column). */
  name: string
  label: string
  /** Help shown under the input. */
  description?: string
  /** Must be given and may not be empty. */
  required?: boolean
  /** Shown as a column of the list. */
  list?: boolean
  sortable?: boolean
  filter?: SystemDataFilter
  /** Part of a unique key: a duplicate is reported on this field. */
  unique?: boolean
  /** Maintained by the portal: shown, never written by the form or the API. */
  readOnly?: boolean
}

export interface TextFieldDescriptor extends FieldBase {
  type: 'text' | 'textarea' | 'url'
  maxLength: number
}
export interface NumberFieldDescriptor extends FieldBase {
  type: 'number'
  min?: number
  max?: number
  /** Decimal places allowed; whole numbers when absent. */
  decimals?: number
  default?: number
}
export interface MoneyFieldDescriptor extends FieldBase {
  type: 'money'
  max?: number
  default?: number
  /** The boolean field that, when true, makes this value a percentage instead of cents. */
  percentWhen?: string
}
export interface BooleanFieldDescriptor extends FieldBase {
  type: 'boolean'
  default?: boolean
}
export interface DateFieldDescriptor extends FieldBase {
  type: 'date'
}
export interface DateTimeFieldDescriptor extends FieldBase {
  type: 'datetime'
  /** Not null; the database stamps the current time when it is left out of a create. */
  defaultNow?: boolean
}
export interface SelectFieldDescriptor extends FieldBase {
  type: 'select' | 'multiselect'
  options: readonly string[]
  labels?: Readonly<Record<string, string>>
}
export interface ReferenceFieldDescriptor extends FieldBase {
  type: 'reference' | 'references'
  /** The kind whose rows are referenced; the form offers them in a select. */
  kind: SystemDataKind
}
export interface JsonFieldDescriptor extends FieldBase {
  type: 'json'
  /** The schema of one list item. */
  item: z.ZodMiniType
  /** Shown as help: what one item looks like. */
  example: string
}

export type FieldDescriptor =
  | TextFieldDescriptor
  | NumberFieldDescriptor
  | MoneyFieldDescriptor
  | BooleanFieldDescriptor
  | DateFieldDescriptor
  | DateTimeFieldDescriptor
  | SelectFieldDescriptor
  | ReferenceFieldDescriptor
  | JsonFieldDescriptor

export type FieldType = FieldDescriptor['type']

/** A rule across fields (e.g. an end after a start); reported on `path`. */
export interface CrossFieldRule {
  path: string
  message: string
  /** Called with the parsed values; true when the row is fine. */
  isValid: (values: Readonly<Record<string, unknown>>) => boolean
}

export interface SystemDataDescriptor {
  kind: SystemDataKind
  /** Plural, for the list page: "Credit types". */
  title: string
  /** Singular, for buttons and messages: "Credit type". */
  label: string
  group: SystemDataGroup
  description: string
  /** The field that names a row where another kind refers to it. */
  titleField: string
  /** A reference field whose title is put before this kind's title (e.g. "AFC – Education"). */
  titlePrefixField?: string
  fields: readonly FieldDescriptor[]
  defaultSort: readonly { field: string; direction: 'asc' | 'desc' }[]
  rules?: readonly CrossFieldRule[]
}

// ---------------------------------------------------------------------------------------------
// Messages (written once, shown identically by the form and returned by the server)

export const SystemDataMessages = {
  required: 'Required',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  url: 'Please enter a valid URL (https://... or a path starting with /).',
  number: 'Please enter a number.',
  wholeNumber: 'Please enter a whole number.',
  decimals: (places: number) => `Please use at most ${places} decimal places.`,
  atLeast: (min: string) => `Must be at least ${min}.`,
  atMost: (max: string) => `Must be at most ${max}.`,
  wholeCents: 'Please enter an amount in whole cents.',
  date: 'Please enter a valid date.',
  datetime: 'Please enter a valid date and time.',
  choose: 'Please choose one of the options.',
  duplicateChoice: 'Each option may be chosen once.',
  yesNo: 'Please choose yes or no.',
  json: 'Please enter a valid JSON list.',
  tooMany: (max: number) => `At most ${max} items.`,
  notAllowed: 'This field is not allowed.',
  referenceMissing: 'Please choose one of the options.',
  referenceRetired: (label: string) => `This ${inSentence(label)} is retired. Please choose another one.`,
  endAfterStart: 'End date must be after the start date.',
  endOnOrAfterStart: 'End date must be on or after the start date.',
  percentRange: 'A percentage must be between 1 and 100.',
  percentMax: 'A percentage cannot be more than 100.',
  invalidValue: 'One of the values is not valid.',
  duplicate: (kindLabel: string, fieldLabel: string) =>
    `${article(kindLabel)} ${inSentence(kindLabel)} with this ${inSentence(fieldLabel)} already exists.`,
  created: 'Success',
  saved: 'Success',
  deleted: 'Deleted',
  retired: 'Retired',
  restored: 'Restored',
  confirmDelete: (kindLabel: string) =>
    `Are you sure you want to delete this ${inSentence(kindLabel)}? If other records use it, it is retired instead so their history stays intact.`,
} as const

function article(word: string): 'A' | 'An' {
  return /^[aeio]/i.test(word) ? 'An' : 'A'
}

/**
 * A label as it reads inside a sentence: "Credit type" → "credit type", while a first word
 * spelled with capitals of its own ("QuickBooks", "URL", "AFC") keeps them.
 */
export function inSentence(label: string): string {
  const [first = '', ...rest] = label.split(' ')
  const keep = /[A-Z]/.test(first.slice(1))
  return [keep ? first : first.toLowerCase(), ...rest].join(' ')
}

// ---------------------------------------------------------------------------------------------
// Value helpers shared by the form and the list

const INT_MAX = 2_147_483_647
const INT_MIN = -2_147_483_648
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
/** An absolute http(s) URL, or a path inside the portal. */
const URL_PATTERN = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*)$/i

/** 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const dollars = Math.floor(abs / 100).toLocaleString('en-US')
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`
}

/** Dollars typed in the form → integer cents (rounded to the cent). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

export function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** An instant → the Eastern wall-clock value of an <input type="datetime-local">. */
export function toEasternDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm", { in: tz(TIME_ZONE) }) : ''
}

/** The Eastern wall-clock value of an <input type="datetime-local"> → an ISO instant. */
export function fromEasternDateTimeInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const instant = new TZDate(y, mo - 1, d, h, mi, 0, TIME_ZONE)
  return isValid(instant) ? new Date(instant.getTime()).toISOString() : null
}

/** The label of an enum literal: the descriptor's label, else the literal made readable. */
export function optionLabel(field: SelectFieldDescriptor, value: string): string {
  return field.labels?.[value] ?? humanize(value)
}

export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function isEditable(field: FieldDescriptor): boolean {
  return field.readOnly !== true
}

/** Whether a field may be null (neither required nor given a default). */
export function isNullable(field: FieldDescriptor): boolean {
  if (field.required) return false
  switch (field.type) {
    case 'boolean':
    case 'multiselect':
    case 'references':
    case 'json':
      return false
    case 'number':
    case 'money':
      return field.default === undefined
    case 'datetime':
      return field.defaultNow !== true
    default:
      return true
  }
}

// ---------------------------------------------------------------------------------------------
// Descriptor → Zod

type Mode = 'create' | 'update'

/** The message of a type failure: 'Required' when nothing was given. */
const requiredOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? SystemDataMessages.required : message

const M = SystemDataMessages

function textSchema(field: TextFieldDescriptor) {
  let schema = text({ error: requiredOr(M.required) }).check(
    z.trim(),
    z.maxLength(field.maxLength, M.tooLong(field.maxLength)),
  )
  if (field.required) schema = schema.check(z.minLength(1, M.required))
  if (field.type === 'url') return schema.check(z.refine((value) => value === '' || URL_PATTERN.test(value), M.url))
  return schema
}

function numberSchema(field: NumberFieldDescriptor) {
  const min = field.min ?? INT_MIN
  const max = field.max ?? INT_MAX
  const places = field.decimals ?? 0
  return z.number({ error: requiredOr(M.number) }).check(
    z.refine(
      (value) => Number.isInteger(Math.round(value * 10 ** places * 1e6) / 1e6),
      places === 0 ? M.wholeNumber : M.decimals(places),
    ),
    z.refine((value) => value >= min, M.atLeast(String(min))),
    z.refine((value) => value <= max, M.atMost(String(max))),
  )
}

function moneySchema(field: MoneyFieldDescriptor) {
  const max = field.max ?? INT_MAX
  return z
    .number({ error: requiredOr(M.number) })
    .check(z.int(M.wholeCents), z.gte(0, M.atLeast(formatCents(0))), z.lte(max, M.atMost(formatCents(max))))
}

function enumOf(options: readonly string[]) {
  return z.enum(options as [string, ...string[]], { error: requiredOr(M.choose) })
}

const referenceId = () =>
  z.number({ error: requiredOr(M.choose) }).check(z.int(M.choose), z.gte(1, M.choose), z.lte(INT_MAX, M.choose))

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length

function jsonSchema(field: JsonFieldDescriptor) {
  const list = z.array(field.item).check(z.maxLength(200, M.tooMany(200)))
  // One message on the field itself, since the form edits the whole list as one text.
  return z.pipe(
    z.any(),
    z.transform((value: unknown, ctx) => {
      let parsed = value
      if (typeof value === 'string') {
        try {
          parsed = value.trim() === '' ? [] : JSON.parse(value)
        } catch {
          ctx.issues.push({ code: 'custom', message: M.json, input: value })
          return z.NEVER
        }
      }
      const result = list.safeParse(parsed)
      if (!result.success) {
        const issue = result.error.issues[0]
        const where = issue && issue.path.length ? `Item ${Number(issue.path[0]) + 1}${pathTail(issue.path)}: ` : ''
        ctx.issues.push({ code: 'custom', message: `${where}${issue?.message ?? M.json}`, input: value })
        return z.NEVER
      }
      return result.data
    }),
  )
}

const pathTail = (path: readonly PropertyKey[]) => (path.length > 1 ? ` ${path.slice(1).map(String).join('.')}` : '')

/** The schema of one value, before it is made optional, nullable or defaulted. */
function baseSchema(field: FieldDescriptor): z.ZodMiniType {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'url':
      return textSchema(field)
    case 'number':
      return numberSchema(field)
    case 'money':
      return moneySchema(field)
    case 'boolean':
      return z.boolean({ error: requiredOr(M.yesNo) })
    case 'date':
      return text({ error: requiredOr(M.date) }).check(z.refine(isRealDay, M.date))
    case 'datetime':
      return z.iso.datetime({ offset: true, error: requiredOr(M.datetime) })
    case 'select':
      return enumOf(field.options)
    case 'multiselect':
      return z
        .array(enumOf(field.options), { error: M.choose })
        .check(z.maxLength(field.options.length, M.duplicateChoice), z.refine(distinct, M.duplicateChoice))
    case 'reference':
      return referenceId()
    case 'references':
      return z
        .array(referenceId(), { error: M.choose })
        .check(z.maxLength(200, M.tooMany(200)), z.refine(distinct, M.duplicateChoice))
    case 'json':
      return jsonSchema(field)
  }
}

function defaultOf(field: FieldDescriptor): unknown {
  switch (field.type) {
    case 'boolean':
      return field.default ?? false
    case 'multiselect':
    case 'references':
    case 'json':
      return []
    case 'number':
    case 'money':
      return field.default
    default:
      return undefined
  }
}

function fieldSchema(field: FieldDescriptor, mode: Mode): z.ZodMiniType {
  const base = baseSchema(field)
  if (isNullable(field)) {
    // An empty or blank text is no value: stored as null.
    return z.optional(preprocess(blankToNull, z.nullable(base)))
  }
  if (mode === 'update' || field.required) return mode === 'update' ? z.optional(base) : base
  const fallback = defaultOf(field)
  // Not null with a database default (e.g. a datetime stamped now): left out when not given.
  return fallback === undefined ? z.optional(base) : z._default(base, fallback as never)
}

function applyRules(rules: readonly CrossFieldRule[] | undefined) {
  return (values: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    for (const rule of rules ?? []) {
      if (!rule.isValid(values)) ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message })
    }
  }
}

export interface SystemDataSchemas {
  /** A new row: every editable field, required ones present, defaults applied. */
  create: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>
  /**
   * A change: any subset of the editable fields, plus `retired` (false restores a retired row,
   * true retires it). The server checks the merged row with `create` for cross-field rules.
   */
  update: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>
}

/** Builds a kind's schemas from its descriptor. */
export function buildSystemDataSchemas(descriptor: SystemDataDescriptor): SystemDataSchemas {
  const editable = descriptor.fields.filter(isEditable)
  const shape = (mode: Mode) => Object.fromEntries(editable.map((field) => [field.name, fieldSchema(field, mode)]))
  const create = z.strictObject(shape('create')).check(z.superRefine(applyRules(descriptor.rules)))
  const update = z.strictObject({ ...shape('update'), retired: z.optional(z.boolean({ error: M.yesNo })) })
  return {
    create: create as unknown as SystemDataSchemas['create'],
    update: update as unknown as SystemDataSchemas['update'],
  }
}

/** The empty form of a new row: defaults where the descriptor has them. */
export function formDefaults(descriptor: SystemDataDescriptor): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of descriptor.fields.filter(isEditable)) {
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'url':
        values[field.name] = ''
        break
      case 'datetime':
        values[field.name] = field.defaultNow ? new Date().toISOString() : null
        break
      case 'json':
        values[field.name] = '[]'
        break
      default: {
        const fallback = defaultOf(field)
        values[field.name] = fallback === undefined ? null : fallback
      }
    }
  }
  return values
}

/** A listed row as form values (texts never null, JSON lists as editable text). */
export function rowToFormValues(descriptor: SystemDataDescriptor, row: Readonly<Record<string, unknown>>) {
  const values: Record<string, unknown> = {}
  for (const field of descriptor.fields.filter(isEditable)) {
    const value = row[field.name]
    if (field.type === 'json') values[field.name] = JSON.stringify(value ?? [], null, 2)
    else if (field.type === 'text' || field.type === 'textarea' || field.type === 'url')
      values[field.name] = value ?? ''
    else values[field.name] = value === undefined ? null : value
  }
  return values
}

/** The text a row is known by where another kind refers to it ("AFC – Education"). */
export function rowTitle(descriptor: SystemDataDescriptor, row: Readonly<Record<string, unknown>>): string {
  const own = row[descriptor.titleField]
  const labels = row.labels as Readonly<Record<string, string | null>> | undefined
  const prefix = descriptor.titlePrefixField ? labels?.[descriptor.titlePrefixField] : null
  return [prefix, own === null || own === undefined ? '' : String(own)].filter(Boolean).join(' – ')
}
