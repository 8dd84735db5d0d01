import { inflateSync } from 'node:zlib'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { ReceiptLine, Transaction } from '@portal/contracts'
import { paymentMethodLabel, renderReceiptPdf, toWinAnsi } from './receipt-pdf'

const options = { organization: 'AFCPE Member Portal', appUrl: 'https://portal.example.org/' }

function line(overrides: Partial<ReceiptLine> = {}): ReceiptLine {
  return {
    id: 1,
    name: 'Professional Membership',
    categoryType: 'membership',
    finalPrice: 15_000,
    quantity: 1,
    withQty: false,
    due: null,
    membershipStart: null,
    membershipEnd: null,
    discount: null,
    ...overrides,
  }
}

function receipt(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 4821,
    type: 'card',
    createdAt: '2025-03-04T15:30:00.000Z',
    amount: 31_500,
    stripeId: 'pi_3Nabc123',
    notes: null,
    discount: null,
    lineItems: [
      line({ id: 1, membershipStart: '2025-03-04', membershipEnd: '2026-03-03' }),
      line({ id: 2, name: 'AFC Certification Fee', categoryType: 'renewal', finalPrice: 7_500, due: 2025 }),
      line({
        id: 3,
        name: 'Symposium Guest Ticket',
        categoryType: 'event',
        finalPrice: 3_000,
        quantity: 3,
        withQty: true,
      }),
    ],
    payer: { id: 9, firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.org' },
    ...overrides,
  }
}

// WinAnsi is Latin-1 but for 0x80-0x9F (Node 20's TextDecoder('windows-1252') decodes plain Latin-1).
const WIN_ANSI_80_9F = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ'
const decodeWinAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte),
  ).join('')

/** The text shown on the pages: pdf-lib writes Helvetica text as hex strings in deflated content streams. */
function pageText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const shown: string[] = []
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      shown.push(decodeWinAnsi(Buffer.from(text[1] ?? '', 'hex')))
    }
  }
  return shown.join('\n')
}

describe('renderReceiptPdf', () => {
  it('writes a one-page PDF that loads again, with the title and producer set', async () => {
    const bytes = await renderReceiptPdf(receipt(), options)

    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    // updateMetadata: false, or load() would stamp pdf-lib as the producer.
    const doc = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('Receipt 4821')
    expect(doc.getProducer()).toBe('AFCPE Member Portal')
    expect(doc.getCreator()).toBe('AFCPE Member Portal')
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]
    expect([width, height]).toEqual([612, 792])
  })

  it('shows the receipt number, date, payer, method, reference, items, details and total', async () => {
    const text = pageText(await renderReceiptPdf(receipt(), options))

    for (const expected of [
      'AFCPE Member Portal',
      'Receipt',
      '4821',
      '03/04/2025',
      'Dana Whitfield',
      'dana@example.org',
      'Card',
      'pi_3Nabc123',
      'Professional Membership',
      'AFC Certification Fee',
      'Symposium Guest Ticket',
      'Qty',
      'Due 2025',
      'Membership 03/04/2025 – 03/03/2026',
      '$30.00 each',
      '$90.00',
      'Total',
      '$315.00',
      'https://portal.example.org/payments/4821',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(toWinAnsi(expected))
    }
  })

  it('shows line and transaction discounts and the notes', async () => {
    const discount = { code: 'SPRING10', percentage: true, amount: 10, amountCents: 1_500 }
    const text = pageText(
      await renderReceiptPdf(
        receipt({
          lineItems: [line({ finalPrice: 13_500, discount })],
          discount,
          amount: 13_500,
          notes: 'Paid at the symposium desk',
        }),
        options,
      ),
    )

    expect(text).toContain('Discount SPRING10: -$15.00')
    expect(text).toContain('Discount SPRING10 (10%)')
    expect(text).toContain('-$15.00')
    expect(text).toContain('Notes:')
    expect(text).toContain('Paid at the symposium desk')
    expect(text).not.toContain('Qty')
  })

  it('continues a long receipt on further pages and repeats the table header', async () => {
    const lineItems = Array.from({ length: 60 }, (_, index) =>
      line({ id: index + 1, name: `Training ${index + 1}`, categoryType: 'training', finalPrice: 2_500, due: 2025 }),
    )
    const bytes = await renderReceiptPdf(receipt({ lineItems, amount: 150_000 }), options)

    const doc = await PDFDocument.load(bytes)
    const pages = doc.getPageCount()
    expect(pages).toBeGreaterThan(1)
    const text = pageText(bytes)
    expect(text).toContain('Training 1\n')
    expect(text).toContain('Training 60')
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text).toContain('(continued)')
    expect(text.match(/^Price$/gm)).toHaveLength(pages)
  })

  it('renders names with emoji and CJK characters instead of throwing', async () => {
    const payer = { id: 9, firstName: 'Zoë 😀👨‍👩‍👧', lastName: '李小龍', email: 'zoe@example.org' }
    const lineItems = [line({ name: 'Membership ❤️ 会员' })]
    const bytes = await renderReceiptPdf(receipt({ payer, lineItems, notes: 'Thanks 🙏\n\tsee you' }), options)

    const text = pageText(bytes)
    expect(text).toContain('Zoë ???? ???')
    expect(text).toContain('Membership ? ??')
    expect(text).toContain('see you')
  })

  it('renders a free transaction of $0.00 without a reference or notes', async () => {
    const bytes = await renderReceiptPdf(
      receipt({ type: 'free', amount: 0, stripeId: null, lineItems: [line({ finalPrice: 0 })] }),
      options,
    )

    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    const text = pageText(bytes)
    expect(text).toContain('Free')
    expect(text).toContain('$0.00')
    expect(text).not.toContain('Provider reference')
    expect(text).not.toContain('Notes:')
  })

  it('labels every payment method', () => {
    expect(paymentMethodLabel('card')).toBe('Card')
    expect(paymentMethodLabel('saved_card')).toBe('Saved card')
    expect(paymentMethodLabel('admin_override')).toBe('Admin override')
    expect(paymentMethodLabel('free')).toBe('Free')
    expect(paymentMethodLabel('admin_entry')).toBe('Recorded by staff')
    expect(paymentMethodLabel('off_session')).toBe('Saved card (charged by staff)')
  })
})

describe('toWinAnsi', () => {
  it('keeps what WinAnsi encodes and replaces the rest with ?', () => {
    expect(toWinAnsi('Café – “quoted” €5 ™')).toBe('Café – “quoted” €5 ™')
    expect(toWinAnsi('李 😀')).toBe('? ?')
    // A family emoji is one '?' per person: the joiners between them are invisible.
    expect(toWinAnsi('👨‍👩‍👧')).toBe('???')
    expect(toWinAnsi('a\tb\nc')).toBe('a b c')
    // 'e' + combining acute is composed to 'é' rather than printed as 'e?'.
    expect(toWinAnsi('e\u0301')).toBe('é')
  })

  it('only lets through characters the standard Helvetica font can encode', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    const everyBmpCharacter = Array.from({ length: 0xffff }, (_, codePoint) => codePoint)
      .filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff)
      .map((codePoint) => String.fromCodePoint(codePoint))
      .join('')

    expect(() => font.encodeText(toWinAnsi(everyBmpCharacter))).not.toThrow()
  })
})
