/** The texts the specs quote for the membership screens, pinned word for word (conventions). */
import { describe, expect, it } from 'vitest'
import { DashboardMessages, MembershipMessages as M } from '@portal/contracts'

describe('spec-quoted texts of the membership screens', () => {
  it('keeps the member portal’s words (spec 1 §2.4, §2.8, §5)', () => {
    expect(M.pickOption).toBe('You must pick a membership option')
    expect(M.age65).toBe('You must be 65 or older to qualify for this membership')
    expect(M.tenYears).toBe('You must be a member for 10 consecutive years to qualify for this membership')
    expect(M.required).toBe('Required')
    expect(M.prepurchase('12/31/2029')).toMatch(
      /^You can only pre-purchase your AFCPE membership 3 years into the future/,
    )
    expect(M.noThankYou).toBe('No thank you')
    expect(M.validThrough).toBe('Valid Through')
    expect(DashboardMessages.inGoodStanding).toBe('In Good Standing')
    expect(DashboardMessages.expiring('06/30/2026')).toBe('Expiring 06/30/2026')
  })

  it('keeps the back office’s words (spec 3 "Membership review", §5, §8)', () => {
    expect(M.approveConfirm('$175.00')).toBe(
      "Are you sure you want to grant this membership and charge $175.00 to the user's card?",
    )
    expect(M.additionalNotes).toBe('Additional Notes')
    expect(M.rejectPrompt).toBe('Why was this request rejected?')
    expect(M.deleteFailed).toBe('Could not delete membership')
    expect(M.endAfterStart).toBe('End date must be after the start date.')
  })
})
