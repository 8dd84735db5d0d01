import { DirectoryMessages as M } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDirectoryMember } from '../../../test/directory-fixtures'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const HOUR_MS = 60 * 60 * 1000

const send = (client: TestClient, recipientId: number, message: string) =>
  client.post(`/api/membership/search/${recipientId}/message`, { message })

async function loginAs(email: string) {
  const client = t.client()
  await client.login(email)
  return client
}

/** Mail sent to `to` since the job worker last ran. */
async function deliveredTo(to: string) {
  await t.queue.runDue()
  return t.mail.sent.filter((mail) => mail.to === to)
}

describe('send a message to a listed member', () => {
  it("relays the sender's name and message by e-mail; neither address reaches the other", async () => {
    const recipient = await createDirectoryMember(t, { firstName: 'Dana', lastName: 'Recipient' })
    const sender = await createDirectoryMember(t, { firstName: 'Sam', lastName: 'Sender' })
    const client = await loginAs(sender.user.email)

    const response = await send(client, recipient.user.id, '  Could we talk about <b>housing</b> workshops?  ')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect(response.body).not.toContain(recipient.user.email)

    const [mail, ...others] = await deliveredTo(recipient.user.email)
    expect(others).toEqual([])
    expect(mail?.subject).toBe('Sam Sender sent you a message through the AFCPE member directory')
    expect(mail?.from).toBe('AFCPE Member Portal <no-reply@example.org>')
    expect(mail?.text).toContain('Hello Dana,')
    expect(mail?.text).toContain('Could we talk about <b>housing</b> workshops?')
    expect(mail?.text).toContain(`http://portal.test/membership/search/${sender.user.id}`)
    expect(mail?.html).toContain('&lt;b&gt;housing&lt;/b&gt;')
    for (const part of [mail?.text, mail?.html, mail?.subject]) expect(part).not.toContain(sender.user.email)
  })

  it('tells the recipient when an unlisted sender cannot be answered through the portal', async () => {
    const recipient = await createDirectoryMember(t)
    const { user, client } = await signedIn(t)
    expect((await send(client, recipient.user.id, 'Hello')).statusCode).toBe(200)
    const [mail] = await deliveredTo(recipient.user.email)
    expect(mail?.text).toContain(`${user.firstName} ${user.lastName} is not listed in the member directory`)
    expect(mail?.text).not.toContain('/membership/search/')
  })

  it('puts an empty or overlong message on the message field and sends nothing', async () => {
    const recipient = await createDirectoryMember(t)
    const { client } = await signedIn(t)
    const empty = await send(client, recipient.user.id, '   ')
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ message: [M.messageRequired] })
    const long = await send(client, recipient.user.id, 'x'.repeat(2001))
    expect(long.json().errors).toEqual({ message: [M.messageTooLong] })
    const extra = await client.post(`/api/membership/search/${recipient.user.id}/message`, { message: 'Hi', cc: 'x' })
    expect(extra.statusCode).toBe(422)
    expect(await deliveredTo(recipient.user.email)).toEqual([])
  })

  it('refuses unlisted recipients with 404, oneself and impersonated senders with 403', async () => {
    const unlisted = await createDirectoryMember(t, { directoryConsent: false })
    const member = await createDirectoryMember(t)
    const client = await loginAs(member.user.email)
    expect((await send(client, unlisted.user.id, 'Hello')).statusCode).toBe(404)
    const self = await send(client, member.user.id, 'Hello me')
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe(M.cannotMessageSelf)

    const admin = (await signedIn(t, 'admin')).client
    await admin.request({ method: 'POST', url: `/api/admin/impersonate/${member.user.id}` })
    const recipient = await createDirectoryMember(t)
    const impersonated = await send(admin, recipient.user.id, 'Written by staff')
    expect(impersonated.statusCode).toBe(403)
    expect(impersonated.json().message).toBe(M.cannotMessageWhileImpersonating)
    expect((await admin.get(`/api/membership/search/${recipient.user.id}`)).json().canMessage).toBe(false)
    expect(await deliveredTo(unlisted.user.email)).toEqual([])
    expect(await deliveredTo(recipient.user.email)).toEqual([])
  })

  it('allows 5 messages an hour and 20 a day per sender', async () => {
    const recipient = await createDirectoryMember(t)
    const { client } = await signedIn(t)
    for (let i = 1; i <= 5; i++) expect((await send(client, recipient.user.id, `Message ${i}`)).statusCode).toBe(200)
    const refused = await send(client, recipient.user.id, 'Message 6')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(M.tooManyMessages(60))
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500)
    expect(await deliveredTo(recipient.user.email)).toHaveLength(5)

    // Three more hours of five: 20 in the day, then the day's limit holds past the hour.
    for (let hour = 1; hour <= 3; hour++) {
      t.clock.advance(HOUR_MS)
      for (let i = 1; i <= 5; i++) expect((await send(client, recipient.user.id, `Hour ${hour}`)).statusCode).toBe(200)
    }
    t.clock.advance(HOUR_MS)
    const overDay = await send(client, recipient.user.id, 'One too many today')
    expect(overDay.statusCode).toBe(429)
    expect(Number(overDay.headers['retry-after'])).toBeGreaterThan(3600)
    expect(await deliveredTo(recipient.user.email)).toHaveLength(20)
  })
})
