import { describe, expect, it } from 'vitest'
import {
  allowanceOf,
  earliestExperienceStart,
  experienceApprovalStatus,
  experienceDisplayStatus,
  experienceLogging,
  formatHours,
  hoursLeft,
  type LoggedExperience,
} from './rules'
import { ExperienceMessages } from './messages'

const fixed = { id: 1, allowed: 1000, percentage: false }
const tenPercent = { id: 2, allowed: 10, percentage: true }
const entry = (
  id: number,
  serviceTypeId: number,
  hours: number,
  approved: boolean | null = null,
): LoggedExperience => ({
  id,
  serviceTypeId,
  hours,
  approved,
})

describe('hoursLeft (spec 2 §5)', () => {
  it('is a fixed allowance minus the other hours of the same type', () => {
    expect(hoursLeft({ type: fixed, requiredHours: 1000, logged: [] })).toBe(1000)
    expect(
      hoursLeft({
        type: fixed,
        requiredHours: 1000,
        logged: [entry(1, 1, 300, true), entry(2, 1, 200), entry(3, 2, 50)],
      }),
    ).toBe(500)
  })

  it('is the rounded share of the required hours for a percentage type', () => {
    expect(allowanceOf(tenPercent, 1000)).toBe(100)
    expect(allowanceOf({ id: 3, allowed: 25, percentage: true }, 1005)).toBe(251) // 251.25
    expect(allowanceOf({ id: 3, allowed: 50, percentage: true }, 15)).toBe(8) // 7.5 rounds up
    expect(hoursLeft({ type: tenPercent, requiredHours: 1000, logged: [entry(1, 2, 40.5)] })).toBe(59.5)
  })

  it('does not count rejected entries', () => {
    expect(hoursLeft({ type: fixed, requiredHours: 1000, logged: [entry(1, 1, 900, false), entry(2, 1, 100)] })).toBe(
      900,
    )
  })

  it('does not count the entry being edited against itself', () => {
    const logged = [entry(1, 2, 60), entry(2, 2, 30)]
    expect(hoursLeft({ type: tenPercent, requiredHours: 1000, logged })).toBe(10)
    expect(hoursLeft({ type: tenPercent, requiredHours: 1000, logged, editingId: 1 })).toBe(70)
  })

  it('is never negative', () => {
    expect(hoursLeft({ type: tenPercent, requiredHours: 1000, logged: [entry(1, 2, 150, true)] })).toBe(0)
  })

  it('keeps two decimals and formats them as the message shows them', () => {
    expect(hoursLeft({ type: fixed, requiredHours: 0, logged: [entry(1, 1, 0.1), entry(2, 1, 0.2)] })).toBe(999.7)
    expect(formatHours(12)).toBe('12')
    expect(formatHours(12.5)).toBe('12.5')
    expect(formatHours(12.255)).toBe('12.26')
  })
})

describe('earliestExperienceStart (spec 2 §9)', () => {
  it('is the look-back years before enrolment', () => {
    expect(earliestExperienceStart('2024-03-15', 7)).toBe('2017-03-15')
    expect(earliestExperienceStart('2024-03-15', 2)).toBe('2022-03-15')
  })

  it('keeps the end of February on a leap day', () => {
    expect(earliestExperienceStart('2024-02-29', 7)).toBe('2017-02-28')
  })
})

describe('experienceDisplayStatus (spec 2 §2.8)', () => {
  it('is Approved, or the latest review status, or Pending', () => {
    expect(experienceDisplayStatus({ approved: true, reviewStatus: 'approved' })).toBe('Approved')
    expect(experienceDisplayStatus({ approved: true, reviewStatus: null })).toBe('Approved')
    expect(experienceDisplayStatus({ approved: false, reviewStatus: 'rejected' })).toBe('Rejected')
    expect(experienceDisplayStatus({ approved: false, reviewStatus: 'more_info_requested' })).toBe(
      'More Information Requested',
    )
    expect(experienceDisplayStatus({ approved: null, reviewStatus: null })).toBe('Pending')
  })
})

describe('experienceApprovalStatus (decision 0014)', () => {
  const requiredHours = 100

  it('waits for experience approval once pending and approved hours reach the required hours', () => {
    const logged = [entry(1, 1, 60, true), entry(2, 1, 40)]
    expect(experienceApprovalStatus({ status: 'in_progress', requiredHours, logged })).toBe('experience_approval')
    expect(experienceApprovalStatus({ status: 'experience_approval', requiredHours, logged })).toBe(
      'experience_approval',
    )
  })

  it('returns to in progress when nothing is pending any more', () => {
    const logged = [entry(1, 1, 60, true), entry(2, 1, 40, true)]
    expect(experienceApprovalStatus({ status: 'experience_approval', requiredHours, logged })).toBe('in_progress')
  })

  it('returns to in progress when the logged hours fall short (a rejection)', () => {
    const logged = [entry(1, 1, 60, true), entry(2, 1, 40, false), entry(3, 1, 10)]
    expect(experienceApprovalStatus({ status: 'experience_approval', requiredHours, logged })).toBe('in_progress')
  })

  it('stays in progress below the required hours or without required hours', () => {
    expect(experienceApprovalStatus({ status: 'in_progress', requiredHours, logged: [entry(1, 1, 99)] })).toBe(
      'in_progress',
    )
    expect(experienceApprovalStatus({ status: 'in_progress', requiredHours: 0, logged: [entry(1, 1, 10)] })).toBe(
      'in_progress',
    )
  })

  it('leaves any other status alone', () => {
    const logged = [entry(1, 1, 200)]
    for (const status of ['pre_registration', 'registration_approval', 'final_approval', 'complete'] as const) {
      expect(experienceApprovalStatus({ status, requiredHours, logged })).toBe(status)
    }
  })
})

describe('the look-back message (spec 2 §5)', () => {
  it("is the spec's text for AFC's 7 years and names AFCC's 2", () => {
    expect(ExperienceMessages.beforeWindow(7)).toBe(
      'You cannot log experience prior to 7 years from date of enrollment',
    )
    expect(ExperienceMessages.beforeWindow(2)).toBe(
      'You cannot log experience prior to 2 years from date of enrollment',
    )
  })
})

describe('experienceLogging', () => {
  const working = { status: 'in_progress' as const, isLocked: false, canRequestExtension: false }

  it('logs while in progress and not locked', () => {
    expect(experienceLogging(working)).toEqual({ canLog: true, reason: null, action: null })
  })

  it('stops once the approved hours reach the hours required: nothing more to log', () => {
    expect(experienceLogging({ ...working, hasRequiredHours: true })).toEqual({
      canLog: false,
      reason: ExperienceMessages.hoursComplete,
      action: null,
    })
  })

  it('past the deadline offers the way to an extension while one may be requested, and none after', () => {
    expect(experienceLogging({ ...working, isLocked: true, canRequestExtension: true })).toEqual({
      canLog: false,
      reason: ExperienceMessages.locked,
      action: { label: 'File an extension', to: '/certifications-and-training/extensions/request' },
    })
    expect(experienceLogging({ ...working, isLocked: true })).toMatchObject({
      reason: ExperienceMessages.lockedForGood,
      action: null,
    })
  })
})
