/**
 * What the certification exam costs (spec 2 §9), as pure functions in integer cents: the server
 * prices an exam line item with them when it is added to the cart (the wizard's Pay Exam Fees
 * Upfront step, the dashboard's Pay Exam Fee), and the screens show what the server computed.
 *
 * Offers on the exam fee (decision 0011):
 *  - members: the exam's own member discount (`memberDiscountCents`: $100 on the AFC® exam, none
 *    on exams that have no such discount);
 *  - verified full-time students: 50% (applied once the enrolment was verified);
 *  - Money Management Essentials completed within the last year: the amount paid for it.
 * The spec says the Essentials reduction cannot be combined with other offers; the portal applies
 * one offer to an exam fee, the one that saves the candidate the most. A retake costs the exam's
 * retake price, without offers. No fee goes below zero.
 */
import { addMonthsToDay, type Day } from '../dates'

/** Spec 2 §9: full-time students pay half the exam fee once verified. */
export const STUDENT_EXAM_DISCOUNT_PERCENT = 50
/** Spec 2 §9: an Essentials course counts when completed within the last year. */
export const ESSENTIALS_CREDIT_MONTHS = 12

export interface ExamFeeTerms {
  priceCents: number
  retakePriceCents: number
  /** Taken off the fee for members (the AFC® exam: 10000); 0 when the exam has none. */
  memberDiscountCents: number
}

export interface ExamBuyer {
  /** A valid membership when the fee is priced. */
  isMember: boolean
  /** A full-time student whose enrolment staff verified. */
  isVerifiedStudent: boolean
  /** What `essentialsCreditCents` found: the amount paid for a recent Essentials course, or 0. */
  essentialsCreditCents: number
  /** The candidate failed (or missed) an earlier attempt: this attempt is a retake. */
  isRetake: boolean
}

export type ExamOffer = 'member' | 'student' | 'essentials'

export interface ExamFee {
  /** The price before an offer: the exam's price, or its retake price. */
  priceCents: number
  /** What the candidate pays. */
  finalCents: number
  /** The offer applied, if any. */
  offer: ExamOffer | null
}

/** Cents each offer would take off `priceCents` for this buyer (an offer the buyer lacks: 0). */
export function examOfferSavings(priceCents: number, terms: ExamFeeTerms, buyer: ExamBuyer): Record<ExamOffer, number> {
  const cap = (cents: number) => Math.max(0, Math.min(priceCents, cents))
  return {
    member: buyer.isMember ? cap(terms.memberDiscountCents) : 0,
    student: buyer.isVerifiedStudent ? cap(Math.round((priceCents * STUDENT_EXAM_DISCOUNT_PERCENT) / 100)) : 0,
    essentials: cap(buyer.essentialsCreditCents),
  }
}

/** The exam fee a buyer pays: the retake price for a retake, otherwise the price less the best offer. */
export function examFee(terms: ExamFeeTerms, buyer: ExamBuyer): ExamFee {
  if (buyer.isRetake) return { priceCents: terms.retakePriceCents, finalCents: terms.retakePriceCents, offer: null }
  const savings = examOfferSavings(terms.priceCents, terms, buyer)
  let offer: ExamOffer | null = null
  // In this order on a tie: the member discount, then the student one, then Essentials.
  for (const candidate of ['member', 'student', 'essentials'] as const) {
    if (savings[candidate] > (offer ? savings[offer] : 0)) offer = candidate
  }
  return { priceCents: terms.priceCents, finalCents: terms.priceCents - (offer ? savings[offer] : 0), offer }
}

/**
 * The Military Spouse Fellowship's foundation partner covers the candidate's costs (its
 * registration fee is $0 and staff record its other items as paid): the candidate is never asked
 * to pay the exam, a retake included; staff add the attempt, paid, from the registration review.
 */
export function isExamCoveredByFellowship(registration: { militarySpouse: boolean }): boolean {
  return registration.militarySpouse
}

export interface EssentialsCompletion {
  /** The day the course was completed (US Eastern). */
  completedOn: Day
  /** What the candidate paid for it. */
  paidCents: number
}

/**
 * The Money Management Essentials reduction: the amount paid for a course completed within the
 * last 12 months (the day a year ago included), the largest if there are several; 0 otherwise.
 */
export function essentialsCreditCents(completions: readonly EssentialsCompletion[], today: Day): number {
  const since = addMonthsToDay(today, -ESSENTIALS_CREDIT_MONTHS)
  let credit = 0
  for (const completion of completions) {
    if (completion.completedOn >= since && completion.completedOn <= today) {
      credit = Math.max(credit, completion.paidCents)
    }
  }
  return credit
}
