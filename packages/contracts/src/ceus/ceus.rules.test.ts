import { describe, expect, it } from 'vitest'
import {
  ceuProgress,
  completionDateProblem,
  daysLeftInPeriod,
  lockedCeuFields,
  completionCodeKey,
  reportingPeriodChoices,
  reportingWindowStart,
} from './ceus.rules'
import { IndividualCeuMessages as M } from './ceus.messages'

const p2018 = { id: 1, name: '2018', start: '2017-06-30', end: '2020-06-30' }
const p2020 = { id: 2, name: '2020', start: '2020-07-01', end: '2022-06-30' }
const p2026 = { id: 5, name: '2026', start: '2026-07-01', end: '2028-06-30' }

describe('the completion date window (spec 2 §5)', () => {
  it('starts on 2017-06-30 for the period named with 2018, otherwise January 1 of its year', () => {
    expect(reportingWindowStart(p2018)).toBe('2017-06-30')
    expect(reportingWindowStart(p2020)).toBe('2020-01-01')
    expect(reportingWindowStart({ name: 'Period 2024-2026', start: '2024-07-01' })).toBe('2024-01-01')
    expect(reportingWindowStart({ name: 'Current', start: '2022-07-01' })).toBe('2022-01-01')
  })

  it('accepts the window start and today, refuses the day before and tomorrow with the two messages', () => {
    const today = '2021-03-10'
    expect(completionDateProblem('2020-01-01', p2020, today)).toBeNull()
    expect(completionDateProblem(today, p2020, today)).toBeNull()
    expect(completionDateProblem('2019-12-31', p2020, today)).toBe(M.outsidePeriod)
    expect(completionDateProblem('2021-03-11', p2020, today)).toBe('Please enter a date within 01/01/2020 and today')
    expect(completionDateProblem('2017-06-29', p2018, '2019-01-01')).toBe(M.outsidePeriod)
    expect(completionDateProblem('2017-06-30', p2018, '2019-01-01')).toBeNull()
  })
})

describe('the reporting period choices (spec 2 §5)', () => {
  it('keeps reportable certifications whose period has started, each period once, in start order', () => {
    const choices = reportingPeriodChoices(
      [
        { reportable: true, period: p2020 },
        { reportable: true, period: p2018 },
        { reportable: true, period: p2020 },
        { reportable: false, period: { ...p2018, id: 9, name: '2018b' } },
        { reportable: true, period: p2026 },
        { reportable: true, period: null },
      ],
      '2026-06-30',
    )
    expect(choices.map((period) => period.id)).toEqual([1, 2])
  })

  it('offers a period from its first day (New York)', () => {
    expect(reportingPeriodChoices([{ reportable: true, period: p2026 }], '2026-07-01')).toEqual([p2026])
  })
})

describe('completion codes', () => {
  it('match without regard to case and blanks', () => {
    expect(completionCodeKey(' FWI 2026\tSummit ')).toBe('fwi2026summit')
  })

  it('lock the fields they supplied, not the ones left blank', () => {
    expect(
      lockedCeuFields({ credits: 6, creditTypeId: 1, programTitle: 'Summit', sponsor: 'FWI', programAgenda: '  ' }),
    ).toEqual(['credits', 'creditTypeId', 'programTitle', 'sponsor'])
    expect(
      lockedCeuFields({ credits: 6, creditTypeId: 1, programTitle: 'Summit', sponsor: 'FWI', programAgenda: 'A' }),
    ).toContain('programAgenda')
    expect(lockedCeuFields(null)).toEqual([])
  })
})

describe('credit totals by type', () => {
  const minimums = [
    { creditTypeId: 1, name: 'General', minimum: 0 },
    { creditTypeId: 2, name: 'Ethics', minimum: 2 },
  ]

  it('lists an unmet minimum as 0 of N and counts it in what remains', () => {
    const progress = ceuProgress({
      total: 30,
      minimums,
      credits: [{ creditTypeId: 1, credits: 30, status: 'approved' }],
    })
    expect(progress.byType.find((type) => type.creditTypeId === 2)).toMatchObject({
      earned: 0,
      minimum: 2,
      shortfall: 2,
    })
    expect(progress.earned).toBe(30)
    expect(progress.remaining).toBe(2)
    expect(progress.completed).toBe(28)
  })

  it('counts approved credits as earned, pending and more-information as pending, rejected not at all', () => {
    const progress = ceuProgress({
      total: 30,
      minimums,
      credits: [
        { creditTypeId: 1, credits: 10.25, status: 'approved' },
        { creditTypeId: 2, credits: 2, status: 'approved' },
        { creditTypeId: 1, credits: 3, status: 'pending' },
        { creditTypeId: 1, credits: 1.5, status: 'more_info_requested' },
        { creditTypeId: 1, credits: 20, status: 'rejected' },
      ],
    })
    expect(progress).toMatchObject({ earned: 12.25, pending: 4.5, remaining: 17.75, completed: 12.25 })
    expect(progress.pendingClosesGap).toBe(false)
  })

  it('says when the pending credits would close the gap if approved', () => {
    const progress = ceuProgress({
      total: 30,
      minimums,
      credits: [
        { creditTypeId: 1, credits: 28, status: 'approved' },
        { creditTypeId: 2, credits: 2, status: 'pending' },
      ],
    })
    expect(progress.remaining).toBe(2)
    expect(progress.pendingClosesGap).toBe(true)
  })

  it('is met when the total and every minimum are', () => {
    const progress = ceuProgress({
      total: 30,
      minimums,
      credits: [
        { creditTypeId: 1, credits: 31, status: 'approved' },
        { creditTypeId: 2, credits: 2, status: 'approved' },
      ],
    })
    expect(progress).toMatchObject({ remaining: 0, completed: 33, pendingClosesGap: false })
  })

  it('counts the days left to the period end', () => {
    expect(daysLeftInPeriod('2026-06-30', '2026-06-01')).toBe(29)
    expect(daysLeftInPeriod('2026-06-30', '2026-07-01')).toBe(-1)
  })
})
