import { SYSTEM_DATA, type FieldDescriptor, type SystemDataRow } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { cellText, filterChoices, referenceChoices } from './system-data-format'

const field = (kind: keyof typeof SYSTEM_DATA, name: string): FieldDescriptor => {
  const found = SYSTEM_DATA[kind].fields.find((f) => f.name === name)
  if (!found) throw new Error(name)
  return found
}

const row = (values: Record<string, unknown>): SystemDataRow => ({
  id: 1,
  retiredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  labels: {},
  ...values,
})

describe('cellText', () => {
  it('shows money as dollars, or as a percent when the row says so', () => {
    expect(cellText(field('exam', 'priceCents'), row({ priceCents: 39900 }))).toBe('$399.00')
    expect(cellText(field('discount', 'amount'), row({ amount: 15, percentage: true }))).toBe('15%')
    expect(cellText(field('discount', 'amount'), row({ amount: 1500, percentage: false }))).toBe('$15.00')
  })

  it('shows dates as MM/DD/YYYY in Eastern time, booleans as Yes/No and choices by label', () => {
    expect(cellText(field('reporting-period', 'startsOn'), row({ startsOn: '2024-07-01' }))).toBe('07/01/2024')
    expect(cellText(field('event', 'date'), row({ date: '2026-03-02T15:00:00.000Z' }))).toBe('03/02/2026 10:00 AM')
    expect(cellText(field('certification', 'reportable'), row({ reportable: false }))).toBe('No')
    expect(cellText(field('event', 'type'), row({ type: 'in_person' }))).toBe('In-Person')
    expect(cellText(field('discount', 'scope'), row({ scope: [] }))).toBe('All')
  })

  it('shows a reference by the referenced title', () => {
    const r = row({ certificationId: 3, labels: { certificationId: 'AFC®' } })
    expect(cellText(field('exam', 'certificationId'), r)).toBe('AFC®')
    expect(cellText(field('exam', 'productId'), row({ productId: null }))).toBe('')
  })
})

describe('referenceChoices', () => {
  it('offers rows that are not retired, and keeps a retired one already chosen', () => {
    const rows = [
      row({ id: 1, name: 'Zeta' }),
      { ...row({ id: 2, name: 'Old' }), retiredAt: '2026-01-02T00:00:00.000Z' },
      row({ id: 3, name: 'Alpha' }),
    ]
    const descriptor = SYSTEM_DATA['work-area-category']
    expect(referenceChoices(descriptor, rows)).toEqual([
      { value: '3', label: 'Alpha' },
      { value: '1', label: 'Zeta' },
    ])
    expect(referenceChoices(descriptor, rows, [2]).map((c) => c.label)).toEqual(['Alpha', 'Old (retired)', 'Zeta'])
  })
})

describe('filterChoices', () => {
  it('lets yes/no and enum columns be picked', () => {
    expect(filterChoices(field('certification', 'reportable'))).toEqual(['Yes', 'No'])
    expect(filterChoices(field('event', 'type'))).toEqual(['In-Person', 'Virtual', 'On-Demand', 'Webinar'])
    expect(filterChoices(field('event', 'name'))).toBeUndefined()
  })
})
