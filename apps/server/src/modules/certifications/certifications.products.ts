/**
 * The annual renewal fee of a certification (spec 2 §9): until the yearly life is built, the paid
 * line item is the record the features read (decision 0004).
 */
import { paidItemIsTheRecord, type Products } from '../cart/products'

export function certificationProducts(): Products<'renewal'> {
  return { renewal: { chargedOnApproval: false, onPaid: paidItemIsTheRecord } }
}
