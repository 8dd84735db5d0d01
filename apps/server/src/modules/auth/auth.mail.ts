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

/** To an address someone signed up with: the link that creates the account. */
export function confirmRegistrationMail(input: {
  to: string
  firstName: string
  link: string
  hours: number
}): MailInput {
  const text = [
    `Hello ${input.firstName},`,
    '',
    'Thank you for creating an AFCPE account. Finish creating it with this link:',
    input.link,
    '',
    `The link works for ${input.hours} hours. If you did not sign up, no further action is required.`,
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Thank you for creating an AFCPE account. <a href="${escapeHtml(input.link)}">Finish creating your account</a>.</p>
<p>The link works for ${input.hours} hours. If you did not sign up, no further action is required.</p>
<p>AFCPE Member Portal</p>`
  return { to: input.to, subject: 'Finish creating your AFCPE account', text, html, template: 'registration-confirm' }
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answered as any
 * other (so no one learns which addresses have accounts), and the owner learns what happened.
 */
export function alreadyRegisteredMail(input: { to: string; firstName: string; appUrl: string }): MailInput {
  const text = [
    `Hello ${input.firstName},`,
    '',
    'Someone, perhaps you, tried to create an AFCPE account with this email address. You already have an account.',
    '',
    `Log in: ${input.appUrl}/login`,
    `Forgot your password? ${input.appUrl}/password/reset`,
    '',
    'If it was not you, no further action is required: nothing has changed.',
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Someone, perhaps you, tried to create an AFCPE account with this email address. You already have an account.</p>
<p><a href="${escapeHtml(`${input.appUrl}/login`)}">Log in</a> or <a href="${escapeHtml(`${input.appUrl}/password/reset`)}">reset your password</a>.</p>
<p>If it was not you, no further action is required: nothing has changed.</p>
<p>AFCPE Member Portal</p>`
  return { to: input.to, subject: 'You already have an AFCPE account', text, html, template: 'already-registered' }
}
