/**
 * The relayed directory message. It goes from the portal's own address with no Reply-To: the
 * recipient learns the sender's name and message and, when the sender is listed, where to answer
 * through the portal; neither person's e-mail address reaches the other.
 */
import { escapeHtml } from '../../platform/mail/escape-html'
import type { MailInput } from '../../platform/mail/mailer'

const SIGNATURE = 'AFCPE Member Portal'

export interface DirectoryMessageMail {
  to: string
  recipientFirstName: string
  senderName: string
  message: string
  /** The sender's directory page, where the recipient can answer; null when the sender is not listed. */
  replyUrl: string | null
  /** Where the recipient can leave the directory. */
  settingsUrl: string
}

/** One line of a name, safe for a mail header. */
const headerText = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')

export function directoryMessageMail(input: DirectoryMessageMail): MailInput {
  const sender = headerText(input.senderName)
  const replyText = input.replyUrl
    ? `To answer, open ${sender}'s directory page and choose Send a message: ${input.replyUrl}`
    : `${sender} is not listed in the member directory, so this message cannot be answered through the portal.`
  const replyHtml = input.replyUrl
    ? `To answer, open <a href="${escapeHtml(input.replyUrl)}">${escapeHtml(sender)}'s directory page</a> and choose Send a message.`
    : `${escapeHtml(sender)} is not listed in the member directory, so this message cannot be answered through the portal.`
  const privacy = `Your e-mail address was not shared with ${sender}.`
  const why = 'You receive this because you are listed in the AFCPE member directory.'
  const leave = `To leave the directory, untick "List me in the member directory" in AFCPE Settings: ${input.settingsUrl}`

  const text = [
    `Hello ${input.recipientFirstName},`,
    '',
    `${sender} sent you this message through the AFCPE member directory:`,
    '',
    input.message,
    '',
    '--',
    privacy,
    replyText,
    '',
    why,
    leave,
    '',
    SIGNATURE,
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(input.recipientFirstName)},</p>
<p>${escapeHtml(sender)} sent you this message through the AFCPE member directory:</p>
<blockquote style="margin:0 0 1em;padding:0 1em;border-left:3px solid #d1d1d1">
${paragraphsHtml(input.message)}
</blockquote>
<p>${escapeHtml(privacy)}<br>${replyHtml}</p>
<p style="color:#6b6b6b;font-size:12px">${escapeHtml(why)}<br>To leave the directory, untick "List me in the member directory" in <a href="${escapeHtml(input.settingsUrl)}">AFCPE Settings</a>.</p>
<p>${SIGNATURE}</p>`
  return {
    to: input.to,
    subject: `${sender} sent you a message through the AFCPE member directory`,
    text,
    html,
    template: 'directory-message',
  }
}
