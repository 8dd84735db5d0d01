import { layoutMail, staffMessage } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

export type RegistrationDecision = 'approved' | 'pathway_approved' | 'rejected' | 'registered' | 'certified'

const LEADS: Record<RegistrationDecision, (certification: string) => string> = {
  approved: (c) => `Your ${c} registration is approved. Welcome! Your candidate dashboard shows your next steps.`,
  pathway_approved: (c) =>
    `Your ${c} pathway is approved. Please return to your registration to continue with your course materials.`,
  rejected: (c) => `We reviewed your ${c} registration and need some changes before we can continue.`,
  registered: (c) => `You are registered for the ${c} certification. Your candidate dashboard shows your next steps.`,
  certified: (c) =>
    `Congratulations! Your final application is approved and your ${c} certification is issued. Your certificate is on your certification dashboard.`,
}

/** The candidate's e-mail about a staff decision on a registration. `messageHtml` is staff HTML. */
export function registrationDecisionMail(input: {
  to: string
  firstName: string
  certification: string
  decision: RegistrationDecision
  subject: string
  /** The canned messages (HTML) and the reviewer's message (text), already combined as HTML. */
  messageHtml: string | null
  messageText: string | null
  appUrl: string
  path: string
}): MailInput {
  return layoutMail({
    to: input.to,
    firstName: input.firstName,
    subject: input.subject,
    appUrl: input.appUrl,
    body: [
      LEADS[input.decision](input.certification),
      input.messageHtml ? staffMessage({ html: input.messageHtml, text: input.messageText ?? '' }) : null,
      { link: { label: 'Your registration', path: input.path } },
    ],
    template: `registration-${input.decision}`,
  })
}
