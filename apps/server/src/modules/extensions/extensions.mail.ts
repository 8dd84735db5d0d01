/**
 * The e-mails about extension requests (decision 0014): the staff decision on a request, and the
 * request taken out of the cart once its window closed.
 */
import { ExtensionMessages as M, formatDate, type Day } from '@portal/contracts'
import { layoutMail as mail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

const CERTIFICATION_DASHBOARD = '/certifications-and-training'
export const EXTENSION_REQUEST_PATH = `${CERTIFICATION_DASHBOARD}/extensions/request`

/** The member's e-mail about the staff decision on an extension request. */
export function extensionDecisionMail(input: {
  to: string
  firstName: string
  approved: boolean
  program: string
  extendedUntil: Day | null
  message: string | null
  appUrl: string
}): MailInput {
  const lead = input.approved ? M.approvedBody(formatDate(input.extendedUntil)) : M.rejectedBody
  return mail({
    to: input.to,
    firstName: input.firstName,
    subject: input.approved ? M.approvedTitle : M.rejectedTitle,
    appUrl: input.appUrl,
    body: [
      `${input.program}: ${lead}`,
      ...(input.message ? [input.message] : []),
      { link: { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD } },
    ],
    template: input.approved ? 'extension-approved' : 'extension-rejected',
  })
}

/** A request left unpaid in the cart until its window closed: it was taken out of the cart. */
export function extensionRemovedMail(input: {
  to: string
  firstName: string
  program: string
  reason: string
  appUrl: string
}): MailInput {
  return mail({
    to: input.to,
    firstName: input.firstName,
    subject: M.removedFromCartTitle,
    appUrl: input.appUrl,
    body: [
      `${input.program}: ${input.reason}`,
      { link: { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD } },
    ],
    template: 'extension-removed-from-cart',
  })
}
