/**
 * What buying a certification registration's items does: the fee, course materials and shipping
 * (the exams module builds the exam and practice exam items on the same item). Checking them out
 * (paid, or submitted with the card kept for the approval's charge when the pathway's fee is
 * deferred: the line's `chargedOnApproval`) sends the pre-registration to review once none of its
 * items waits in the cart (`submitIfSettled`); the approval's off-session charge approves it
 * (`approveCharged`). The training kinds are declared here, plainly, until their module is built
 * (training, trainer_license); for them the paid line item is the record the features read
 * (decision 0004). The CEU kinds are the ceus module's (ceus.products.ts).
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

type RegistrationKind = Exclude<
  LineItemCategoryType,
  | 'membership'
  | 'event'
  | 'donation'
  | 'exam'
  | 'practice_exam'
  | 'extension'
  | 'renewal'
  | 'ceu_review'
  | 'ceu_listing'
>

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
}

/** A kind of a registration sold before this module existed: its own `onPaid`, and the cart removal rule. */
const ofRegistration = (onPaid: (tx: Tx, item: ProductLine, paidAt: Date) => Promise<void>): ChargedAtCheckout => ({
  chargedOnApproval: false,
  onPaid,
  onRemoved: removePreRegistration,
  removesRegistration,
})

/**
 * An item of a certification registration: settles the pre-registration; charged on approval when
 * deferred. The exams module builds the exam and practice exam items on it.
 */
export const ofCertification = (hooks: RegistrationHooks): ChargedOnApproval => {
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

export function registrationProducts(certificationItem: ChargedOnApproval): Products<RegistrationKind> {
  return {
    registration_fee: certificationItem,
    course_material: certificationItem,
    shipping_fee: certificationItem,
    training: ofRegistration(paidItemIsTheRecord),
    trainer_license: ofRegistration(paidItemIsTheRecord),
  }
}
