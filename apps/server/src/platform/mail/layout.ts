/**
 * The portal's one mail layout: every e-mail the server sends is laid out here, as text and as
 * HTML from the same blocks, so the two parts say the same thing and no module writes mail HTML.
 *
 * A mail is a greeting ('Hello Dana,' or 'Hello,'), its body's blocks in order, and the
 * signature. Every value a block holds is text, escaped here (line breaks kept); the one
 * exception is a staff decision's message (`staffMessage`), HTML already made safe by the
 * reviews module, with its text beside it. A link names a page of the portal by its path: the
 * layout makes it absolute under `appUrl`, the one address mail links point to.
 *
 * How a link reads in the text part: a link on its own line (`{ link }`, the mail's call to
 * action) is `Label: https://...`; a link inside a sentence (`{ paragraph: [...] }`) keeps the
 * sentence readable with the address after its words in angle brackets (`Log in
 * <https://...>`), the plain-text convention mail clients turn into a link (RFC 3986, appendix C).
 */
import { escapeHtml } from './escape-html'
import type { MailInput } from './mailer'

/** A page of the portal a mail leads to. */
export interface MailLink {
  label: string
  /** A path under the portal's address, starting with '/'. */
  path: string
}

/** A piece of a paragraph: words, or a link among them. */
export type MailInline = string | { link: MailLink }

/** A part of a mail's body, already laid out as text and as HTML (a staff message). */
export interface MailBlock {
  text: string
  html: string
}

/** A table's column: a row's first cell names it, its last is its value (right-aligned). */
export interface MailTableColumn {
  label: string
}

export interface MailTableRow {
  /** One cell per column; an empty middle cell is left out of the text part. */
  cells: string[]
  /** Smaller lines under the first cell (a membership's dates). */
  details?: string[]
}

export type MailBodyBlock =
  /** A paragraph of text (its line breaks kept). */
  | string
  /** A paragraph whose words hold links; `muted` for small print (why the mail came). */
  | { paragraph: MailInline[]; muted?: boolean }
  /** The mail's call to action, on its own line. */
  | { link: MailLink }
  /** A bulleted list. */
  | { list: string[] }
  /** Label/value pairs (a receipt's number, date, payer). */
  | { rows: [label: string, value: string][] }
  /**
   * A table with a header (a receipt's items): in the text part a row is `- first (Label middle):
   * last` with its details indented under it, and each total `Label: value`.
   */
  | { table: { columns: MailTableColumn[]; rows: MailTableRow[]; totals: { label: string; value: string }[] } }
  /** Words someone else wrote, quoted (a directory message). */
  | { quote: string }
  /** A block already laid out (`staffMessage`). */
  | MailBlock
  /** Nothing (a block that applies only sometimes). */
  | null

export const SIGNATURE = 'AFCPE Member Portal'

/** A staff decision's message: canned bodies and the reviewer's own text, already safe HTML. */
export const staffMessage = (message: { html: string; text: string }): MailBlock => ({
  text: message.text,
  html: `<div>${message.html}</div>`,
})

const MUTED = 'color:#6b6b6b;font-size:12px'
const CELL = 'padding:6px 8px;border-bottom:1px solid #d1d1d1;vertical-align:top'
const QUOTE = 'margin:0 0 1em;padding:0 1em;border-left:3px solid #d1d1d1'

/** Text as HTML: escaped, its line breaks kept. */
const htmlText = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>')

const paragraphsHtml = (text: string) =>
  text
    .split(/(?:\r?\n){2,}/)
    .map((paragraph) => `<p>${htmlText(paragraph)}</p>`)
    .join('\n')

const isMailBlock = (block: object): block is MailBlock => 'text' in block && 'html' in block

export function layoutMail(input: {
  to: string
  subject: string
  template: string
  /** The portal's public address (`APP_URL`): every link of the mail is under it. */
  appUrl: string
  /** The person's first name, or null (or blank) for a plain 'Hello,'. */
  firstName: string | null
  body: MailBodyBlock[]
}): MailInput & { html: string } {
  const base = input.appUrl.replace(/\/+$/, '')
  const urlOf = (link: MailLink) => {
    // A programming error, not a person's: a mail must not lead anywhere but the portal.
    if (!link.path.startsWith('/') || link.path.startsWith('//')) throw new Error(`mail link path ${link.path}`)
    return `${base}${link.path}`
  }
  const anchor = (link: MailLink) => `<a href="${escapeHtml(urlOf(link))}">${escapeHtml(link.label)}</a>`

  const laidOut = (block: Exclude<MailBodyBlock, null>): MailBlock => {
    if (typeof block === 'string') return { text: block, html: `<p>${htmlText(block)}</p>` }
    if (isMailBlock(block)) return block
    if ('paragraph' in block) {
      const text = block.paragraph
        .map((piece) => (typeof piece === 'string' ? piece : `${piece.link.label} <${urlOf(piece.link)}>`))
        .join('')
      const html = block.paragraph.map((piece) => (typeof piece === 'string' ? htmlText(piece) : anchor(piece.link)))
      return { text, html: `<p${block.muted ? ` style="${MUTED}"` : ''}>${html.join('')}</p>` }
    }
    if ('link' in block)
      return { text: `${block.link.label}: ${urlOf(block.link)}`, html: `<p>${anchor(block.link)}</p>` }
    if ('list' in block) {
      return {
        text: block.list.map((item) => `- ${item}`).join('\n'),
        html: `<ul>${block.list.map((item) => `<li>${htmlText(item)}</li>`).join('')}</ul>`,
      }
    }
    if ('rows' in block) {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#6b6b6b">${htmlText(label)}</td><td style="padding:2px 0">${htmlText(value)}</td></tr>`,
      )
      return {
        text: block.rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
        html: `<table role="presentation" cellpadding="0" cellspacing="0">\n${rows.join('\n')}\n</table>`,
      }
    }
    if ('table' in block) return tableBlock(block.table)
    return {
      text: block.quote,
      html: `<blockquote style="${QUOTE}">\n${paragraphsHtml(block.quote)}\n</blockquote>`,
    }
  }

  const blocks = input.body.flatMap((block) => (block === null ? [] : [laidOut(block)]))
  const name = input.firstName?.trim() ?? ''
  const greeting = name ? `Hello ${name},` : 'Hello,'
  const text = [greeting, '', ...blocks.flatMap((block) => [block.text, '']), SIGNATURE].join('\n')
  const html = [`<p>${htmlText(greeting)}</p>`, ...blocks.map((block) => block.html), `<p>${SIGNATURE}</p>`].join('\n')
  return { to: input.to, subject: input.subject, text, html, template: input.template }
}

function tableBlock(table: {
  columns: MailTableColumn[]
  rows: MailTableRow[]
  totals: { label: string; value: string }[]
}): MailBlock {
  const last = table.columns.length - 1
  const textOfRow = (row: MailTableRow) => {
    const middle = row.cells
      .slice(1, last)
      .map((cell, index) => (cell ? ` (${table.columns[index + 1]?.label ?? ''} ${cell})` : ''))
      .join('')
    return [
      `- ${row.cells[0] ?? ''}${middle}: ${row.cells[last] ?? ''}`,
      ...(row.details ?? []).map((detail) => `    ${detail}`),
    ]
  }
  const cellHtml = (cell: string, index: number, details: string[] = []) =>
    index === 0
      ? `<td style="${CELL}">${htmlText(cell)}${details.map((detail) => `<br><span style="${MUTED}">${htmlText(detail)}</span>`).join('')}</td>`
      : `<td style="${CELL}" align="right">${htmlText(cell)}</td>`
  const head = table.columns
    .map(
      (column, index) => `<th style="${CELL}" align="${index === 0 ? 'left' : 'right'}">${htmlText(column.label)}</th>`,
    )
    .join('')
  const rows = table.rows.map(
    (row) => `<tr>${row.cells.map((cell, index) => cellHtml(cell, index, row.details)).join('')}</tr>`,
  )
  const totals = table.totals.map(
    (total, index) =>
      // The last total (the sum) is bold.
      `<tr><td style="${CELL}" colspan="${last}" align="right">${index === table.totals.length - 1 ? `<strong>${htmlText(total.label)}</strong>` : htmlText(total.label)}</td><td style="${CELL}" align="right">${index === table.totals.length - 1 ? `<strong>${htmlText(total.value)}</strong>` : htmlText(total.value)}</td></tr>`,
  )
  return {
    text: [...table.rows.flatMap(textOfRow), '', ...table.totals.map((total) => `${total.label}: ${total.value}`)].join(
      '\n',
    ),
    html: `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:600px;margin-top:16px">
<thead><tr>${head}</tr></thead>
<tbody>
${[...rows, ...totals].join('\n')}
</tbody>
</table>`,
  }
}
