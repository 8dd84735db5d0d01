import { describe, expect, it } from 'vitest'
import { DashboardMessages as M } from '@portal/contracts'
import { paidDashboard, paymentConfirmation, paymentOutcomeOf } from './payment-confirmation'

const membership = { name: 'Professional Membership', amount: 17500 }

describe('the payment confirmation on the dashboard', () => {
  it('a payment: Payment received', () => {
    expect(paymentConfirmation({ transactionId: 7, submittedForApproval: [] })).toEqual({
      title: 'Payment received',
      lines: ['Thank you! Your payment was received.'],
    })
  })

  it('a membership charged on approval: submitted for review, the price charged on approval, no payment claimed', () => {
    const confirmation = paymentConfirmation({ transactionId: null, submittedForApproval: [membership] })
    expect(confirmation).toEqual({
      title: 'Submitted for review',
      lines: ['Submitted for review: Professional Membership. The card on file will be charged $175.00 on approval.'],
    })
    expect(confirmation.lines.join(' ')).not.toContain(M.paymentConfirmed)
  })

  it('both: the payment, then what is charged on approval', () => {
    expect(paymentConfirmation({ transactionId: 8, submittedForApproval: [membership] })).toEqual({
      title: 'Payment received',
      lines: [M.paymentConfirmed, M.submittedForReview('Professional Membership', '$175.00')],
    })
  })

  it('without an outcome (the link opened by hand) claims no payment', () => {
    expect(paymentConfirmation(null)).toEqual({
      title: 'Order received',
      lines: ['Thank you! Your order was received.'],
    })
  })

  it('reads back the state the checkout navigates with, and nothing else', () => {
    const outcome = { transactionId: null, submittedForApproval: [membership] }
    const link = paidDashboard(outcome)
    expect(link.to).toBe('/?paid=true')
    expect(paymentOutcomeOf(link.state)).toEqual(outcome)
    expect(paymentOutcomeOf(null)).toBeNull()
    expect(paymentOutcomeOf({ payment: { transactionId: 'x' } })).toBeNull()
    expect(paymentOutcomeOf('paid')).toBeNull()
  })
})
