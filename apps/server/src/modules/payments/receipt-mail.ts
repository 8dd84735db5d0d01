import { formatCents, formatDate } from '@portal/contracts'
import type { Transaction } from '@portal/contracts'
import { layoutMail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'
import {
  discountAmount,
  paymentMethodLabel,
  receiptDiscountLabel,
  receiptLineAmount,
  receiptLineDetails,
  receiptPath,
} from './receipt-pdf'

/** The receipt of one payment, sent to the payer; the same content as the PDF, with a link to it. */
export function receiptMail(receipt: Transaction, options: { appUrl: string }): MailInput {
  const payerName = `${receipt.payer.firstName} ${receipt.payer.lastName}`.trim()
  const summary: [string, string][] = [
    ['Receipt number', `#${receipt.id}`],
    ['Date', formatDate(receipt.createdAt)],
    ['Paid by', payerName ? `${payerName} <${receipt.payer.email}>` : receipt.payer.email],
    ['Payment method', paymentMethodLabel(receipt.type)],
  ]
  if (receipt.stripeId) summary.push(['Provider reference', receipt.stripeId])
  const notes = receipt.notes?.trim() ?? ''
  // The quantity column only when an item's quantity may be changed.
  const hasQtyColumn = receipt.lineItems.some((line) => line.withQty)

  return layoutMail({
    to: receipt.payer.email,
    subject: `Your AFCPE receipt #${receipt.id}`,
    template: 'payment-receipt',
    appUrl: options.appUrl,
    firstName: receipt.payer.firstName,
    body: [
      'Thank you for your payment. This is your receipt.',
      { rows: summary },
      {
        table: {
          columns: [{ label: 'Item' }, ...(hasQtyColumn ? [{ label: 'Qty' }] : []), { label: 'Price' }],
          rows: receipt.lineItems.map((line) => ({
            cells: [
              line.name,
              ...(hasQtyColumn ? [line.withQty ? String(line.quantity) : ''] : []),
              formatCents(receiptLineAmount(line)),
            ],
            details: receiptLineDetails(line),
          })),
          totals: [
            ...(receipt.discount
              ? [{ label: receiptDiscountLabel(receipt.discount), value: discountAmount(receipt.discount) }]
              : []),
            { label: 'Total', value: formatCents(receipt.amount) },
          ],
        },
      },
      notes ? `Notes: ${notes}` : null,
      { link: { label: 'View and download your receipt', path: receiptPath(receipt.id) } },
    ],
  })
}
