/**
 * What buying the certification, training and CEU items does. The certification registration's
 * items (fee, course materials, shipping, exam, practice exam) are sold by this module: checking
 * them out (paid, or submitted with the card kept for the approval's charge when the pathway's
 * fee is deferred: the line's `chargedOnApproval`) sends the pre-registration to review once none
 * of its items waits in the cart (`submitIfSettled`); the approval's off-session charge approves it
 * (`approveCharged`). The other kinds are declared here, plainly, until their modules are built
 * (training, trainer_license: the training module; ceu_review, ceu_listing: the CEU module;
 * renewal: certification); for them the paid line item is the record the features read
 * (decision 0004). An extension request is charged on approval (decision 0014): checking it out
 * submits it to the staff queue, removing it from the cart removes the request (and so does its
 * window closing before checkout), and the approval's off-session charge approves it
 * (extensions.service.ts).
 *
 * Every kind here may carry a registration: removing it from the cart removes the whole
 * registration while that is still a pre-registration, unless it is a practice exam (spec 1 §2.13).
 */
import type { LineItemCategoryType } from '@portal/contracts'
import type { Tx } from '../../platform/db/database'
import {
  paidItemIsTheRecord,
  type ApprovalCharge,
  type CartLineFacts,
  type ChargedAtCheckout,
  type ChargedOnApproval,
  type ProductLine,
  type Products,
} from '../cart/products'
import { registrationsRepo } from './registrations.repo'

type RegistrationKind = Exclude<LineItemCategoryType, 'membership' | 'event' | 'donation'>

/** Whether removing this line from the cart removes its whole (pre-)registration. */
export function removesRegistration(
  line: Pick<CartLineFacts, 'registrationId' | 'registrationStatus' | 'categoryType'>,
): boolean {
  return (
    line.registrationId !== null &&
    line.registrationStatus === 'pre_registration' &&
    line.categoryType !== 'practice_exam'
  )
}

async function removePreRegistration(tx: Tx, line: CartLineFacts) {
  if (line.registrationId !== null && removesRegistration(line)) {
    await registrationsRepo.removePreRegistration(tx, line.userId, line.registrationId)
  }
}

/** What the registration service does for its items, in the checkout's transactions. */
export interface RegistrationHooks {
  submitIfSettled(tx: Tx, registrationId: number): Promise<void>
  approveCharged(tx: Tx, registrationId: number, charge: ApprovalCharge): Promise<void>
  /** A paid exam attempt (the line's category) is made bookable at the exam provider. */
  examPaid(tx: Tx, attemptId: number): Promise<void>
  /** An extension request (the line's category) checked out: it goes to the staff queue. */
  extensionSubmitted(tx: Tx, item: ProductLine, submittedAt: Date): Promise<void>
  /** Why an extension request in the cart (the line's category) can no longer be bought, or null. */
  extensionNoLongerOffered(tx: Tx, line: CartLineFacts): Promise<string | null>
  /** An extension request removed from the cart: the request goes too. */
  extensionRemoved(tx: Tx, line: CartLineFacts): Promise<void>
  /** The approval's off-session charge of an extension request succeeded: it is approved. */
  extensionCharged(tx: Tx, item: ProductLine, charge: ApprovalCharge): Promise<void>
}

/** A kind of a registration sold before this module existed: its own `onPaid`, and the cart removal rule. */
const ofRegistration = (onPaid: (tx: Tx, item: ProductLine, paidAt: Date) => Promise<void>): ChargedAtCheckout => ({
  chargedOnApproval: false,
  onPaid,
  onRemoved: removePreRegistration,
  removesRegistration,
})

/** An item of a certification registration: settles the pre-registration; charged on approval when deferred. */
const ofCertification = (hooks: RegistrationHooks): ChargedOnApproval => {
  const submit = async (tx: Tx, item: ProductLine) => {
    if (item.registrationId !== null) await hooks.submitIfSettled(tx, item.registrationId)
  }
  return {
    chargedOnApproval: true,
    onPaid: submit,
    onSubmitted: submit,
    onApprovalCharged: async (tx, item, charge) => {
      if (item.registrationId !== null) await hooks.approveCharged(tx, item.registrationId, charge)
    },
    onRemoved: removePreRegistration,
    removesRegistration,
  }
}

/** The exam: an item of the registration that, once paid, the candidate books at the exam provider. */
const ofExam = (hooks: RegistrationHooks): ChargedOnApproval => {
  const item = ofCertification(hooks)
  return {
    ...item,
    onPaid: async (tx, line, paidAt) => {
      await item.onPaid(tx, line, paidAt)
      await hooks.examPaid(tx, line.categoryId)
    },
    onApprovalCharged: async (tx, line, charge) => {
      await item.onApprovalCharged(tx, line, charge)
      await hooks.examPaid(tx, line.categoryId)
    },
  }
}

export function registrationProducts(hooks: RegistrationHooks): Products<RegistrationKind> {
  const certificationItem = ofCertification(hooks)
  return {
    registration_fee: certificationItem,
    course_material: certificationItem,
    shipping_fee: certificationItem,
    exam: ofExam(hooks),
    practice_exam: certificationItem,
    /** Charged on approval: a checked-out request (paid by a free or override order too) goes to the queue. */
    extension: {
      chargedOnApproval: true,
      onPaid: hooks.extensionSubmitted,
      onSubmitted: hooks.extensionSubmitted,
      onApprovalCharged: hooks.extensionCharged,
      onRemoved: hooks.extensionRemoved,
      noLongerOffered: hooks.extensionNoLongerOffered,
      removesRegistration: () => false,
    },
    renewal: ofRegistration(paidItemIsTheRecord),
    training: ofRegistration(paidItemIsTheRecord),
    trainer_license: ofRegistration(paidItemIsTheRecord),
    ceu_review: ofRegistration(paidItemIsTheRecord),
    ceu_listing: ofRegistration(paidItemIsTheRecord),
  }
}
