/**
 * Which line items a certification registration should have, and what each costs (spec 2 §4, §9):
 * pure, unit-tested (registration-lines.test.ts). The repo diff-applies the answer to the
 * registration's unpaid lines (`registrationsRepo.syncLines`); paid lines are never touched, and
 * what is paid is not wanted again.
 */
import {
  examFee,
  registrationItemCents,
  type ExamOffer,
  type LineItemCategoryType,
  type PathwayKey,
} from '@portal/contracts'

export type RegistrationLineKind = Extract<
  LineItemCategoryType,
  'registration_fee' | 'course_material' | 'shipping_fee' | 'exam' | 'practice_exam'
>

export interface PricedItem {
  id: number
  name: string
  priceCents: number
}

export interface LineFacts {
  pathway: {
    key: PathwayKey
    fee: (PricedItem & { freeForMembers: boolean; deferred: boolean }) | null
  } | null
  /** The chosen course materials (catalogue rows offered on the pathway). */
  courseMaterials: (PricedItem & { shippable: boolean })[]
  /** The shipping address snapshot, when one is set. */
  shipping: { isInternational: boolean } | null
  shippingFees: (PricedItem & { international: boolean; forExams: boolean })[]
  exam: (PricedItem & { retakePriceCents: number; memberDiscountCents: number }) | null
  payExamFeeUpfront: boolean
  practiceExam: PricedItem | null
  purchasePracticeExam: boolean
  buyer: { isMember: boolean; isVerifiedStudent: boolean; essentialsCreditCents: number }
  /** The registration's paid lines: their kind and the catalogue id (an exam line: the exam's id). */
  paid: { kind: RegistrationLineKind; catalogId: number }[]
}

/** A line the registration should have. `catalogId` is the catalogue row (for an exam: the exam). */
export interface DesiredLine {
  kind: RegistrationLineKind
  catalogId: number
  name: string
  priceCents: number
  finalPriceCents: number
  chargedOnApproval: boolean
  offer: ExamOffer | null
}

export const lineKey = (line: { kind: string; catalogId: number }) => `${line.kind}:${line.catalogId}`

export const EXAM_OFFER_LABELS: Record<ExamOffer, string> = {
  member: 'Member discount',
  student: 'Student discount',
  essentials: 'Money Management Essentials credit',
}

/** The shipping fee for materials (or for the exam) to this address, if the catalogue has one. */
export function shippingFeeFor(
  fees: LineFacts['shippingFees'],
  forExams: boolean,
  isInternational: boolean,
): LineFacts['shippingFees'][number] | null {
  return fees.find((fee) => fee.forExams === forExams && fee.international === isInternational) ?? null
}

/** The unpaid lines a registration should have now, priced for this buyer. */
export function desiredLines(facts: LineFacts): DesiredLine[] {
  const paid = new Set(facts.paid.map(lineKey))
  const paidKind = (kind: RegistrationLineKind) => facts.paid.some((line) => line.kind === kind)
  const deferred = facts.pathway?.fee?.deferred ?? false
  const { isMember } = facts.buyer
  const lines: DesiredLine[] = []
  const add = (line: Omit<DesiredLine, 'chargedOnApproval' | 'offer'> & { offer?: ExamOffer | null }) => {
    if (paid.has(lineKey(line))) return
    lines.push({ offer: null, ...line, chargedOnApproval: deferred && line.kind !== 'practice_exam' })
  }
  const plain = (item: PricedItem, freeForMembers = false) => ({
    catalogId: item.id,
    name: item.name,
    priceCents: item.priceCents,
    finalPriceCents: registrationItemCents({ priceCents: item.priceCents, freeForMembers }, isMember),
  })

  const fee = facts.pathway?.fee
  if (fee && !paidKind('registration_fee')) add({ kind: 'registration_fee', ...plain(fee, fee.freeForMembers) })

  for (const material of facts.courseMaterials) add({ kind: 'course_material', ...plain(material) })

  const examShipping = new Set(facts.shippingFees.filter((fee) => fee.forExams).map((fee) => fee.id))
  const paidShipping = (forExams: boolean) =>
    facts.paid.some((line) => line.kind === 'shipping_fee' && examShipping.has(line.catalogId) === forExams)
  if (facts.shipping && facts.courseMaterials.some((material) => material.shippable) && !paidShipping(false)) {
    const shippingFee = shippingFeeFor(facts.shippingFees, false, facts.shipping.isInternational)
    if (shippingFee) add({ kind: 'shipping_fee', ...plain(shippingFee) })
  }

  if (facts.exam && facts.payExamFeeUpfront && !paidKind('exam')) {
    const fee = examFee(facts.exam, { ...facts.buyer, isRetake: false })
    add({
      kind: 'exam',
      catalogId: facts.exam.id,
      name: facts.exam.name,
      priceCents: fee.priceCents,
      finalPriceCents: fee.finalCents,
      offer: fee.offer,
    })
    if (!paidShipping(true)) {
      const shippingFee = shippingFeeFor(facts.shippingFees, true, facts.shipping?.isInternational ?? false)
      if (shippingFee) add({ kind: 'shipping_fee', ...plain(shippingFee) })
    }
  }

  if (facts.practiceExam && facts.purchasePracticeExam && !paidKind('practice_exam')) {
    add({ kind: 'practice_exam', ...plain(facts.practiceExam) })
  }
  return lines
}

/**
 * The country a certification's candidates live in (its shipping is domestic there): Canada for
 * the AFCC® certification, the United States otherwise.
 */
export function homeCountryOf(certification: { key: string; name: string }): 'US' | 'CA' {
  return certification.key === 'afcc' || certification.name.includes('AFCC') ? 'CA' : 'US'
}

const COUNTRY_NAMES: Record<'US' | 'CA', string[]> = {
  US: ['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america'],
  CA: ['ca', 'can', 'canada'],
}

/** Whether an address's country (free text) is outside the certification's home country. */
export function isInternationalAddress(country: string, home: 'US' | 'CA'): boolean {
  return !COUNTRY_NAMES[home].includes(country.trim().toLowerCase())
}
