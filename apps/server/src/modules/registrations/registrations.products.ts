/**
 * What buying the certification, training and CEU items does. None of these features is built
 * yet; until each is, its kinds are declared here, plainly, and move to the module that sells them
 * when it is built (training, trainer_license: the training module; ceu_review, ceu_listing: the
 * CEU module; exam, practice_exam, renewal: certification). Today only two kinds write anything:
 * a paid registration fee sends the pre-registration to review, a paid extension request goes to
 * the extension queue; for the others the paid line item is the record the features read
 * (decision 0004).
 *
 * Every kind here may carry a registration: removing it from the cart removes the whole
 * registration while that is still a pre-registration, unless it is a practice exam (spec 1 §2.13).
 */
import type { LineItemCategoryType } from '@portal/contracts'
import type { Tx } from '../../platform/db/database'
import {
  paidItemIsTheRecord,
  type CartLineFacts,
  type ChargedAtCheckout,
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

/** A kind of a registration: its own `onPaid`, and the cart removal rule above. */
const ofRegistration = (onPaid: (tx: Tx, item: ProductLine, paidAt: Date) => Promise<void>): ChargedAtCheckout => ({
  chargedOnApproval: false,
  onPaid,
  onRemoved: removePreRegistration,
  removesRegistration,
})

export const registrationProducts: Products<RegistrationKind> = {
  /** A pre-registration whose fee is paid goes to registration review. */
  registration_fee: ofRegistration(async (tx, item) => {
    if (item.registrationId !== null) await registrationsRepo.submitForReview(tx, item.registrationId)
  }),
  /** A paid extension request goes to the extension review queue. */
  extension: ofRegistration((tx, item, paidAt) =>
    registrationsRepo.submitExtension(tx, item.userId, item.categoryId, paidAt),
  ),
  course_material: ofRegistration(paidItemIsTheRecord),
  shipping_fee: ofRegistration(paidItemIsTheRecord),
  exam: ofRegistration(paidItemIsTheRecord),
  practice_exam: ofRegistration(paidItemIsTheRecord),
  renewal: ofRegistration(paidItemIsTheRecord),
  training: ofRegistration(paidItemIsTheRecord),
  trainer_license: ofRegistration(paidItemIsTheRecord),
  ceu_review: ofRegistration(paidItemIsTheRecord),
  ceu_listing: ofRegistration(paidItemIsTheRecord),
}
