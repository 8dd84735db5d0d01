import { describe, expect, it } from 'vitest'
import { hidden } from '../../platform/policy'
import { groupCeusPolicy, isEditableBy } from './group-ceus.policy'

const sponsor = { id: 7, role: 'member' as const, impersonatorId: null }
const stranger = { ...sponsor, id: 8 }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }

describe('groupCeusPolicy', () => {
  it('shows and changes a request for its sponsor and staff only', () => {
    for (const action of ['read', 'change'] as const) {
      expect(groupCeusPolicy.verdict(sponsor, action, { userId: 7 })).toBe(true)
      expect(groupCeusPolicy.verdict(admin, action, { userId: 7 })).toBe(true)
      expect(groupCeusPolicy.verdict(stranger, action, { userId: 7 })).toEqual(hidden())
    }
  })

  it('shows the staff list to staff only', () => {
    expect(groupCeusPolicy.verdict(admin, 'list')).toBe(true)
    expect(groupCeusPolicy.verdict(sponsor, 'list')).toEqual(hidden())
  })

  it('lets staff decide a request only once it was paid for', () => {
    const submitted = { submittedAt: new Date('2026-03-01T10:00:00Z') }
    expect(groupCeusPolicy.verdict(admin, 'review', submitted)).toBe(true)
    expect(groupCeusPolicy.verdict(admin, 'review', { submittedAt: null })).toEqual(hidden())
    expect(groupCeusPolicy.verdict(sponsor, 'review', submitted)).toEqual(hidden())
  })

  it('answers a missing request as one the actor may not see', () => {
    expect(() => groupCeusPolicy.authorize(admin, 'read', null)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    )
  })

  it('keeps an approved program read-only for its sponsor, never for staff', () => {
    expect(isEditableBy(sponsor, { status: 'pending' })).toBe(true)
    expect(isEditableBy(sponsor, { status: 'more_info_requested' })).toBe(true)
    expect(isEditableBy(sponsor, { status: 'approved' })).toBe(false)
    expect(isEditableBy(admin, { status: 'approved' })).toBe(true)
  })
})
