import { escapeHtml } from '../../platform/mail/escape-html'
import type { MailInput } from '../../platform/mail/mailer'

export function passwordResetMail(input: { to: string; firstName: string; link: string }): MailInput {
  const text = [
    `Hello ${input.firstName},`,
    '',
    'You are receiving this email because we received a password reset request for your account.',
    '',
    `Reset your password: ${input.link}`,
    '',
    'This password reset link will expire in 60 minutes and can be used once.',
    'If you did not request a password reset, no further action is required.',
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>You are receiving this email because we received a password reset request for your account.</p>
<p><a href="${escapeHtml(input.link)}">Reset your password</a></p>
<p>This password reset link will expire in 60 minutes and can be used once.<br>If you did not request a password reset, no further action is required.</p>
<p>AFCPE Member Portal</p>`
  return { to: input.to, subject: 'Reset your AFCPE password', text, html, template: 'password-reset' }
}
