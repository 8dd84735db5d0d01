/** How the payments screens name what the server records. */
import {
  CartMessages,
  formatCents,
  type AppliedDiscount,
  type PaymentHistoryStatus,
  type TransactionType,
} from '@portal/contracts'

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  card: 'Card',
  saved_card: 'Saved card',
  admin_override: CartMessages.adminOverride,
  free: 'Free',
  admin_entry: 'Recorded by staff',
  off_session: 'Card on file, charged by staff',
}

export const PAYMENT_STATUS_LABELS: Record<PaymentHistoryStatus, string> = {
  paid: CartMessages.paid,
  pending_approval: CartMessages.pendingApproval,
}

/** '10% off' for a percentage code, '$25.00 off each' for an amount off each unit. */
export function discountTermsLabel(discount: Pick<AppliedDiscount, 'percentage' | 'amount'>): string {
  return discount.percentage ? `${discount.amount}% off` : `${formatCents(discount.amount)} off each`
}
