import { describe, expect, it } from 'vitest'
import {
  SYSTEM_DATA,
  SYSTEM_DATA_DESCRIPTORS,
  SYSTEM_DATA_GROUPS,
  SYSTEM_DATA_KINDS,
  SystemDataMessages,
  buildSystemDataSchemas,
  formDefaults,
  formatCents,
  fromEasternDateTimeInput,
  inSentence,
  rowTitle,
  rowToFormValues,
  systemDataSchemas,
  toEasternDateTimeInput,
  type SystemDataDescriptor,
} from '../index'

/** Field path → messages, as the server reports them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message)
  return errors
}

describe('the descriptors', () => {
  it('describe every kind of the spec once, in a known group', () => {
    expect(SYSTEM_DATA_DESCRIPTORS.map((d) => d.kind)).toEqual([...SYSTEM_DATA_KINDS])
    expect(SYSTEM_DATA_KINDS).toHaveLength(31)
    for (const descriptor of SYSTEM_DATA_DESCRIPTORS) expect(SYSTEM_DATA_GROUPS).toContain(descriptor.group)
  })

  it.each(SYSTEM_DATA_DESCRIPTORS.map((d) => [d.kind, d] as const))('%s is consistent', (_kind, descriptor) => {
    const names = descriptor.fields.map((f) => f.name)
    expect(new Set(names).size).toBe(names.length)
    const title = descriptor.fields.find((f) => f.name === descriptor.titleField)
    expect(title?.type).toBe('text')
    expect(title?.filter).toBeDefined()
    expect(descriptor.fields.some((f) => f.list)).toBe(true)
    for (const sort of descriptor.defaultSort) {
      expect(descriptor.fields.find((f) => f.name === sort.field)?.sortable, sort.field).toBe(true)
    }
    for (const rule of descriptor.rules ?? []) expect(names).toContain(rule.path)
    for (const field of descriptor.fields) {
      if (field.type === 'reference' || field.type === 'references') expect(SYSTEM_DATA_KINDS).toContain(field.kind)
      if (field.required) expect(field.readOnly).not.toBe(true)
    }
    if (descriptor.titlePrefixField) {
      expect(descriptor.fields.find((f) => f.name === descriptor.titlePrefixField)?.type).toBe('reference')
    }
  })

  it("build schemas that accept a new row's form defaults once the required fields are filled", () => {
    for (const descriptor of SYSTEM_DATA_DESCRIPTORS) {
      const result = systemDataSchemas(descriptor.kind).create.safeParse(formDefaults(descriptor))
      const missing = Object.keys(errorsOf(result)).sort()
      const required = descriptor.fields.filter((f) => f.required).map((f) => f.name)
      expect(missing, descriptor.kind).toEqual(required.sort())
    }
  })
})

describe('a kind schema built from its descriptor', () => {
  const creditType = systemDataSchemas('credit-type')

  it('requires required fields with the spec message and applies defaults on create only', () => {
    expect(errorsOf(creditType.create.safeParse({}))).toEqual({ name: [SystemDataMessages.required] })
    expect(errorsOf(creditType.create.safeParse({ name: '   ' }))).toEqual({ name: ['Required'] })
    expect(creditType.create.parse({ name: ' Ethics ' })).toEqual({ name: 'Ethics', minimumCredits: 0, sortOrder: 0 })
    expect(creditType.update.parse({})).toEqual({})
    expect(creditType.update.parse({ retired: false })).toEqual({ retired: false })
    expect(errorsOf(creditType.update.safeParse({ name: null }))).toEqual({ name: ['Required'] })
  })

  it('checks numbers, lengths and unknown fields', () => {
    const result = creditType.create.safeParse({ name: 'x'.repeat(201), minimumCredits: -1, sortOrder: 2.5, extra: 1 })
    expect(errorsOf(result)).toEqual({
      name: ['Must be at most 200 characters.'],
      minimumCredits: ['Must be at least 0.'],
      sortOrder: ['Please enter a whole number.'],
      _: ['Unrecognized key: "extra"'],
    })
  })

  it('stores blank optional texts as null and checks URLs', () => {
    const schema = systemDataSchemas('forum-category').create
    expect(schema.parse({ name: 'General', description: '  ', url: '' })).toMatchObject({
      description: null,
      url: null,
    })
    expect(schema.parse({ name: 'General', url: '/community' }).url).toBe('/community')
    expect(errorsOf(schema.safeParse({ name: 'General', url: 'ftp:/nope' }))).toEqual({
      url: [SystemDataMessages.url],
    })
  })

  it('takes money as whole cents and checks a percentage when the row says it is one', () => {
    const discount = systemDataSchemas('discount').create
    expect(discount.parse({ code: 'SAVE10', amount: 1050 })).toMatchObject({ amount: 1050, percentage: false })
    expect(errorsOf(discount.safeParse({ code: 'SAVE10', amount: 10.5 }))).toEqual({
      amount: ['Please enter an amount in whole cents.'],
    })
    expect(errorsOf(discount.safeParse({ code: 'SAVE10', amount: 150, percentage: true }))).toEqual({
      amount: ['A percentage must be between 1 and 100.'],
    })
    expect(
      errorsOf(discount.safeParse({ code: 'X', amount: 1, startsOn: '2026-02-01', endsOn: '2026-01-31' })),
    ).toEqual({ endsOn: ['End date must be on or after the start date.'] })
    expect(errorsOf(discount.safeParse({ code: 'X', amount: 1, scope: ['event', 'event', 'bogus'] }))).toEqual({
      'scope.2': ['Please choose one of the options.'],
    })
  })

  it('checks dates, instants, choices and references', () => {
    const event = systemDataSchemas('event').create
    const errors = errorsOf(
      event.safeParse({ name: 'Summit', type: 'gala', date: '2026-13-01T00:00:00Z', productId: 0, expirationDate: '' }),
    )
    expect(errors).toEqual({
      type: ['Please choose one of the options.'],
      date: ['Please enter a valid date and time.'],
      productId: ['Please choose one of the options.'],
    })
    const period = systemDataSchemas('reporting-period').create
    expect(errorsOf(period.safeParse({ name: '2030', startsOn: '2030-02-30', endsOn: '2030-01-01' }))).toEqual({
      startsOn: ['Please enter a valid date.'],
    })
    expect(errorsOf(period.safeParse({ name: '2030', startsOn: '2030-07-01', endsOn: '2030-07-01' }))).toEqual({
      endsOn: ['End date must be after the start date.'],
    })
  })

  it('reads a JSON list typed in the form and reports its first problem on the field', () => {
    const serviceType = systemDataSchemas('service-type').create
    const base = { name: 'Counseling', allowed: 100 }
    expect(serviceType.parse({ ...base, extraFields: '[{"key":"clients","label":"Clients"}]' }).extraFields).toEqual([
      { key: 'clients', label: 'Clients' },
    ])
    expect(serviceType.parse({ ...base, extraFields: '  ' }).extraFields).toEqual([])
    expect(errorsOf(serviceType.safeParse({ ...base, extraFields: '[{' }))).toEqual({
      extraFields: ['Please enter a valid JSON list.'],
    })
    expect(errorsOf(serviceType.safeParse({ ...base, extraFields: [{ key: 'a', label: '' }] }))).toEqual({
      extraFields: ['Item 1 label: Required'],
    })
    expect(errorsOf(serviceType.safeParse({ ...base, percentage: true, allowed: 120 }))).toEqual({
      allowed: ['A percentage cannot be more than 100.'],
    })
  })

  it('leaves read-only fields out of the bodies', () => {
    const discount = systemDataSchemas('discount')
    expect(discount.update.safeParse({ usageCount: 3 }).success).toBe(false)
  })

  it('turns a listed row into form values and back into the same body', () => {
    const descriptor = SYSTEM_DATA['practice-exam']
    const row = {
      id: 4,
      certificationId: 1,
      name: 'Practice exam 1',
      description: null,
      priceCents: 4900,
      examUrl: 'https://exams.example.org/1',
      poolExamStats: [{ POOLNAME: 'Credit', CORRECTANSWERS: 3, QUESTIONSRECEIVED: 5 }],
      productId: null,
      labels: { certificationId: 'AFC®', productId: null },
    }
    const values = rowToFormValues(descriptor, row)
    expect(values.description).toBe('')
    expect(typeof values.poolExamStats).toBe('string')
    const body = systemDataSchemas('practice-exam').create.parse(values)
    expect(body).toMatchObject({
      certificationId: 1,
      name: 'Practice exam 1',
      description: null,
      priceCents: 4900,
      poolExamStats: row.poolExamStats,
      productId: null,
    })
  })
})

describe('helpers', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(123456)).toBe('$1,234.56')
    expect(formatCents(5)).toBe('$0.05')
  })

  it('reads and writes datetime inputs in Eastern time, across daylight saving', () => {
    expect(toEasternDateTimeInput('2026-01-15T17:30:00.000Z')).toBe('2026-01-15T12:30')
    expect(toEasternDateTimeInput('2026-07-15T17:30:00.000Z')).toBe('2026-07-15T13:30')
    expect(fromEasternDateTimeInput('2026-01-15T12:30')).toBe('2026-01-15T17:30:00.000Z')
    expect(fromEasternDateTimeInput('2026-07-15T13:30')).toBe('2026-07-15T17:30:00.000Z')
    expect(fromEasternDateTimeInput('')).toBeNull()
    expect(toEasternDateTimeInput(null)).toBe('')
  })

  it('writes duplicate messages with the right article', () => {
    expect(SystemDataMessages.duplicate('Discount', 'Code')).toBe('A discount with this code already exists.')
    expect(SystemDataMessages.duplicate('Area of expertise', 'Name')).toBe(
      'An area of expertise with this name already exists.',
    )
  })

  it('puts labels inside a sentence, keeping names spelled with capitals', () => {
    expect(inSentence('Credit type')).toBe('credit type')
    expect(inSentence('QuickBooks product')).toBe('QuickBooks product')
    expect(inSentence('URL')).toBe('URL')
    expect(SystemDataMessages.duplicate('QuickBooks product', 'QuickBooks id')).toBe(
      'A QuickBooks product with this QuickBooks id already exists.',
    )
  })

  it('titles a row with its prefix reference', () => {
    expect(rowTitle(SYSTEM_DATA.pathway, { name: 'Education', labels: { certificationId: 'AFC®' } })).toBe(
      'AFC® – Education',
    )
    expect(rowTitle(SYSTEM_DATA['credit-type'], { name: 'Ethics', labels: {} })).toBe('Ethics')
  })

  it('builds schemas for a descriptor that is not one of the catalogue kinds', () => {
    const descriptor: SystemDataDescriptor = {
      kind: 'credit-type',
      title: 'Things',
      label: 'Thing',
      group: 'CEUs',
      description: '',
      titleField: 'name',
      fields: [{ name: 'name', label: 'Name', type: 'text', maxLength: 5, required: true }],
      defaultSort: [],
    }
    const { create } = buildSystemDataSchemas(descriptor)
    expect(errorsOf(create.safeParse({ name: 'toolong' }))).toEqual({ name: ['Must be at most 5 characters.'] })
  })
})
