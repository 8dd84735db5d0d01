import { formatDate, type Day } from '@portal/contracts'
import { layoutMail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

/** The member's e-mail about the staff decision on a membership request. */
export function membershipDecisionMail(input: {
  to: string
  firstName: string
  approved: boolean
  startsOn: Day
  endsOn: Day
  message: string | null
  appUrl: string
}): MailInput {
  return layoutMail({
    to: input.to,
    firstName: input.firstName,
    subject: input.approved ? 'Your AFCPE membership is approved' : 'Your AFCPE membership request',
    appUrl: input.appUrl,
    body: [
      input.approved
        ? `Your AFCPE membership is approved. It is valid from ${formatDate(input.startsOn)} through ${formatDate(input.endsOn)}.`
        : 'We reviewed your AFCPE membership request and could not approve it.',
      input.message || null,
      { link: { label: 'Your membership', path: '/membership' } },
    ],
    template: input.approved ? 'membership-approved' : 'membership-rejected',
  })
}
