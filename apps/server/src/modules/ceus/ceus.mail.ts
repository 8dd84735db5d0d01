/** The e-mail about a staff decision on an individual CEU. */
import { formatCredits } from '@portal/contracts'
import { layoutMail as mail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

export type CeuDecision = 'approved' | 'rejected' | 'more_info_requested'

export const individualCeuPath = (id: number) => `/ceus/individual/${id}`

export function ceuDecisionTitle(decision: CeuDecision): string {
  if (decision === 'approved') return 'CEU approved'
  if (decision === 'more_info_requested') return 'More information needed for your CEU'
  return 'CEU not approved'
}

export function ceuDecisionLead(decision: CeuDecision, ceu: { programTitle: string; credits: number }): string {
  const what = `${ceu.programTitle} (${formatCredits(ceu.credits)} credits)`
  if (decision === 'approved') return `${what} was approved and counts toward your reporting period.`
  if (decision === 'more_info_requested') {
    return `${what} needs more information before it can be approved. Please update it and resubmit.`
  }
  return `${what} was not approved. You may change it and resubmit.`
}

export function ceuDecisionMail(input: {
  to: string
  firstName: string
  decision: CeuDecision
  subject: string
  lead: string
  messageText: string | null
  appUrl: string
  path: string
}): MailInput {
  return mail({
    to: input.to,
    firstName: input.firstName,
    subject: input.subject,
    appUrl: input.appUrl,
    body: [
      input.lead,
      ...(input.messageText ? [input.messageText] : []),
      { link: { label: 'Your CEU', path: input.path } },
    ],
    template: `individual-ceu-${input.decision.replaceAll('_', '-')}`,
  })
}
