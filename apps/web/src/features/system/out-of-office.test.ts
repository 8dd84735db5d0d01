import { describe, expect, it } from 'vitest'
import { isOutOfOffice } from './OutOfOfficeBanner'

describe('isOutOfOffice', () => {
  const closed = { startsOn: '2026-12-24', endsOn: '2027-01-01' }
  it('is on from the first to the last day inclusive, in Eastern days', () => {
    expect(isOutOfOffice(closed, '2026-12-23')).toBe(false)
    expect(isOutOfOffice(closed, '2026-12-24')).toBe(true)
    expect(isOutOfOffice(closed, '2026-12-31')).toBe(true)
    expect(isOutOfOffice(closed, '2027-01-01')).toBe(true)
    expect(isOutOfOffice(closed, '2027-01-02')).toBe(false)
  })
  it('is off without configured dates', () => {
    expect(isOutOfOffice(null, '2026-12-25')).toBe(false)
  })
})
