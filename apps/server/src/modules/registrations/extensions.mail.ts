/**
 * The e-mails about extensions and deadlines (decision 0014): the staff decision on a request,
 * the 90, 30 and 7-day deadline reminders, the registration that has expired, and the request
 * taken out of the cart once its window closed.
 */
import { ExtensionMessages as M, formatDate, type Day } from '@portal/contracts'
import { escapeHtml } from '../../platform/mail/escape-html'
import type { MailInput } from '../../platform/mail/mailer'

const CERTIFICATION_DASHBOARD = '/certifications-and-training'
export const EXTENSION_REQUEST_PATH = `${CERTIFICATION_DASHBOARD}/extensions/request`

function mail(input: {
  to: string
  firstName: string
  subject: string
  lines: string[]
  link: { label: string; path: string; appUrl: string }
  template: string
}): MailInput {
  const url = `${input.link.appUrl.replace(/\/$/, '')}${input.link.path}`
  const text = [
    `Hello ${input.firstName},`,
    '',
    ...input.lines.flatMap((line) => [line, '']),
    `${input.link.label}: ${url}`,
    '',
    'AFCPE Member Portal',
  ].join('\n')
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    ...input.lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(input.link.label)}</a></p>`,
    '<p>AFCPE Member Portal</p>',
  ].join('\n')
  return { to: input.to, subject: input.subject, text, html, template: input.template }
}

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
    lines: [`${input.program}: ${lead}`, ...(input.message ? [input.message] : [])],
    link: { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD, appUrl: input.appUrl },
    template: input.approved ? 'extension-approved' : 'extension-rejected',
  })
}

/** A deadline reminder, 90, 30 or 7 days before it. */
export function deadlineReminderMail(input: {
  to: string
  firstName: string
  name: string
  daysLeft: number
  deadline: Day
  appUrl: string
}): MailInput {
  return mail({
    to: input.to,
    firstName: input.firstName,
    subject: M.reminderTitle(input.name, input.daysLeft),
    lines: [M.reminderBody(formatDate(input.deadline))],
    link: { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD, appUrl: input.appUrl },
    template: 'registration-deadline-reminder',
  })
}

/** The registration's deadline passed: an extension may still be requested, or no longer. */
export function registrationExpiredMail(input: {
  to: string
  firstName: string
  name: string
  canRequestExtension: boolean
  appUrl: string
}): MailInput {
  return mail({
    to: input.to,
    firstName: input.firstName,
    subject: M.expiredTitle(input.name),
    lines: [input.canRequestExtension ? M.expiredBody : M.expiredFinalBody],
    link: input.canRequestExtension
      ? { label: M.fileAnExtension, path: EXTENSION_REQUEST_PATH, appUrl: input.appUrl }
      : { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD, appUrl: input.appUrl },
    template: 'registration-expired',
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
    lines: [`${input.program}: ${input.reason}`],
    link: { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD, appUrl: input.appUrl },
    template: 'extension-removed-from-cart',
  })
}
