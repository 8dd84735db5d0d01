/**
 * The portal's one mail layout: a greeting, the paragraphs, one link and the signature, as text
 * and as HTML. A paragraph given as a string is escaped here (its line breaks kept); a staff
 * message arrives as HTML already made safe, with its text (`staffMessage`).
 */
import { escapeHtml } from './escape-html'
import type { MailInput } from './mailer'

/** A part of a mail's body, as text and as HTML. */
export interface MailBlock {
  text: string
  html: string
}

/** A staff decision's message: canned bodies and the reviewer's own text, already safe HTML. */
export const staffMessage = (message: { html: string; text: string }): MailBlock => ({
  text: message.text,
  html: `<div>${message.html}</div>`,
})

const blockOf = (block: string | MailBlock): MailBlock =>
  typeof block === 'string' ? { text: block, html: `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>` } : block

export function layoutMail(input: {
  to: string
  firstName: string
  subject: string
  lines: (string | MailBlock | null)[]
  /** Where the mail leads: a page of the portal (`path` under `appUrl`). */
  link: { label: string; path: string; appUrl: string }
  template: string
}): MailInput {
  const url = `${input.link.appUrl.replace(/\/$/, '')}${input.link.path}`
  const blocks = input.lines.flatMap((line) => (line === null ? [] : [blockOf(line)]))
  const text = [
    `Hello ${input.firstName},`,
    '',
    ...blocks.flatMap((block) => [block.text, '']),
    `${input.link.label}: ${url}`,
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    ...blocks.map((block) => block.html),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(input.link.label)}</a></p>`,
    '<p>AFCPE Member Portal</p>',
  ].join('\n')
  return { to: input.to, subject: input.subject, text, html, template: input.template }
}
