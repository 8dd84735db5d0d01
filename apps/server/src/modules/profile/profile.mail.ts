import { EMAIL_RESTORE_DAYS } from '@portal/contracts'
import { layoutMail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

/** To the old address after an e-mail change: what changed, and the link that undoes it (`/email/restore/<token>`). */
export function emailChangedMail(input: {
  to: string
  firstName: string
  newEmail: string
  appUrl: string
  path: string
}): MailInput {
  return layoutMail({
    to: input.to,
    subject: 'Your AFCPE email address was changed',
    template: 'email-changed',
    appUrl: input.appUrl,
    firstName: input.firstName,
    body: [
      `The email address of your AFCPE account was changed to ${input.newEmail}.`,
      {
        paragraph: [
          'If you made this change, no further action is required.\nIf you did not, ',
          { link: { label: 'restore your address', path: input.path } },
          ' (this also signs out every device).',
        ],
      },
      `This link works for ${EMAIL_RESTORE_DAYS} days.`,
    ],
  })
}
