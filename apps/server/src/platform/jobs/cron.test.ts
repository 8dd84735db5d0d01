import { describe, expect, it } from 'vitest'
import { parseCron } from './cron'

describe('cron', () => {
  it('matches on the Eastern wall clock', () => {
    const daily = parseCron('30 2 * * *')
    expect(daily.matches(new Date('2026-11-22T07:30:00Z'))).toBe(true) // 02:30 EST
    expect(daily.matches(new Date('2026-07-22T06:30:00Z'))).toBe(true) // 02:30 EDT
    expect(daily.matches(new Date('2026-11-22T02:30:00Z'))).toBe(false)
  })

  it('supports steps, ranges and lists', () => {
    const every15 = parseCron('*/15 * * * *')
    expect(every15.matches(new Date('2026-11-22T10:45:00Z'))).toBe(true)
    expect(every15.matches(new Date('2026-11-22T10:46:00Z'))).toBe(false)
    const weekdays = parseCron('0 9 * * 1-5')
    expect(weekdays.matches(new Date('2026-11-23T14:00:00Z'))).toBe(true) // Monday 09:00 EST
    expect(weekdays.matches(new Date('2026-11-22T14:00:00Z'))).toBe(false) // Sunday
    expect(parseCron('0 0 1,15 * *').matches(new Date('2026-12-15T05:00:00Z'))).toBe(true)
  })

  it('rejects malformed expressions', () => {
    expect(() => parseCron('* * *')).toThrow(/five fields/)
    expect(() => parseCron('61 * * * *')).toThrow(/Bad cron field/)
    expect(() => parseCron('*/0 * * * *')).toThrow(/Bad cron field/)
  })
})
