/**
 * The portal's plain mail layout: a greeting, the paragraphs, one link and the signature, as text
 * and as HTML (every value escaped here).
 */
import { escapeHtml } from './escape-html'
import type { MailInput } from './mailer'

export function layoutMail(input: {
  to: string
  firstName: string
  subject: string
  lines: string[]
  link: { label: string; path: string; appUrl: string }
  template: string
}): MailInput {
  const url = `${input.link.appUrl.replace(/\/$/, '')}${input.link.path}`
  const text = [
    `Hello ${input.firstName},`,
    '',
    ...input.lines.flatMap((line) => [line, '']),
    `${input.link.label}: ${url}`,
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    ...input.lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(input.link.label)}</a></p>`,
    '<p>AFCPE Member Portal</p>',
  ].join('\n')
  return { to: input.to, subject: input.subject, text, html, template: input.template }
}
