import { describe, expect, it } from 'vitest'
import { reportingPeriodOn, reportingPeriodsUntil } from './catalog'
import { lastDueYear, periods } from './demo-journeys'

describe('reporting periods of the seed', () => {
  it('runs from the 2018 period (starting 06/30/2017) to the one containing today, two years each', () => {
    expect(reportingPeriodsUntil('2026-11-22')).toEqual([
      { name: '2018', startsOn: '2017-06-30', endsOn: '2020-06-30' },
      { name: '2020', startsOn: '2020-07-01', endsOn: '2022-06-30' },
      { name: '2022', startsOn: '2022-07-01', endsOn: '2024-06-30' },
      { name: '2024', startsOn: '2024-07-01', endsOn: '2026-06-30' },
      { name: '2026', startsOn: '2026-07-01', endsOn: '2028-06-30' },
    ])
  })

  it('adds the next period on July 1 of an even year, not before', () => {
    expect(reportingPeriodsUntil('2026-06-30').at(-1)?.name).toBe('2024')
    expect(reportingPeriodsUntil('2026-07-01').at(-1)?.name).toBe('2026')
    expect(reportingPeriodOn('2027-03-01').name).toBe('2026')
    expect(reportingPeriodOn('2018-01-01').name).toBe('2018')
  })

  it('gives the demo personas the current and previous period and the last fee year', () => {
    expect(periods('2026-11-22')).toMatchObject({ current: { name: '2026' }, previous: { name: '2024' } })
    expect(lastDueYear('2026-11-22')).toBe(2026)
    expect(lastDueYear('2026-06-29')).toBe(2025)
    expect(lastDueYear('2026-06-30')).toBe(2026)
  })
})
