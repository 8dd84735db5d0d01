/**
 * What the dashboard confirms after a checkout (spec 1 §2.13: the dashboard opens with ?paid=true).
 * The checkout hands over what it did in the navigation's state, which the browser keeps for that
 * history entry (a reload too): a payment, items submitted for review that are charged on
 * approval (decision 0005), or both. Without it (the link opened by hand) nothing is claimed.
 */
import { DashboardMessages as M, formatCents, PaymentOutcome } from '@portal/contracts'

export const PAID_DASHBOARD_PATH = '/?paid=true'

interface PaidState {
  payment: PaymentOutcome
}

/** Where the checkout goes once paid, and what it tells the dashboard. */
export function paidDashboard(outcome: PaymentOutcome): { to: string; state: PaidState } {
  return {
    to: PAID_DASHBOARD_PATH,
    state: { payment: { transactionId: outcome.transactionId, submittedForApproval: outcome.submittedForApproval } },
  }
}

/** The outcome a navigation's state carries, if it is one (history state is anyone's to write). */
export function paymentOutcomeOf(state: unknown): PaymentOutcome | null {
  if (typeof state !== 'object' || state === null || !('payment' in state)) return null
  const parsed = PaymentOutcome.safeParse(state.payment)
  return parsed.success ? parsed.data : null
}

export interface PaymentConfirmation {
  title: string
  lines: string[]
}

/** "Payment received" only when something was charged; items charged on approval say so. */
export function paymentConfirmation(outcome: PaymentOutcome | null): PaymentConfirmation {
  if (!outcome) return { title: M.orderReceived, lines: [M.orderConfirmed] }
  const lines: string[] = []
  if (outcome.transactionId !== null) lines.push(M.paymentConfirmed)
  const submitted = outcome.submittedForApproval
  if (submitted.length > 0) {
    const names = submitted.map((item) => item.name).join(', ')
    const price = formatCents(submitted.reduce((sum, item) => sum + item.amount, 0))
    lines.push(M.submittedForReview(names, price))
  }
  if (lines.length === 0) return { title: M.orderReceived, lines: [M.orderConfirmed] }
  return { title: outcome.transactionId !== null ? M.paymentReceived : M.submittedTitle, lines }
}
