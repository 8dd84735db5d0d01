import { describe, expect, it } from 'vitest'
import type { ExamAttemptFacts } from '../dashboard/certification-card'
import { assignedExamId, attemptsRemaining, canAddExamAttempt, examState } from './rules'

const attempt = (isPaid: boolean, result: ExamAttemptFacts['result'] = null): ExamAttemptFacts => ({
  isPaid,
  result,
  priceCents: isPaid ? null : 49500,
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
