import { describe, expect, it } from 'vitest'
import { shouldShowProfileUpdateModal } from './profile-prompt'

/** An instant given as New York wall-clock time in winter (UTC-5) or summer (UTC-4). */
const eastern = (iso: string) => new Date(iso)

describe('shouldShowProfileUpdateModal', () => {
  const now = eastern('2026-06-15T10:00:00-04:00')
  const never = { profileLastUpdated: null, profileUpdateModalShown: null }

  it('shows when neither the profile update nor the prompt ever happened', () => {
    expect(shouldShowProfileUpdateModal(never, now)).toBe(true)
  })

  it('does not show when the profile was updated within the last 3 months', () => {
    const recent = eastern('2026-03-16T00:30:00-04:00').toISOString()
    expect(shouldShowProfileUpdateModal({ ...never, profileLastUpdated: recent }, now)).toBe(false)
  })

  it('does not show when the prompt was shown within the last 3 months', () => {
    const recent = eastern('2026-05-01T09:00:00-04:00').toISOString()
    expect(shouldShowProfileUpdateModal({ ...never, profileUpdateModalShown: recent }, now)).toBe(false)
  })

  it('shows again once 3 months have passed since both, counted in Eastern calendar days', () => {
    // March 15 in New York is exactly 3 months before June 15: the interval has passed.
    const threeMonthsAgo = eastern('2026-03-15T23:30:00-04:00').toISOString()
    expect(
      shouldShowProfileUpdateModal(
        { profileLastUpdated: threeMonthsAgo, profileUpdateModalShown: threeMonthsAgo },
        now,
      ),
    ).toBe(true)
    // 03:30 UTC on March 16 is still March 15 in New York.
    expect(shouldShowProfileUpdateModal({ ...never, profileLastUpdated: '2026-03-16T03:30:00.000Z' }, now)).toBe(true)
    // 04:30 UTC on March 16 is March 16 in New York: within the interval.
    expect(shouldShowProfileUpdateModal({ ...never, profileLastUpdated: '2026-03-16T04:30:00.000Z' }, now)).toBe(false)
  })

  it('needs both to be old: one recent event is enough to stay quiet', () => {
    const old = eastern('2025-01-10T12:00:00-05:00').toISOString()
    const recent = eastern('2026-06-14T12:00:00-04:00').toISOString()
    expect(shouldShowProfileUpdateModal({ profileLastUpdated: old, profileUpdateModalShown: recent }, now)).toBe(false)
    expect(shouldShowProfileUpdateModal({ profileLastUpdated: recent, profileUpdateModalShown: old }, now)).toBe(false)
    expect(shouldShowProfileUpdateModal({ profileLastUpdated: old, profileUpdateModalShown: old }, now)).toBe(true)
  })

  it('treats an unreadable date as never', () => {
    expect(shouldShowProfileUpdateModal({ ...never, profileLastUpdated: 'not a date' }, now)).toBe(true)
  })
})
