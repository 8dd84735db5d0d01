/**
 * The e-mails about a certification registration's deadline (decision 0014): the 90, 30 and 7-day
 * reminders, and the registration that has expired.
 */
import { ExtensionMessages as M, formatDate, type Day } from '@portal/contracts'
import { layoutMail as mail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

const CERTIFICATION_DASHBOARD = '/certifications-and-training'
export const EXTENSION_REQUEST_PATH = `${CERTIFICATION_DASHBOARD}/extensions/request`

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
    appUrl: input.appUrl,
    body: [
      M.reminderBody(formatDate(input.deadline)),
      { link: { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD } },
    ],
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
    appUrl: input.appUrl,
    body: [
      input.canRequestExtension ? M.expiredBody : M.expiredFinalBody,
      {
        link: input.canRequestExtension
          ? { label: M.fileAnExtension, path: EXTENSION_REQUEST_PATH }
          : { label: 'Your certification dashboard', path: CERTIFICATION_DASHBOARD },
      },
    ],
    template: 'registration-expired',
  })
}
