import { layoutMail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

/** The link that resets a password: `path` is `/password/reset/<token>?email=...`. */
export function passwordResetMail(input: { to: string; firstName: string; appUrl: string; path: string }): MailInput {
  return layoutMail({
    to: input.to,
    subject: 'Reset your AFCPE password',
    template: 'password-reset',
    appUrl: input.appUrl,
    firstName: input.firstName,
    body: [
      'You are receiving this email because we received a password reset request for your account.',
      { link: { label: 'Reset your password', path: input.path } },
      'This password reset link will expire in 60 minutes and can be used once.\nIf you did not request a password reset, no further action is required.',
    ],
  })
}

/** To an address someone signed up with: the link that creates the account (`/register/confirm/<token>`). */
export function confirmRegistrationMail(input: {
  to: string
  firstName: string
  appUrl: string
  path: string
  hours: number
}): MailInput {
  return layoutMail({
    to: input.to,
    subject: 'Finish creating your AFCPE account',
    template: 'registration-confirm',
    appUrl: input.appUrl,
    firstName: input.firstName,
    body: [
      'Thank you for creating an AFCPE account.',
      { link: { label: 'Finish creating your account', path: input.path } },
      `The link works for ${input.hours} hours. If you did not sign up, no further action is required.`,
    ],
  })
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answered as any
 * other (so no one learns which addresses have accounts), and the owner learns what happened.
 */
export function alreadyRegisteredMail(input: { to: string; firstName: string; appUrl: string }): MailInput {
  return layoutMail({
    to: input.to,
    subject: 'You already have an AFCPE account',
    template: 'already-registered',
    appUrl: input.appUrl,
    firstName: input.firstName,
    body: [
      'Someone, perhaps you, tried to create an AFCPE account with this email address. You already have an account.',
      {
        paragraph: [
          { link: { label: 'Log in', path: '/login' } },
          ' or ',
          { link: { label: 'reset your password', path: '/password/reset' } },
          '.',
        ],
      },
      'If it was not you, no further action is required: nothing has changed.',
    ],
  })
}
