import { EMAIL_RESTORE_DAYS } from '@portal/contracts'
import { escapeHtml } from '../../platform/mail/escape-html'
import type { MailInput } from '../../platform/mail/mailer'

/** To the old address after an e-mail change: what changed, and the link that undoes it. */
export function emailChangedMail(input: { to: string; firstName: string; newEmail: string; link: string }): MailInput {
  const text = [
    `Hello ${input.firstName},`,
    '',
    `The email address of your AFCPE account was changed to ${input.newEmail}.`,
    '',
    'If you made this change, no further action is required.',
    `If you did not, restore your address (this also signs out every device): ${input.link}`,
    '',
    `This link works for ${EMAIL_RESTORE_DAYS} days.`,
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>The email address of your AFCPE account was changed to ${escapeHtml(input.newEmail)}.</p>
<p>If you made this change, no further action is required.<br>If you did not, <a href="${escapeHtml(input.link)}">restore your address</a> (this also signs out every device).</p>
<p>This link works for ${EMAIL_RESTORE_DAYS} days.</p>
<p>AFCPE Member Portal</p>`
  return { to: input.to, subject: 'Your AFCPE email address was changed', text, html, template: 'email-changed' }
}
