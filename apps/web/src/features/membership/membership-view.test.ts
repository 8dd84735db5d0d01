import { describe, expect, it } from 'vitest'
import {
  DashboardMessages,
  MembershipMessages,
  type MembershipOverview,
  type MembershipRequest,
  type MembershipType,
} from '@portal/contracts'
import {
  approveQuestion,
  joinAction,
  lastEnd,
  MembershipScreenTexts,
  requestNotice,
  termRange,
  termText,
} from './membership-view'

const professional: MembershipType = {
  id: 1,
  key: 'professional',
  name: 'Professional',
  description: null,
  price: 17500,
}
const emeritus: MembershipType = { ...professional, id: 3, key: 'emeritus', name: 'Emeritus' }

const request = (overrides: Partial<MembershipRequest>): MembershipRequest => ({
  id: 9,
  status: 'pending',
  membership: professional,
  startsOn: '2026-05-15',
  endsOn: '2027-05-14',
  isRequestingCall: false,
  createdAt: '2026-05-15T12:00:00.000Z',
  submittedAt: '2026-05-15T12:05:00.000Z',
  decidedAt: null,
  decisionMessage: null,
  files: [],
  ...overrides,
})

const record = { id: 1, membershipId: 1, name: 'Professional', key: 'professional' as const, approved: true }

const overview = (overrides: Partial<MembershipOverview>): MembershipOverview => ({
  current: null,
  valid: false,
  standing: null,
  isExpiringSoon: false,
  records: [],
  resources: [],
  latestMembershipRequest: null,
  options: { types: [professional], showWelcomeCall: true, nextStart: '2026-05-15', blockedReason: null },
  ...overrides,
})

describe('the latest request on the membership screen (spec 1 §4)', () => {
  it('in the cart: View Cart', () => {
    expect(requestNotice(request({ status: 'cart' }))).toEqual({
      variant: 'cart',
      message: DashboardMessages.membershipInCart,
      action: { label: 'View Cart', to: '/cart' },
    })
  })

  it('pending: the under-review wording, the emeritus one for emeritus', () => {
    expect(requestNotice(request({}))?.message).toBe(DashboardMessages.membershipUnderReview)
    expect(requestNotice(request({ membership: emeritus }))?.message).toBe(DashboardMessages.emeritusUnderReview)
  })

  it('rejected: the refusal with the staff message; approved and none: nothing', () => {
    expect(requestNotice(request({ status: 'rejected', decisionMessage: 'No transcript.' }))).toEqual({
      variant: 'rejected',
      message: MembershipMessages.rejected,
      detail: 'No transcript.',
    })
    expect(requestNotice(request({ status: 'approved' }))).toBeNull()
    expect(requestNotice(null)).toBeNull()
  })
})

describe('the Join/Renew button', () => {
  it('invites non-members to join and former or current members to renew', () => {
    expect(joinAction(overview({}))).toEqual({ label: 'Become a Member', to: '/membership/get' })
    const lapsed = overview({ records: [{ ...record, start: '2024-01-01', end: '2024-12-30' }] })
    expect(joinAction(lapsed)).toEqual({ label: 'Renew', to: '/membership/get' })
    expect(joinAction(overview({ valid: true }))).toEqual({ label: 'Renew', to: '/membership/get' })
  })

  it('is not offered while a request waits, nor beside the renewal prompt', () => {
    expect(joinAction(overview({ latestMembershipRequest: request({ status: 'cart' }) }))).toBeNull()
    expect(joinAction(overview({ latestMembershipRequest: request({}) }))).toBeNull()
    expect(joinAction(overview({ valid: true, isExpiringSoon: true }))).toBeNull()
    expect(joinAction(overview({ latestMembershipRequest: request({ status: 'rejected' }) }))?.label).toBe(
      'Become a Member',
    )
  })
})

describe('dates and amounts', () => {
  it('finds the last end among the records', () => {
    const records = [
      { ...record, start: '2025-01-01', end: '2025-12-31' },
      { ...record, id: 2, start: '2023-01-01', end: '2023-12-31' },
    ]
    expect(lastEnd({ records })).toBe('2025-12-31')
    expect(lastEnd({ records: [] })).toBeNull()
  })

  it('names the term in MM/DD/YYYY', () => {
    expect(termText('2026-05-15', '2027-05-14')).toBe('Term: 05/15/2026 to 05/14/2027')
    // Under its own "Term" label (the admin review) the dates stand alone.
    expect(termRange('2026-05-15', '2027-05-14')).toBe('05/15/2026 to 05/14/2027')
  })

  it('asks before charging the amount approving charges, and says so when nothing is charged', () => {
    expect(approveQuestion({ chargeOnApproval: 17500 })).toBe(
      "Are you sure you want to grant this membership and charge $175.00 to the user's card?",
    )
    expect(approveQuestion({ chargeOnApproval: 0 })).toBe(MembershipScreenTexts.approvePaid)
  })
})
