/**
 * The receipt of one payment as a PDF (US Letter, one column). The wording helpers are exported
 * so the receipt e-mail says exactly what the PDF says.
 */
import { PageSizes, PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import type { PDFFont, PDFPage, RGB } from 'pdf-lib'
import { formatCents, formatDate } from '@portal/contracts'
import type { AppliedDiscount, ReceiptLine, Transaction, TransactionType } from '@portal/contracts'

const PRODUCER = 'AFCPE Member Portal'

const PAYMENT_METHOD_LABELS: Record<TransactionType, string> = {
  card: 'Card',
  saved_card: 'Saved card',
  admin_override: 'Admin override',
  free: 'Free',
  admin_entry: 'Recorded by staff',
  off_session: 'Saved card (charged by staff)',
}

export function paymentMethodLabel(type: TransactionType): string {
  return PAYMENT_METHOD_LABELS[type]
}

/** What one line cost in all: finalPrice is per unit and already after its discount. */
export function receiptLineAmount(line: ReceiptLine): number {
  return line.finalPrice * line.quantity
}

/** The small print under an item's name. */
export function receiptLineDetails(line: ReceiptLine): string[] {
  const details: string[] = []
  // The price column holds the line amount, so a unit price is only worth saying for several units.
  if (line.withQty && line.quantity > 1) details.push(`${formatCents(line.finalPrice)} each`)
  if (line.due !== null) details.push(`Due ${line.due}`)
  const start = formatDate(line.membershipStart)
  const end = formatDate(line.membershipEnd)
  if (start && end) details.push(`Membership ${start} – ${end}`)
  else if (start) details.push(`Membership from ${start}`)
  else if (end) details.push(`Membership until ${end}`)
  if (line.discount) details.push(`Discount ${line.discount.code}: ${discountAmount(line.discount)}`)
  return details
}

/** 'Discount CODE (10%)' for the transaction's discount row. */
export function receiptDiscountLabel(discount: AppliedDiscount): string {
  return `Discount ${discount.code}${discount.percentage ? ` (${discount.amount}%)` : ''}`
}

/** '-$12.00' whatever the sign the amount was stored with. */
export function discountAmount(discount: AppliedDiscount): string {
  return formatCents(-Math.abs(discount.amountCents))
}

/** The receipt's page in the portal, where it can be viewed and downloaded. */
/** The receipt's page in the portal (the mail links to it under the portal's address). */
export const receiptPath = (id: number): string => `/payments/${id}`

export function receiptUrl(appUrl: string, id: number): string {
  return `${appUrl.replace(/\/+$/, '')}${receiptPath(id)}`
}

// WinAnsi's characters outside Latin-1 (its 0x80-0x9F range).
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
])
// Zero-width joiners and variation selectors inside emoji would each print as an extra '?'.
const INVISIBLE = /^[\p{Cf}\uFE00-\uFE0F]$/u

/**
 * The standard Helvetica fonts encode WinAnsi only and pdf-lib throws on anything else, so text
 * a user typed (emoji, CJK) is made printable: other characters become '?', whitespace a space.
 */
export function toWinAnsi(text: string): string {
  let result = ''
  // NFC first so a letter typed as base + combining accent stays one printable letter.
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0
    const isEncodable =
      (codePoint >= 0x20 && codePoint <= 0x7e) ||
      (codePoint >= 0xa0 && codePoint <= 0xff) ||
      WIN_ANSI_EXTRAS.has(codePoint)
    if (isEncodable) result += char
    else if (/^\s$/u.test(char)) result += ' '
    else if (!INVISIBLE.test(char)) result += '?'
  }
  return result
}

/** Breaks text into lines no wider than maxWidth, splitting a word only when it alone is too wide. */
function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= maxWidth
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const candidate = current ? `${current} ${word}` : word
    if (fits(candidate)) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    current = ''
    let rest = word
    while (!fits(rest)) {
      let cut = rest.length - 1
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    current = rest
  }
  if (current || lines.length === 0) lines.push(current)
  return lines
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter
const MARGIN = 54
const TOP = PAGE_HEIGHT - MARGIN
const RIGHT = PAGE_WIDTH - MARGIN
// Room kept above the bottom margin for the footer.
const BOTTOM = MARGIN + 16
const CONTENT_WIDTH = RIGHT - MARGIN
const PRICE_WIDTH = 90
const QTY_WIDTH = 40
const COLUMN_GAP = 12
const LABEL_WIDTH = 110

const SIZE = { header: 12, title: 22, body: 10, detail: 8.5, tableHeader: 9, total: 12, footer: 8 }
const LINE = { body: 14, detail: 11.5 }
const INK = rgb(0.1, 0.1, 0.1)
const GREY = rgb(0.42, 0.42, 0.42)
const RULE = rgb(0.82, 0.82, 0.82)
const ACCENT = rgb(0.0, 0.29, 0.5)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

interface TextStyle {
  font: PDFFont
  size: number
  color: RGB
}

/** The page being written and the height left on it; it starts a new page when asked for more. */
class ReceiptLayout {
  page: PDFPage
  y = TOP
  /** Drawn at the top of every page added while the item table runs. */
  continuation: (() => void) | null = null

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PageSizes.Letter)
  }

  /** Moves down by height, on a new page when height does not fit; returns the baseline to draw at. */
  advance(height: number): number {
    if (this.y - height < BOTTOM) this.newPage()
    this.y -= height
    return this.y + height * 0.25
  }

  /** Starts a new page now unless height fits on this one. */
  keepTogether(height: number): void {
    // A block taller than a whole page is split anyway; a fresh page would not help it.
    if (this.y - height < BOTTOM && TOP - height >= BOTTOM) this.newPage()
  }

  private newPage(): void {
    this.page = this.doc.addPage(PageSizes.Letter)
    this.y = TOP
    this.continuation?.()
  }

  text(value: string, x: number, baseline: number, style: TextStyle): void {
    this.page.drawText(value, { x, y: baseline, size: style.size, font: style.font, color: style.color })
  }

  textRight(value: string, right: number, baseline: number, style: TextStyle): void {
    this.text(value, right - style.font.widthOfTextAtSize(value, style.size), baseline, style)
  }

  rule(gap = 4): void {
    this.y -= gap
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: RIGHT, y: this.y },
      thickness: 0.5,
      color: RULE,
    })
    this.y -= gap
  }
}

export async function renderReceiptPdf(
  receipt: Transaction,
  options: { organization: string; appUrl: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Receipt ${receipt.id}`, { showInWindowTitleBar: true })
  doc.setAuthor(toWinAnsi(options.organization))
  doc.setProducer(PRODUCER)
  doc.setCreator(PRODUCER)
  doc.setLanguage('en-US')
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const layout = new ReceiptLayout(doc, fonts)

  drawHeading(layout, receipt, options.organization)
  drawItems(layout, receipt, options.organization)
  drawTotals(layout, receipt)
  if (receipt.notes?.trim()) drawNotes(layout, receipt.notes)
  drawFooters(doc, fonts, receiptUrl(options.appUrl, receipt.id))

  return doc.save()
}

function drawHeading(layout: ReceiptLayout, receipt: Transaction, organization: string): void {
  const { regular, bold } = layout.fonts
  layout.text(toWinAnsi(organization), MARGIN, layout.advance(18), { font: bold, size: SIZE.header, color: ACCENT })
  layout.text('Receipt', MARGIN, layout.advance(34), { font: bold, size: SIZE.title, color: INK })
  layout.y -= 8

  const payerName = `${receipt.payer.firstName} ${receipt.payer.lastName}`.trim()
  const rows: [string, string[]][] = [
    ['Receipt number', [String(receipt.id)]],
    ['Date', [formatDate(receipt.createdAt)]],
    ['Paid by', [payerName, receipt.payer.email].filter((value) => value !== '')],
    ['Payment method', [paymentMethodLabel(receipt.type)]],
  ]
  if (receipt.stripeId) rows.push(['Provider reference', [receipt.stripeId]])

  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH
  for (const [label, values] of rows) {
    const lines = values.flatMap((value) => wrapText(toWinAnsi(value), regular, SIZE.body, valueWidth))
    lines.forEach((line, index) => {
      const baseline = layout.advance(LINE.body)
      if (index === 0) layout.text(label, MARGIN, baseline, { font: bold, size: SIZE.body, color: GREY })
      layout.text(line, MARGIN + LABEL_WIDTH, baseline, { font: regular, size: SIZE.body, color: INK })
    })
  }
  layout.y -= 18
}

function drawItems(layout: ReceiptLayout, receipt: Transaction, organization: string): void {
  const { regular, bold } = layout.fonts
  const hasQtyColumn = receipt.lineItems.some((line) => line.withQty)
  const priceRight = RIGHT
  const qtyRight = RIGHT - PRICE_WIDTH
  const itemWidth = (hasQtyColumn ? qtyRight - QTY_WIDTH : qtyRight) - COLUMN_GAP - MARGIN
  const headerStyle = { font: bold, size: SIZE.tableHeader, color: GREY }

  const drawTableHeader = () => {
    const baseline = layout.advance(LINE.body)
    layout.text('Item', MARGIN, baseline, headerStyle)
    if (hasQtyColumn) layout.textRight('Qty', qtyRight, baseline, headerStyle)
    layout.textRight('Price', priceRight, baseline, headerStyle)
    layout.rule(3)
  }

  drawTableHeader()
  layout.continuation = () => {
    const style = { font: regular, size: SIZE.tableHeader, color: GREY }
    layout.text(`${toWinAnsi(organization)} · Receipt ${receipt.id} (continued)`, MARGIN, layout.advance(16), style)
    layout.y -= 8
    drawTableHeader()
  }

  for (const line of receipt.lineItems) {
    const nameLines = wrapText(toWinAnsi(line.name), regular, SIZE.body, itemWidth)
    const detailLines = receiptLineDetails(line).flatMap((detail) =>
      wrapText(toWinAnsi(detail), regular, SIZE.detail, itemWidth),
    )
    // Row height plus the rule below it, so a row and its details stay on one page.
    layout.keepTogether(nameLines.length * LINE.body + detailLines.length * LINE.detail + 8)

    nameLines.forEach((text, index) => {
      const baseline = layout.advance(LINE.body)
      const style = { font: regular, size: SIZE.body, color: INK }
      layout.text(text, MARGIN, baseline, style)
      if (index > 0) return
      if (hasQtyColumn && line.withQty) layout.textRight(String(line.quantity), qtyRight, baseline, style)
      layout.textRight(formatCents(receiptLineAmount(line)), priceRight, baseline, style)
    })
    for (const text of detailLines) {
      layout.text(text, MARGIN, layout.advance(LINE.detail), { font: regular, size: SIZE.detail, color: GREY })
    }
    layout.rule()
  }
  layout.continuation = null
}

function drawTotals(layout: ReceiptLayout, receipt: Transaction): void {
  const { regular, bold } = layout.fonts
  const labelRight = RIGHT - PRICE_WIDTH - COLUMN_GAP
  layout.y -= 4
  layout.keepTogether(LINE.body * 2 + 8)
  if (receipt.discount) {
    const style = { font: regular, size: SIZE.body, color: INK }
    const baseline = layout.advance(LINE.body + 2)
    layout.textRight(toWinAnsi(receiptDiscountLabel(receipt.discount)), labelRight, baseline, style)
    layout.textRight(discountAmount(receipt.discount), RIGHT, baseline, style)
  }
  const style = { font: bold, size: SIZE.total, color: INK }
  const baseline = layout.advance(LINE.body + 6)
  layout.textRight('Total', labelRight, baseline, style)
  layout.textRight(formatCents(receipt.amount), RIGHT, baseline, style)
}

function drawNotes(layout: ReceiptLayout, notes: string): void {
  const { regular, bold } = layout.fonts
  const labelWidth = bold.widthOfTextAtSize('Notes: ', SIZE.body)
  const lines = notes
    .trim()
    .split(/\r?\n/)
    .flatMap((paragraph) => wrapText(toWinAnsi(paragraph), regular, SIZE.body, CONTENT_WIDTH - labelWidth))
  layout.y -= 20
  lines.forEach((line, index) => {
    const baseline = layout.advance(LINE.body)
    if (index === 0) layout.text('Notes:', MARGIN, baseline, { font: bold, size: SIZE.body, color: INK })
    layout.text(line, MARGIN + labelWidth, baseline, { font: regular, size: SIZE.body, color: INK })
  })
}

/** Page numbers are known only once every page exists, so footers are drawn last. */
function drawFooters(doc: PDFDocument, fonts: Fonts, url: string): void {
  const pages = doc.getPages()
  const style = { size: SIZE.footer, font: fonts.regular, color: GREY }
  const link = toWinAnsi(url)
  pages.forEach((page, index) => {
    const y = MARGIN - 20
    page.drawText(link, { ...style, x: MARGIN, y })
    const pageLabel = `Page ${index + 1} of ${pages.length}`
    page.drawText(pageLabel, { ...style, x: RIGHT - fonts.regular.widthOfTextAtSize(pageLabel, SIZE.footer), y })
  })
}
