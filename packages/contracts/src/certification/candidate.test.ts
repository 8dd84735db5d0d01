import { describe, expect, it } from 'vitest'
import type { ExamAttemptFacts } from '../dashboard/certification-card'
import {
  assignedExamId,
  attemptsRemaining,
  canAddExamAttempt,
  certificationDashboardVariant,
  examState,
  isCandidateLocked,
} from './candidate'

const attempt = (isPaid: boolean, result: ExamAttemptFacts['result'] = null): ExamAttemptFacts => ({
  isPaid,
  result,
  priceCents: isPaid ? null : 49500,
})

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

describe('the exam state (spec 2 §4)', () => {
  it('is due with no attempt or an unpaid one', () => {
    expect(examState({ attempts: [] })).toBe('due')
    expect(examState({ attempts: [attempt(false)] })).toBe('due')
  })
  it('is paid while a paid attempt waits for its result', () => {
    expect(examState({ attempts: [attempt(true)] })).toBe('paid')
  })
  it('asks for a retake after a fail or an absence, also once the retake is in the cart', () => {
    expect(examState({ attempts: [attempt(true, 'F')] })).toBe('retake')
    expect(examState({ attempts: [attempt(true, 'A')] })).toBe('retake')
    expect(examState({ attempts: [attempt(true, 'F'), attempt(false)] })).toBe('retake')
    expect(examState({ attempts: [attempt(true, 'F'), attempt(true)] })).toBe('paid')
  })
  it('is passed when the latest result is P', () => {
    expect(examState({ attempts: [attempt(true, 'F'), attempt(true, 'P')] })).toBe('passed')
  })
})

describe('attempts (spec 2 §9)', () => {
  it('leaves 5 minus the failed attempts', () => {
    expect(attemptsRemaining({ attempts: [] })).toBe(5)
    expect(attemptsRemaining({ attempts: [attempt(true, 'F'), attempt(true, 'A'), attempt(true, 'F')] })).toBe(3)
    expect(attemptsRemaining({ attempts: Array.from({ length: 6 }, () => attempt(true, 'F')) })).toBe(0)
  })
  it('allows a new attempt only while fewer than 5 exist', () => {
    expect(canAddExamAttempt(4)).toBe(true)
    expect(canAddExamAttempt(5)).toBe(false)
  })
  it('assigns AFC plus the user id padded to 6 digits', () => {
    expect(assignedExamId(42)).toBe('AFC000042')
    expect(assignedExamId(1234567)).toBe('AFC1234567')
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
