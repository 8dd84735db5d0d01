import { describe, expect, it } from 'vitest'
import { MEMBERSHIP_EXPIRING_SOON_DAYS, membershipCard, type MembershipFacts } from './membership-card'

const TODAY = '2026-11-22'
const facts = (overrides: Partial<MembershipFacts> = {}): MembershipFacts => ({
  today: TODAY,
  isActive: false,
  current: null,
  inCart: null,
  pending: null,
  ...overrides,
})
const professional = (endsOn: string) => ({ key: 'professional' as const, name: 'Professional Membership', endsOn })

describe('the Membership card variant', () => {
  it('active and not expiring soon: In Good Standing, Valid Through, no Renew', () => {
    expect(membershipCard(facts({ isActive: true, current: professional('2027-07-20') }))).toEqual({
      variant: 'active',
      name: 'Professional Membership',
      key: 'professional',
      standing: 'In Good Standing',
      isExpiringSoon: false,
      validThrough: '07/20/2027',
      renew: null,
    })
  })

  it(`active within the last ${MEMBERSHIP_EXPIRING_SOON_DAYS} days: 'Expiring {date}' and Renew`, () => {
    expect(MEMBERSHIP_EXPIRING_SOON_DAYS).toBe(60)
    const card = membershipCard(facts({ isActive: true, current: professional('2027-01-21') }))
    expect(card).toMatchObject({
      standing: 'Expiring 01/21/2027',
      isExpiringSoon: true,
      renew: { label: 'Renew', to: '/membership/get' },
    })
    expect(membershipCard(facts({ isActive: true, current: professional('2027-01-22') }))).toMatchObject({
      standing: 'In Good Standing',
    })
  })

  it('in the cart: View Cart', () => {
    expect(membershipCard(facts({ inCart: { name: 'Student Membership' } }))).toMatchObject({
      variant: 'cart',
      action: { label: 'View Cart', to: '/cart' },
    })
  })

  it('under review: 2-3 business days; emeritus has its own wording', () => {
    const review = membershipCard(facts({ pending: { key: 'professional', name: 'Professional Membership' } }))
    expect(review).toMatchObject({ variant: 'review' })
    expect(review.variant === 'review' && review.message).toContain('approval within 2-3 business days')
    const emeritus = membershipCard(facts({ pending: { key: 'emeritus', name: 'Emeritus Membership' } }))
    expect(emeritus.variant === 'review' && emeritus.message).toContain('Emeritus')
    expect(emeritus.variant === 'review' && emeritus.message).toContain('2-3 business days')
  })

  it('not a member: Join; after a membership ended, its date and Renew', () => {
    expect(membershipCard(facts())).toMatchObject({
      variant: 'none',
      expiredOn: null,
      action: { to: '/membership/get' },
    })
    expect(membershipCard(facts({ current: professional('2026-10-01') }))).toMatchObject({
      variant: 'none',
      expiredOn: '10/01/2026',
      action: { label: 'Renew' },
    })
  })

  it('an active membership wins over a renewal in the cart or under review', () => {
    const card = membershipCard(
      facts({ isActive: true, current: professional('2027-07-20'), inCart: { name: 'x' }, pending: null }),
    )
    expect(card.variant).toBe('active')
  })
})
