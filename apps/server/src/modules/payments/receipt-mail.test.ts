import { describe, expect, it } from 'vitest'
import { formatCents } from '@portal/contracts'
import type { ReceiptLine, Transaction } from '@portal/contracts'
import { receiptMail } from './receipt-mail'

function line(overrides: Partial<ReceiptLine> = {}): ReceiptLine {
  return {
    id: 1,
    name: 'Professional Membership',
    categoryType: 'membership',
    finalPrice: 15_000,
    quantity: 1,
    withQty: false,
    due: null,
    membershipStart: '2025-03-04',
    membershipEnd: '2026-03-03',
    discount: null,
    ...overrides,
  }
}

function receipt(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 4821,
    type: 'saved_card',
    createdAt: '2025-03-04T15:30:00.000Z',
    amount: 123_456,
    stripeId: 'pi_3Nabc123',
    notes: null,
    discount: null,
    lineItems: [
      line(),
      line({
        id: 2,
        name: 'Symposium Guest Ticket',
        categoryType: 'event',
        finalPrice: 3_000,
        quantity: 3,
        withQty: true,
        membershipStart: null,
        membershipEnd: null,
      }),
    ],
    payer: { id: 9, firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.org' },
    ...overrides,
  }
}

const appUrl = 'https://portal.example.org'

describe('receiptMail', () => {
  it('is addressed to the payer with the receipt number in the subject', () => {
    const mail = receiptMail(receipt(), { appUrl })

    expect(mail.to).toBe('dana@example.org')
    expect(mail.subject).toBe('Your AFCPE receipt #4821')
    expect(mail.template).toBe('payment-receipt')
  })

  it('lists the date, method, items and total formatted as money, in text and html', () => {
    const mail = receiptMail(receipt(), { appUrl })
    const total = formatCents(123_456)

    expect(total).toBe('$1,234.56')
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).toContain('03/04/2025')
      expect(body).toContain('Saved card')
      expect(body).toContain('Professional Membership')
      expect(body).toContain('Membership 03/04/2025 – 03/03/2026')
      expect(body).toContain('$150.00')
      expect(body).toContain('$90.00')
      expect(body).toContain(total)
    }
    expect(mail.text).toContain(`Total: ${total}`)
  })

  it('links to the receipt page to view and download it', () => {
    const mail = receiptMail(receipt(), { appUrl: `${appUrl}/` })

    expect(mail.text).toContain('View and download your receipt: https://portal.example.org/payments/4821')
    expect(mail.html).toContain('<a href="https://portal.example.org/payments/4821">View and download your receipt</a>')
  })

  it('shows the quantity only for items whose quantity may be changed', () => {
    const mail = receiptMail(receipt(), { appUrl })

    expect(mail.text).toContain('- Symposium Guest Ticket (Qty 3): $90.00')
    expect(mail.text).toContain('- Professional Membership: $150.00')
    expect(mail.text.match(/Qty/g)).toHaveLength(1)
    expect(mail.html).toContain(
      '<th style="padding:6px 8px;border-bottom:1px solid #d1d1d1;vertical-align:top" align="right">Qty</th>',
    )
    expect(mail.html).toMatch(/>3<\/td>/)

    const withoutQty = receiptMail(receipt({ lineItems: [line()] }), { appUrl })
    expect(withoutQty.text).not.toContain('Qty')
    expect(withoutQty.html).not.toContain('Qty')
  })

  it('shows the discount of each line and of the whole payment', () => {
    const discount = { code: 'SPRING10', percentage: true, amount: 10, amountCents: 1_500 }
    const mail = receiptMail(
      receipt({ lineItems: [line({ finalPrice: 13_500, discount })], discount, amount: 13_500 }),
      {
        appUrl,
      },
    )

    expect(mail.text).toContain('Discount SPRING10: -$15.00')
    expect(mail.text).toContain('Discount SPRING10 (10%): -$15.00')
    expect(mail.html).toContain('Discount SPRING10 (10%)')
    expect(mail.html).toContain('-$15.00')

    const fixed = { code: 'FLAT20', percentage: false, amount: 2_000, amountCents: 2_000 }
    expect(receiptMail(receipt({ discount: fixed }), { appUrl }).text).toContain('Discount FLAT20: -$20.00')
  })

  it('leaves out the discount and notes when there are none', () => {
    const mail = receiptMail(receipt(), { appUrl })

    expect(mail.text).not.toContain('Discount')
    expect(mail.text).not.toContain('Notes:')
  })

  it('escapes every user-controlled value in the html', () => {
    const mail = receiptMail(
      receipt({
        lineItems: [line({ name: '<script>alert(1)</script>' })],
        payer: { id: 9, firstName: 'Dana "D"', lastName: "O'Brien & <b>Co</b>", email: 'dana@example.org' },
        discount: { code: '<img src=x>', percentage: false, amount: 100, amountCents: 100 },
        notes: '<i>urgent</i>\nsecond line',
      }),
      { appUrl },
    )
    const html = mail.html ?? ''

    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<b>Co</b>')
    expect(html).toContain('O&#39;Brien &amp; &lt;b&gt;Co&lt;/b&gt;')
    expect(html).toContain('Hello Dana &quot;D&quot;,')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;i&gt;urgent&lt;/i&gt;<br>second line')
    // The plain-text part is not html: it keeps what the user typed.
    expect(mail.text).toContain('- <script>alert(1)</script>: $150.00')
  })
})
