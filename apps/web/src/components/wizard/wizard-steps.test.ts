import { describe, expect, it } from 'vitest'
import {
  applicableIndexes,
  nextLabelOf,
  percentComplete,
  resolveStep,
  stepNumber,
  stepPosition,
  stepTitle,
  type StepRules,
} from './wizard-steps'

interface Registration {
  pathway: 'university' | 'standard'
  requiresPreapproval: boolean
  isMember: boolean
  hasUnpaidItems: boolean
}

type Step = 'pathway' | 'program' | 'documents' | 'review' | 'materials' | 'bundle' | 'shipping' | 'membership' | 'pay'

/** The certification pre-registration's rules (spec 2, section 2.3), the exam fees step left out. */
const STEPS: StepRules<Registration, Step>[] = [
  { key: 'pathway', title: 'Pathway' },
  { key: 'program', title: 'Program Information', applies: (r) => r.pathway === 'university' },
  { key: 'documents', title: 'Supporting Documentation', optional: (r) => !r.requiresPreapproval },
  { key: 'review', title: 'Pathway Review', applies: (r) => r.requiresPreapproval },
  { key: 'materials', title: 'Course Materials' },
  { key: 'bundle', title: 'Practice Exam Bundle', optional: true },
  { key: 'shipping', title: 'Shipping' },
  { key: 'membership', title: 'Membership', optional: true, applies: (r) => !r.isMember },
  { key: 'pay', title: 'Pay & Review', nextLabel: (r) => (r.hasUnpaidItems ? 'Add to Cart' : 'Submit') },
]

function step(key: Step): StepRules<Registration, Step> {
  const found = STEPS.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`No step ${key}`)
  return found
}

const STANDARD: Registration = { pathway: 'standard', requiresPreapproval: false, isMember: true, hasUnpaidItems: true }
const UNIVERSITY: Registration = {
  pathway: 'university',
  requiresPreapproval: true,
  isMember: false,
  hasUnpaidItems: false,
}

describe('applicableIndexes', () => {
  it('keeps the steps whose rule holds, in order; a step without a rule always applies', () => {
    expect(applicableIndexes(STEPS, STANDARD).map((i) => STEPS[i]?.key)).toEqual([
      'pathway',
      'documents',
      'materials',
      'bundle',
      'shipping',
      'pay',
    ])
    expect(applicableIndexes(STEPS, UNIVERSITY)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  })
})

describe('stepTitle and nextLabelOf', () => {
  it('titles an optional step "(optional)", by a fixed flag or a rule on the data', () => {
    expect(stepTitle(step('bundle'), STANDARD)).toBe('Practice Exam Bundle (optional)')
    expect(stepTitle(step('shipping'), STANDARD)).toBe('Shipping')
    expect(stepTitle(step('documents'), STANDARD)).toBe('Supporting Documentation (optional)')
    expect(stepTitle(step('documents'), UNIVERSITY)).toBe('Supporting Documentation')
  })

  it("labels the submit button as the step says, 'Next' otherwise", () => {
    expect(nextLabelOf(step('pay'), STANDARD)).toBe('Add to Cart')
    expect(nextLabelOf(step('pay'), UNIVERSITY)).toBe('Submit')
    expect(nextLabelOf(step('pathway'), STANDARD)).toBe('Next')
    expect(nextLabelOf({ key: 'x', title: 'X', nextLabel: 'Continue' }, STANDARD)).toBe('Continue')
  })
})

describe('stepPosition and stepNumber', () => {
  it('reads a saved step as a key or a 1-based number in the full list', () => {
    expect(stepPosition(STEPS, 'shipping')).toBe(6)
    expect(stepPosition(STEPS, 7)).toBe(6)
    expect(stepNumber(STEPS, 'shipping')).toBe(7)
  })

  it('keeps a number within the list: below 1 is the first step, past the last is "all done"', () => {
    expect(stepPosition(STEPS, 0)).toBe(0)
    expect(stepPosition(STEPS, -3)).toBe(0)
    expect(stepPosition(STEPS, 10)).toBe(9)
    expect(stepPosition(STEPS, 99)).toBe(9)
    expect(stepPosition(STEPS, Number.NaN)).toBe(0)
    expect(stepPosition(STEPS, 2.7)).toBe(1)
  })
})

describe('resolveStep', () => {
  it('shows the step asked for when it applies, else the next one that does', () => {
    expect(resolveStep(STEPS, UNIVERSITY, 1)).toBe(1)
    // Program Information and Pathway Review do not apply on the standard pathway.
    expect(resolveStep(STEPS, STANDARD, 1)).toBe(2)
    expect(resolveStep(STEPS, STANDARD, 3)).toBe(4)
  })

  it('stays on the last step that applies past the end, and finds none in an empty wizard', () => {
    expect(resolveStep(STEPS, STANDARD, 9)).toBe(8)
    const lastSkipped = STEPS.slice(0, 8)
    expect(resolveStep(lastSkipped, STANDARD, 7)).toBe(6)
    expect(resolveStep([{ key: 'x', title: 'X', applies: () => false }], STANDARD, 0)).toBe(-1)
  })
})

describe('percentComplete', () => {
  it('counts the applicable steps before the furthest reached one', () => {
    // Standard: pathway, documents, materials, bundle, shipping, pay (6 steps).
    expect(percentComplete(STEPS, STANDARD, 'pathway')).toBe(0)
    expect(percentComplete(STEPS, STANDARD, 'materials')).toBe(33)
    expect(percentComplete(STEPS, STANDARD, 'pay')).toBe(83)
    // University: all 9 steps; 'materials' is the 5th.
    expect(percentComplete(STEPS, UNIVERSITY, 'materials')).toBe(44)
  })

  it('does not count a skipped step, wherever the saved number points', () => {
    // Number 4 is Pathway Review, skipped on the standard pathway: pathway and documents are done.
    expect(percentComplete(STEPS, STANDARD, 4)).toBe(33)
    expect(percentComplete(STEPS, STANDARD, 5)).toBe(33)
    // Membership (8) is skipped for a member: the five steps before Pay & Review are done.
    expect(percentComplete(STEPS, STANDARD, 8)).toBe(83)
  })

  it('is 100 once the last step is saved, and 0 when no step applies', () => {
    expect(percentComplete(STEPS, STANDARD, STEPS.length + 1)).toBe(100)
    expect(percentComplete([{ key: 'x', title: 'X', applies: () => false }], STANDARD, 'x')).toBe(0)
  })
})
