import { describe, expect, it } from 'vitest'
import type { ExpirationStatus, RegistrationStatus } from '../domain/enums'
import { certificationDashboardVariant, isCandidateLocked, registrationStatusLabel } from './rules'
import type { RegistrationStage } from '../registrations/schemas'

describe('the certification dashboard variant (spec 2 §2.1)', () => {
  const working = { status: 'in_progress' as const, expirationStatus: 'not_expired' as const }
  it('is certified for any certification that is not revoked', () => {
    expect(certificationDashboardVariant({ certificationStatuses: ['lapsed_ceus'], registration: working })).toBe(
      'certified',
    )
  })
  it('is the candidate view for a post-registration status, not complete, not expired', () => {
    expect(certificationDashboardVariant({ certificationStatuses: ['revoked'], registration: working })).toBe(
      'candidate',
    )
    for (const status of ['experience_approval', 'final_approval'] as const) {
      expect(certificationDashboardVariant({ certificationStatuses: [], registration: { ...working, status } })).toBe(
        'candidate',
      )
    }
  })
  it('is not certified otherwise', () => {
    expect(certificationDashboardVariant({ certificationStatuses: [], registration: null })).toBe('not_certified')
    for (const registration of [
      { ...working, status: 'complete' as const },
      { ...working, status: 'pre_registration' as const },
      { ...working, status: 'registration_approval' as const },
      { ...working, expirationStatus: 'expired' as const },
      { ...working, expirationStatus: 'expired_without_extension' as const },
      // An extension waits in the cart or for review: the page stays locked until it is approved.
      { ...working, expirationStatus: 'expired_with_extension' as const },
    ]) {
      expect(certificationDashboardVariant({ certificationStatuses: [], registration })).toBe('not_certified')
    }
  })
})

describe('the lock after the deadline', () => {
  it('locks past the deadline unless an extension was approved', () => {
    expect(isCandidateLocked({ deadline: '2026-01-01', today: '2026-01-02', hasApprovedExtension: false })).toBe(true)
    expect(isCandidateLocked({ deadline: '2026-01-01', today: '2026-01-01', hasApprovedExtension: false })).toBe(false)
    expect(isCandidateLocked({ deadline: '2026-01-01', today: '2026-01-02', hasApprovedExtension: true })).toBe(false)
    expect(isCandidateLocked({ deadline: null, today: '2026-01-02', hasApprovedExtension: false })).toBe(false)
  })
})

describe('registrationStatusLabel (every staff screen of a registration)', () => {
  const label = (status: RegistrationStatus, stage: RegistrationStage, expirationStatus: ExpirationStatus) =>
    registrationStatusLabel({ status, stage, expirationStatus })

  it("says 'Expired' before anything else, whatever the expiration", () => {
    expect(label('in_progress', 'post_registration', 'expired')).toBe('Expired')
    expect(label('in_progress', 'post_registration', 'expired_with_extension')).toBe('Expired')
    expect(label('registration_approval', 'pathway_approval', 'expired_without_extension')).toBe('Expired')
  })

  it("says 'Pathway Approval' at that stage, otherwise the status's label", () => {
    expect(label('registration_approval', 'pathway_approval', 'not_expired')).toBe('Pathway Approval')
    expect(label('registration_approval', 'registration_approval', 'not_expired')).toBe('Registration Approval')
    expect(label('pre_registration', 'pre_registration', 'not_expired')).toBe('Pre-Registration')
    expect(label('in_progress', 'post_registration', 'not_expired')).toBe('In Progress')
  })
})
