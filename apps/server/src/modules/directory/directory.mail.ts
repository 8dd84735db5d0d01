/**
 * The relayed directory message. It goes from the portal's own address with no Reply-To: the
 * recipient learns the sender's name and message and, when the sender is listed, where to answer
 * through the portal; neither person's e-mail address reaches the other.
 */
import { layoutMail } from '../../platform/mail/layout'
import type { MailInput } from '../../platform/mail/mailer'

export interface DirectoryMessageMail {
  to: string
  recipientFirstName: string
  senderName: string
  message: string
  /** The portal's address, under which the links below are. */
  appUrl: string
  /** The sender's directory page, where the recipient can answer; null when the sender is not listed. */
  replyPath: string | null
  /** Where the recipient can leave the directory. */
  settingsPath: string
}

/** One line of a name, safe for a mail header. */
const headerText = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

export function directoryMessageMail(input: DirectoryMessageMail): MailInput {
  const sender = headerText(input.senderName)
  return layoutMail({
    to: input.to,
    subject: `${sender} sent you a message through the AFCPE member directory`,
    template: 'directory-message',
    appUrl: input.appUrl,
    firstName: input.recipientFirstName,
    body: [
      `${sender} sent you this message through the AFCPE member directory:`,
      { quote: input.message },
      {
        paragraph: [
          `Your email address was not shared with ${sender}.\n`,
          ...(input.replyPath
            ? [
                'To answer, open ',
                { link: { label: `${sender}'s directory page`, path: input.replyPath } },
                ' and choose Send a message.',
              ]
            : [
                `${sender} is not listed in the member directory, so this message cannot be answered through the portal.`,
              ]),
        ],
      },
      {
        muted: true,
        paragraph: [
          'You receive this because you are listed in the AFCPE member directory.\nTo leave the directory, untick "List me in the member directory" in ',
          { link: { label: 'AFCPE Settings', path: input.settingsPath } },
          '.',
        ],
      },
    ],
  })
}
