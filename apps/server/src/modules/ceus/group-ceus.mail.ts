/**
 * The sponsor's e-mail about a staff decision on a group CEU. Staff messages arrive as HTML
 * already made safe (canned bodies and the escaped own message); every other value is escaped by
 * the layout.
 */
import { GroupCeuMessages as M, type ReviewStatus } from '@portal/contracts'
import { layoutMail, staffMessage } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

export const groupCeuPath = (id: number) => `/ceus/group/${id}`

/** The notification's title and the e-mail's subject (they name no sponsor-typed value). */
export const groupCeuDecisionTitle = (decision: ReviewStatus): string =>
  decision === 'approved' ? M.approvedTitle : decision === 'more_info_requested' ? M.moreInfoTitle : M.rejectedTitle

/** The body's first sentence. */
export const groupCeuDecisionLead = (decision: ReviewStatus, names: { title: string; code: string | null }): string =>
  decision === 'approved'
    ? M.approvedBody(names.title, names.code ?? '')
    : decision === 'more_info_requested'
      ? M.moreInfoBody(names.title)
      : M.rejectedBody(names.title)

export function groupCeuDecisionMail(input: {
  to: string
  firstName: string
  decision: ReviewStatus
  lead: string
  messageHtml: string | null
  messageText: string | null
  appUrl: string
  path: string
}): MailInput {
  return layoutMail({
    to: input.to,
    firstName: input.firstName,
    subject: groupCeuDecisionTitle(input.decision),
    appUrl: input.appUrl,
    body: [
      input.lead,
      input.messageHtml ? staffMessage({ html: input.messageHtml, text: input.messageText ?? '' }) : null,
      { link: { label: 'Your group CEU', path: input.path } },
    ],
    template: `group-ceu-${input.decision}`,
  })
}
