import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import {
  addDaysToDay,
  addMonthsToDay,
  daysBetween,
  easternClock,
  easternDay,
  endOfEasternDay,
  formatDate,
  formatDateTime,
  parseUsDate,
  startOfEasternDay,
} from './dates'

describe('dates', () => {
  it('formats instants as MM/DD/YYYY on the Eastern calendar', () => {
    // 03:30 UTC on Jan 2 is still Jan 1 in New York.
    expect(formatDate(new Date('2026-01-02T03:30:00Z'))).toBe('01/01/2026')
    expect(formatDate('2026-07-04')).toBe('07/04/2026')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('formats date and time in Eastern time with DST', () => {
    expect(formatDateTime(new Date('2026-07-01T16:05:00Z'))).toBe('07/01/2026 12:05 PM')
    expect(formatDateTime(new Date('2026-12-01T17:05:00Z'))).toBe('12/01/2026 12:05 PM')
    expect(formatDateTime(new Date('2026-12-01T05:00:00Z'))).toBe('12/01/2026 12:00 AM')
    expect(formatDateTime('2026-07-04')).toBe('07/04/2026 12:00 AM')
    expect(formatDate('2026-02-30')).toBe('')
  })

  it('formats every instant as date-fns does on the Eastern calendar, DST changes included', () => {
    const eastern = tz('America/New_York')
    const instants = [
      '2026-03-08T06:59:00Z', // 01:59 EST, then the clock jumps to 03:00
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:30:00Z', // 01:30 EDT, then 01:30 EST an hour later
      '2026-11-01T06:30:00Z',
      '0999-06-15T12:00:00Z',
    ].map((text) => new Date(text))
    // A step that is no divisor of an hour or a day lands on every minute of the clock over the span.
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 7_777_777) instants.push(new Date(time))
    for (const instant of instants) {
      expect(formatDate(instant), instant.toISOString()).toBe(format(instant, 'MM/dd/yyyy', { in: eastern }))
      expect(formatDateTime(instant), instant.toISOString()).toBe(format(instant, 'MM/dd/yyyy h:mm a', { in: eastern }))
      expect(easternDay(instant), instant.toISOString()).toBe(format(instant, 'yyyy-MM-dd', { in: eastern }))
    }
  })

  it('finds the Eastern day and its boundaries', () => {
    expect(easternDay(new Date('2026-11-22T04:59:00Z'))).toBe('2026-11-21')
    expect(startOfEasternDay('2026-11-22').toISOString()).toBe('2026-11-22T05:00:00.000Z')
    expect(startOfEasternDay('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z')
    expect(endOfEasternDay('2026-07-01').toISOString()).toBe('2026-07-02T03:59:59.999Z')
  })

  it('answers the right day for instants in any order, across midnight and DST changes', () => {
    const cases: Array<[string, string]> = [
      ['2026-03-08T04:59:59.999Z', '2026-03-07'],
      ['2026-03-08T05:00:00.000Z', '2026-03-08'], // EST midnight
      ['2026-03-09T03:59:59.999Z', '2026-03-08'], // the 23-hour day ends at EDT midnight
      ['2026-03-09T04:00:00.000Z', '2026-03-09'],
      ['2026-03-08T12:00:00.000Z', '2026-03-08'], // back again
      ['2026-11-01T04:00:00.000Z', '2026-11-01'],
      ['2026-11-02T04:59:59.999Z', '2026-11-01'], // the 25-hour day
      ['2026-11-02T05:00:00.000Z', '2026-11-02'],
      ['2026-11-01T03:59:59.999Z', '2026-10-31'],
    ]
    for (const [instant, day] of cases) expect(easternDay(new Date(instant)), instant).toBe(day)
  })

  it('does day arithmetic on calendar days', () => {
    expect(addDaysToDay('2026-01-01', 364)).toBe('2026-12-31')
    expect(addDaysToDay('2024-03-09', 1)).toBe('2024-03-10')
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28')
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364)
  })

  it('parses US dates typed by people', () => {
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29')
    expect(parseUsDate('02/30/2024')).toBeNull()
    expect(parseUsDate('2024-02-01')).toBeNull()
  })

  it('reads the Eastern wall clock', () => {
    expect(easternClock(new Date('2026-11-22T14:30:00Z'))).toMatchObject({ hour: 9, minute: 30, dayOfWeek: 0 })
  })
})
