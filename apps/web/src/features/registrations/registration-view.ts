/**
 * The certification registration screen's pure rules (spec 2 §2.3, §5): the wizard's skip facts,
 * how a pathway's time and an item's state read, what the Supporting Documentation and Course
 * Materials steps ask for. No React: unit-tested in node.
 */
import {
  DashboardMessages,
  RegistrationMessages as M,
  type PathwayKey,
  type Registration,
  type RegistrationItem,
  type RegistrationOptions,
  type StepFacts,
} from '@portal/contracts'

/** What the wizard's skip rules read of a registration. */
export function stepFactsOf(registration: Registration): StepFacts {
  return {
    pathwayKey: registration.pathway?.key ?? null,
    requiresPreapproval: registration.pathway?.requiresPreapproval ?? false,
    isMemberOrPending: registration.isMemberOrPending,
    sellsExamUpfront: registration.sellsExamUpfront,
  }
}

/** Spec 2 §2.3: a pathway's time is its deadline in months divided by 12, in years ("3 years"). */
export function pathwayYearsText(deadlineMonths: number): string {
  const years = Math.round((deadlineMonths / 12) * 100) / 100
  return `${String(years)} ${years === 1 ? 'year' : 'years'}`
}

export type ItemStatus = 'paid' | 'in_cart' | 'charged_on_approval' | 'unpaid'

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  paid: 'Paid',
  in_cart: 'In cart',
  charged_on_approval: 'Charged when approved',
  unpaid: 'Not paid',
}

export function itemStatus(item: Pick<RegistrationItem, 'paid' | 'inCart' | 'chargedOnApproval'>): ItemStatus {
  if (item.paid) return 'paid'
  if (item.chargedOnApproval) return 'charged_on_approval'
  if (item.inCart) return 'in_cart'
  return 'unpaid'
}

export function itemStatusLabel(item: Pick<RegistrationItem, 'paid' | 'inCart' | 'chargedOnApproval'>): string {
  return ITEM_STATUS_LABELS[itemStatus(item)]
}

/** Pay & Review asks for the exam agreement when the exam fee is paid now and not paid yet (spec 2 §5). */
export function needsExamAgreement(registration: Pick<Registration, 'payExamFeeUpfront' | 'items'>): boolean {
  return registration.payExamFeeUpfront && registration.items.some((item) => item.kind === 'exam' && !item.paid)
}

/** The Independent Trainer pathway asks which trainer's program the candidate completed. */
export function needsIndependentTrainer(pathwayKey: PathwayKey | null): boolean {
  return pathwayKey === 'independent_trainer'
}

/** Spec 2 §5: 'No Course Materials' ($0) is offered on the university, independent trainer and education pathways. */
export function offersNoCourseMaterials(pathwayKey: PathwayKey | null): boolean {
  return pathwayKey === 'university' || pathwayKey === 'independent_trainer' || pathwayKey === 'education'
}

/** Spec 2 §5: one course materials option must be chosen, except on the university pathway. */
export function requiresCourseMaterialsChoice(pathwayKey: PathwayKey | null): boolean {
  return pathwayKey !== 'university'
}

/** The course materials offered on a pathway. */
export function courseMaterialsFor(
  options: Pick<RegistrationOptions, 'courseMaterials'>,
  pathwayId: number | null,
): RegistrationOptions['courseMaterials'] {
  if (pathwayId === null) return []
  return options.courseMaterials.filter((material) => material.pathwayTypeIds.includes(pathwayId))
}

/** Pathway Review's button: 'Add to Cart' unless the pathway's fee comes to nothing (spec 2 §4). */
export function pathwayReviewNextLabel(
  registration: Pick<Registration, 'pathway'>,
  options: Pick<RegistrationOptions, 'pathways'>,
): string {
  const pathway = options.pathways.find((offered) => offered.id === registration.pathway?.id)
  return pathway?.fee && pathway.fee.finalPrice > 0 ? M.addToCart : M.next
}

/** Pay & Review's button (spec 2 §4). */
export function payReviewNextLabel(registration: Pick<Registration, 'hasUnpaidItems' | 'items'>): string {
  if (!registration.hasUnpaidItems) return M.submit
  // Everything owed already waits in the cart: finishing only opens it, and says so.
  const owed = registration.items.filter((item) => !item.paid && !item.chargedOnApproval && item.finalPrice > 0)
  return owed.length > 0 && owed.every((item) => item.inCart) ? DashboardMessages.viewInCart : M.addToCart
}

/** The latest review of the registration (the side panel shows it), or null. */
export function latestReview<T extends { createdAt: string; id: number }>(reviews: readonly T[]): T | null {
  return reviews.reduce<T | null>(
    (found, review) =>
      !found || review.createdAt > found.createdAt || (review.createdAt === found.createdAt && review.id > found.id)
        ? review
        : found,
    null,
  )
}
