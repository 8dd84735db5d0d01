import { formatDate, type Day } from '@portal/contracts'
import { escapeHtml } from '../../platform/mail/escape-html'
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
  const link = `${input.appUrl.replace(/\/$/, '')}/membership`
  const lead = input.approved
    ? `Your AFCPE membership is approved. It is valid from ${formatDate(input.startsOn)} through ${formatDate(input.endsOn)}.`
    : 'We reviewed your AFCPE membership request and could not approve it.'
  const text = [
    `Hello ${input.firstName},`,
    '',
    lead,
    ...(input.message ? ['', input.message] : []),
    '',
    `Your membership: ${link}`,
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(lead)}</p>${input.message ? `\n<p>${escapeHtml(input.message).replaceAll('\n', '<br>')}</p>` : ''}
<p><a href="${escapeHtml(link)}">Your membership</a></p>
<p>AFCPE Member Portal</p>`
  return {
    to: input.to,
    subject: input.approved ? 'Your AFCPE membership is approved' : 'Your AFCPE membership request',
    text,
    html,
    template: input.approved ? 'membership-approved' : 'membership-rejected',
  }
}
