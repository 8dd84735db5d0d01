import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxTransport, smtpTransport } from '../../platform/mail/mailer'
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness'
import { startSmtpSink } from '../../../test/smtp-sink'

describe('mail through a real SMTP server', () => {
  let t: TestApp
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  beforeAll(async () => {
    sink = await startSmtpSink()
    t = await createTestApp({ mailTransport: smtpTransport(sink.url) })
  })
  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  it('delivers the password reset e-mail by SMTP from the job queue', async () => {
    const user = await createUser(t)
    await t.client().post('/api/password/email', { email: user.email })
    expect(sink.received).toHaveLength(0)
    await t.queue.runDue()
    const message = sink.received.find((m) => m.to.includes(user.email))
    expect(message?.raw).toContain('Subject: Reset your AFCPE password')
    expect(message?.raw).toMatch(/password\/reset\//)
    const { client } = await signedIn(t, 'admin')
    const list = (await client.get('/api/admin/mail', { filter: `to,${user.email}` })).json()
    expect(list.data[0]).toMatchObject({ to: user.email, status: 'sent' })
  })
})

describe('the outbox when no SMTP server is configured', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ mailTransport: outboxTransport })
  })
  afterAll(async () => {
    await t.close()
  })

  it('keeps mail for admins to read and says so in the runtime config', async () => {
    expect((await t.client().get('/api/config')).json().mailOutbox).toBe(true)
    const user = await createUser(t)
    await t.client().post('/api/password/email', { email: user.email })
    await t.queue.runDue()
    const { client } = await signedIn(t, 'admin')
    const list = (await client.get('/api/admin/mail', { filter: `to,${user.email}` })).json()
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ subject: 'Reset your AFCPE password', status: 'stored' })
    const message = (await client.get(`/api/admin/mail/${list.data[0].id}`)).json()
    expect(message.text).toContain(`Hello ${user.firstName},`)
    expect(message.text).toMatch(/http:\/\/portal\.test\/password\/reset\/[\w-]+\?email=/)
    expect((await client.get('/api/admin/mail/2147483647')).statusCode).toBe(404)
  })
})
