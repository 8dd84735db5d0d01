/**
 * The e-mails about experience hours: a staff decision to the candidate, and the request to a
 * supervisor to confirm the hours. Staff messages arrive as HTML already made safe (canned bodies
 * and the escaped own message); every other value is escaped here.
 */
import { formatDate, formatHours } from '@portal/contracts'
import { layoutMail, staffMessage } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

export type ExperienceDecision = 'approved' | 'rejected' | 'more_info_requested' | 'approved_all'

/**
 * The notification's title and the e-mail's subject. They name no member-typed value (the
 * organization may be 255 characters; a title holds 200, a subject 300): the body names it.
 */
export function experienceDecisionTitle(decision: ExperienceDecision, names: { certification: string }): string {
  switch (decision) {
    case 'approved':
      return 'Your experience is approved'
    case 'rejected':
      return 'Your experience was not approved'
    case 'more_info_requested':
      return 'More information is needed about your experience'
    case 'approved_all':
      return `Your ${names.certification} experience hours are approved`
  }
}

/** The body's first sentence: the decision on the entry (at its organization) or on all the hours. */
export function experienceDecisionLead(
  decision: ExperienceDecision,
  names: { organization?: string; certification: string },
): string {
  const entry = `your ${names.certification} experience entry${names.organization ? ` at ${names.organization}` : ''}`
  switch (decision) {
    case 'approved':
      return `We reviewed ${entry} and approved it.`
    case 'rejected':
      return `We reviewed ${entry} and could not approve it. You may change it and submit it again.`
    case 'more_info_requested':
      return `We reviewed ${entry} and need more information. Please update it and submit it again.`
    case 'approved_all':
      return `We reviewed your ${names.certification} experience hours and approved them.`
  }
}

/** The candidate's e-mail about a staff decision on their experience. */
export function experienceDecisionMail(input: {
  to: string
  firstName: string
  decision: ExperienceDecision
  subject: string
  /** experienceDecisionLead's sentence. */
  lead: string
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
      input.lead,
      input.messageHtml ? staffMessage({ html: input.messageHtml, text: input.messageText ?? '' }) : null,
      { link: { label: 'Your experience', path: input.path } },
    ],
    template: `experience-${input.decision}`,
  })
}

export interface VerifiedEntry {
  organization: string
  title: string | null
  serviceType: string
  startDate: string
  endDate: string
  hours: number
}

/** The supervisor's request: who, which entries, and the single-use link (valid until `expiresAt`). */
export function verificationRequestMail(input: {
  to: string
  candidate: string
  certification: string
  entries: VerifiedEntry[]
  start: string | null
  end: string | null
  hours: number | null
  appUrl: string
  /** The single-use link's path (`verificationPath`). */
  path: string
  expiresAt: Date
}): MailInput {
  const lineOf = (entry: VerifiedEntry) =>
    `${entry.organization}${entry.title ? ` (${entry.title})` : ''}, ${entry.serviceType}: ` +
    `${formatDate(entry.startDate)} to ${formatDate(entry.endDate)}, ${formatHours(entry.hours)} hours`
  const span =
    input.start && input.end
      ? `from ${formatDate(input.start)} to ${formatDate(input.end)}, ${formatHours(input.hours ?? 0)} hours in all`
      : ''
  return layoutMail({
    to: input.to,
    subject: `Please confirm ${input.candidate}'s experience hours`,
    template: 'experience-verification',
    appUrl: input.appUrl,
    // The supervisor has no account: no first name to greet.
    firstName: null,
    body: [
      `${input.candidate} is a candidate for the ${input.certification} certification and named you as the ` +
        `supervisor of the experience below${span ? ` (${span})` : ''}. Please confirm or correct the dates and hours, ` +
        'add any comments and sign.',
      { list: input.entries.map(lineOf) },
      { link: { label: 'Confirm the hours', path: input.path } },
      `The link works once, until ${formatDate(input.expiresAt)}.`,
    ],
  })
}
