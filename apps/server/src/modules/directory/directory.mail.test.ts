import { describe, expect, it } from 'vitest'
import { directoryMessageMail } from './directory.mail'

const base = {
  to: 'recipient@example.test',
  recipientFirstName: 'Dana',
  senderName: 'Priya Patel',
  message: 'Hello Dana,\n\nCould we talk about <b>housing</b> workshops?',
  appUrl: 'http://portal.test',
  replyPath: '/membership/search/7',
  settingsPath: '/edit-profile/afcpe',
}

describe('directory message mail', () => {
  it("relays the sender's name and message with a way to answer through the portal", () => {
    const mail = directoryMessageMail(base)
    expect(mail.to).toBe('recipient@example.test')
    expect(mail.subject).toBe('Priya Patel sent you a message through the AFCPE member directory')
    expect(mail.text).toContain('Could we talk about <b>housing</b> workshops?')
    expect(mail.text).toContain('http://portal.test/membership/search/7')
    expect(mail.text).toContain('Your email address was not shared with Priya Patel.')
  })

  it('escapes the message in the HTML body and keeps its paragraphs', () => {
    const { html } = directoryMessageMail(base)
    expect(html).toContain('<p>Hello Dana,</p>')
    expect(html).toContain('&lt;b&gt;housing&lt;/b&gt;')
    expect(html).not.toContain('<b>housing</b>')
  })

  it('says when the sender cannot be answered through the portal', () => {
    const mail = directoryMessageMail({ ...base, replyPath: null })
    expect(mail.text).toContain('Priya Patel is not listed in the member directory')
    expect(mail.html).not.toContain('/membership/search/')
  })

  it('keeps a name on one header line', () => {
    expect(directoryMessageMail({ ...base, senderName: 'Eve\r\nBcc: x@example.test' }).subject).toBe(
      'Eve Bcc: x@example.test sent you a message through the AFCPE member directory',
    )
  })
})
