/**
 * The exam and the practice exam, sold as items of a certification registration (the same item as
 * its fee: registrations.products.ts `ofCertification`); a paid exam attempt (the exam line's
 * category) is made bookable at the exam provider.
 */
import type { Tx } from '../../platform/db/database'
import type { ChargedOnApproval, Products } from '../cart/products'

export function examProducts(
  registrationItem: ChargedOnApproval,
  examPaid: (tx: Tx, attemptId: number) => Promise<void>,
): Products<'exam' | 'practice_exam'> {
  return {
    exam: {
      ...registrationItem,
      onPaid: async (tx, line, paidAt) => {
        await registrationItem.onPaid(tx, line, paidAt)
        await examPaid(tx, line.categoryId)
      },
      onApprovalCharged: async (tx, line, charge) => {
        await registrationItem.onApprovalCharged(tx, line, charge)
        await examPaid(tx, line.categoryId)
      },
    },
    practice_exam: registrationItem,
  }
}
