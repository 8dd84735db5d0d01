import { formatCents, formatDate } from '@portal/contracts'
import type { ReceiptLine, Transaction } from '@portal/contracts'
import { escapeHtml } from '../../platform/mail/escape-html'
import type { MailInput } from '../../platform/mail/mailer'
import {
  discountAmount,
  paymentMethodLabel,
  receiptDiscountLabel,
  receiptLineAmount,
  receiptLineDetails,
  receiptUrl,
} from './receipt-pdf'

const SIGNATURE = 'AFCPE Member Portal'
const CELL = 'padding:6px 8px;border-bottom:1px solid #d1d1d1;vertical-align:top'
const DETAIL = 'color:#6b6b6b;font-size:12px'

/** The receipt of one payment, sent to the payer; the same content as the PDF, with a link to it. */
export function receiptMail(receipt: Transaction, options: { appUrl: string }): MailInput {
  const url = receiptUrl(options.appUrl, receipt.id)
  const payerName = `${receipt.payer.firstName} ${receipt.payer.lastName}`.trim()
  const greeting = receipt.payer.firstName.trim() ? `Hello ${receipt.payer.firstName.trim()},` : 'Hello,'
  const summary: [string, string][] = [
    ['Receipt number', `#${receipt.id}`],
    ['Date', formatDate(receipt.createdAt)],
    ['Paid by', payerName ? `${payerName} <${receipt.payer.email}>` : receipt.payer.email],
    ['Payment method', paymentMethodLabel(receipt.type)],
  ]
  if (receipt.stripeId) summary.push(['Provider reference', receipt.stripeId])
  const notes = receipt.notes?.trim() ?? ''

  const text = [
    greeting,
    '',
    'Thank you for your payment. This is your receipt.',
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    'Items:',
    ...receipt.lineItems.flatMap((line) => [
      `- ${line.name}${quantityText(line)}: ${formatCents(receiptLineAmount(line))}`,
      ...receiptLineDetails(line).map((detail) => `    ${detail}`),
    ]),
    '',
    ...(receipt.discount ? [`${receiptDiscountLabel(receipt.discount)}: ${discountAmount(receipt.discount)}`] : []),
    `Total: ${formatCents(receipt.amount)}`,
    ...(notes ? ['', `Notes: ${notes}`] : []),
    '',
    `View and download your receipt: ${url}`,
    '',
    SIGNATURE,
  ].join('\n')

  const hasQtyColumn = receipt.lineItems.some((line) => line.withQty)
  const columns = hasQtyColumn ? 3 : 2
  const itemRows = receipt.lineItems.map((line) => {
    const details = receiptLineDetails(line)
      .map((detail) => `<br><span style="${DETAIL}">${escapeHtml(detail)}</span>`)
      .join('')
    const qty = hasQtyColumn ? `<td style="${CELL}" align="right">${line.withQty ? line.quantity : ''}</td>` : ''
    return `<tr><td style="${CELL}">${escapeHtml(line.name)}${details}</td>${qty}<td style="${CELL}" align="right">${formatCents(receiptLineAmount(line))}</td></tr>`
  })
  const discountRow = receipt.discount
    ? `<tr><td style="${CELL}" colspan="${columns - 1}" align="right">${escapeHtml(receiptDiscountLabel(receipt.discount))}</td><td style="${CELL}" align="right">${discountAmount(receipt.discount)}</td></tr>`
    : ''
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Thank you for your payment. This is your receipt.</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${summary.map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#6b6b6b">${label}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:600px;margin-top:16px">
<thead><tr><th style="${CELL}" align="left">Item</th>${hasQtyColumn ? `<th style="${CELL}" align="right">Qty</th>` : ''}<th style="${CELL}" align="right">Price</th></tr></thead>
<tbody>
${[...itemRows, discountRow].filter((row) => row !== '').join('\n')}
<tr><td style="${CELL}" colspan="${columns - 1}" align="right"><strong>Total</strong></td><td style="${CELL}" align="right"><strong>${formatCents(receipt.amount)}</strong></td></tr>
</tbody>
</table>
${notes ? `<p><strong>Notes:</strong> ${escapeHtml(notes).replace(/\r?\n/g, '<br>')}</p>\n` : ''}<p><a href="${escapeHtml(url)}">View and download your receipt</a></p>
<p>${SIGNATURE}</p>`

  return {
    to: receipt.payer.email,
    subject: `Your AFCPE receipt #${receipt.id}`,
    text,
    html,
    template: 'payment-receipt',
  }
}

function quantityText(line: ReceiptLine): string {
  return line.withQty ? ` (Qty ${line.quantity})` : ''
}
