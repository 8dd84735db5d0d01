import { AuthMessages, ProfileMessages as M } from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, users } from '../../db/schema'
import { createTestApp, createUser, DEFAULT_PASSWORD, signedIn, type TestApp } from '../../../test/harness'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function stored(id: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, id))
  if (!user) throw new Error('no such user')
  return user
}

const login = (email: string, password: string) => t.client().post('/api/login', { email, password })

describe('change e-mail (PATCH /api/user/email)', () => {
  it('stores the new address lower-cased, answers the profile, and signs in with it', async () => {
    const { user, client } = await signedIn(t)
    const email = `New-${user.id}@Example.TEST`
    const response = await client.patch('/api/user/email', { email, currentPassword: DEFAULT_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: user.id, email: email.toLowerCase() })
    expect(response.json().profileLastUpdated).not.toBeNull()
    expect((await stored(user.id)).email).toBe(email.toLowerCase())
    expect((await client.get('/api/user')).json().email).toBe(email.toLowerCase())
    expect((await login(email.toLowerCase(), DEFAULT_PASSWORD)).statusCode).toBe(200)
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(422)
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'profile.email_changed'), eq(auditEvents.actorId, user.id)))
    expect(audit).toMatchObject({
      subjectType: 'user',
      subjectId: String(user.id),
      details: { from: user.email, to: email.toLowerCase() },
    })
  })

  it("refuses another account's address whatever its case, on the email field, and changes nothing", async () => {
    const other = await createUser(t)
    const { user, client } = await signedIn(t)
    const response = await client.patch('/api/user/email', {
      email: other.email.toUpperCase(),
      currentPassword: DEFAULT_PASSWORD,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      message: 'An account with this email address already exists.',
      errors: { email: ['An account with this email address already exists.'] },
    })
    expect((await stored(user.id)).email).toBe(user.email)
  })

  it('accepts its own address in another case as no change', async () => {
    const { user, client } = await signedIn(t)
    const response = await client.patch('/api/user/email', {
      email: user.email.toUpperCase(),
      currentPassword: DEFAULT_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect((await stored(user.id)).email).toBe(user.email)
  })

  it('puts format problems on the email field', async () => {
    const { client } = await signedIn(t)
    expect((await client.patch('/api/user/email', { email: 'not-an-email' })).json().errors).toEqual({
      email: [AuthMessages.invalidEmail],
      currentPassword: [AuthMessages.required],
    })
    expect(
      (await client.patch('/api/user/email', { email: '', currentPassword: DEFAULT_PASSWORD })).json().errors,
    ).toEqual({ email: [AuthMessages.required] })
  })

  it('needs the current password: a wrong one is refused on currentPassword and changes nothing', async () => {
    const { user, client } = await signedIn(t)
    const before = t.mail.sent.length
    const response = await client.patch('/api/user/email', {
      email: `taken-over-${user.id}@example.test`,
      currentPassword: 'not-my-password',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ currentPassword: [M.currentPasswordWrong] })
    expect((await stored(user.id)).email).toBe(user.email)
    await t.queue.runDue()
    expect(t.mail.sent.slice(before).filter((m) => m.to === user.email)).toEqual([])
  })

  it('shares the wrong-password limit with the password change', async () => {
    const { user, client } = await signedIn(t)
    for (let i = 0; i < 5; i++) {
      await client.patch('/api/user/email', { email: `x${i}-${user.id}@example.test`, currentPassword: `wrong-${i}` })
    }
    const blocked = await client.post('/api/user/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: 'a-brand-new-pass-9',
      passwordConfirmation: 'a-brand-new-pass-9',
    })
    expect(blocked.statusCode).toBe(429)
  })
})

describe('undoing an e-mail change from the old address (POST /api/user/email/restore)', () => {
  const restoreLinkOf = (text: string) => {
    const match = /http:\/\/portal\.test\/email\/restore\/([\w-]+)/.exec(text)
    if (!match?.[1]) throw new Error(`no restore link in ${text}`)
    return match[1]
  }

  async function takeOver() {
    const { user, client } = await signedIn(t)
    const before = t.mail.sent.length
    const attackerEmail = `attacker-${user.id}@example.test`
    const changed = await client.patch('/api/user/email', { email: attackerEmail, currentPassword: DEFAULT_PASSWORD })
    expect(changed.statusCode).toBe(200)
    await t.queue.runDue()
    const [mail] = t.mail.sent.slice(before).filter((m) => m.to === user.email)
    expect(mail?.subject).toBe('Your AFCPE email address was changed')
    expect(mail?.text).toContain(attackerEmail)
    return { user, client, attackerEmail, token: restoreLinkOf(mail?.text ?? '') }
  }

  it('mails the old address a link that restores it, ends every session and makes the password be chosen again', async () => {
    const { user, client, attackerEmail, token } = await takeOver()
    const before = t.mail.sent.length
    const owner = t.client()
    const response = await owner.post('/api/user/email/restore', { token })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: M.emailRestored })
    expect((await stored(user.id)).email).toBe(user.email)
    // The session that changed the address is over, and the known password no longer works.
    expect((await client.get('/api/user')).statusCode).toBe(401)
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(422)
    expect((await login(attackerEmail, DEFAULT_PASSWORD)).statusCode).toBe(422)
    // A reset link goes to the restored address.
    await t.queue.runDue()
    const mails = t.mail.sent.slice(before)
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[user.email, 'Reset your AFCPE password']])
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'profile.email_restored'), eq(auditEvents.actorId, user.id)))
    expect(audit?.details).toEqual({ from: attackerEmail, to: user.email })
  })

  it('works once, and not after 7 days', async () => {
    const { token } = await takeOver()
    expect((await t.client().post('/api/user/email/restore', { token })).statusCode).toBe(200)
    const again = await t.client().post('/api/user/email/restore', { token })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ token: [M.emailRestoreInvalid] })

    const late = await takeOver()
    t.clock.advance(7 * 86_400_000 + 1000)
    const expired = await t.client().post('/api/user/email/restore', { token: late.token })
    t.clock.advance(-(7 * 86_400_000 + 1000))
    expect(expired.statusCode).toBe(422)
    expect((await stored(late.user.id)).email).toBe(late.attackerEmail)
  })

  it('cannot be undone by the link of a later change', async () => {
    const { user, client, token } = await takeOver()
    const before = t.mail.sent.length
    const second = `second-${user.id}@example.test`
    await client.patch('/api/user/email', { email: second, currentPassword: DEFAULT_PASSWORD })
    await t.queue.runDue()
    const laterToken = restoreLinkOf(t.mail.sent.slice(before).find((m) => m.subject.includes('changed'))?.text ?? '')
    expect((await t.client().post('/api/user/email/restore', { token })).statusCode).toBe(200)
    expect((await t.client().post('/api/user/email/restore', { token: laterToken })).statusCode).toBe(422)
    expect((await stored(user.id)).email).toBe(user.email)
  })

  it('refuses an unknown token on the token field', async () => {
    const response = await t.client().post('/api/user/email/restore', { token: 'not-a-real-token' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ token: [M.emailRestoreInvalid] })
  })
})

describe('change password (POST /api/user/password)', () => {
  const NEW_PASSWORD = 'a-brand-new-passphrase'

  it('asks for the current password: a wrong one is refused on currentPassword and changes nothing', async () => {
    const { user, client } = await signedIn(t)
    const response = await client.post('/api/user/password', {
      currentPassword: 'not-my-password',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ currentPassword: [M.currentPasswordWrong] })
    expect((await stored(user.id)).passwordHash).toBe(user.passwordHash)
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200)
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(422)
  })

  it('applies the registration rules to the new password, each on its field', async () => {
    const { client } = await signedIn(t)
    const errorsFor = async (body: Record<string, string>) =>
      (await client.post('/api/user/password', body)).json().errors
    expect(await errorsFor({})).toEqual({
      currentPassword: [AuthMessages.required],
      password: [AuthMessages.required],
      passwordConfirmation: [AuthMessages.required],
    })
    expect(
      await errorsFor({ currentPassword: DEFAULT_PASSWORD, password: 'short', passwordConfirmation: 'short' }),
    ).toEqual({ password: [AuthMessages.passwordTooShort] })
    expect(
      await errorsFor({ currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: 'other' }),
    ).toEqual({ passwordConfirmation: [AuthMessages.passwordMismatch] })
    expect(
      await errorsFor({
        currentPassword: DEFAULT_PASSWORD,
        password: 'password123',
        passwordConfirmation: 'password123',
      }),
    ).toEqual({ password: [AuthMessages.passwordTooCommon] })
    // Both problems of a request are reported together.
    expect(
      await errorsFor({
        currentPassword: 'wrong-password',
        password: 'password123',
        passwordConfirmation: 'password123',
      }),
    ).toEqual({ currentPassword: [M.currentPasswordWrong], password: [AuthMessages.passwordTooCommon] })
  })

  it('changes it with the right current password: the new one signs in, the old does not, other sessions end', async () => {
    const { user, client } = await signedIn(t)
    const otherDevice = t.client()
    await otherDevice.login(user.email)
    expect((await otherDevice.get('/api/user')).statusCode).toBe(200)

    const response = await client.post('/api/user/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: user.id, email: user.email })
    expect(response.body).not.toContain('passwordHash')

    // This session stays; the other device is signed out.
    expect((await client.get('/api/user')).statusCode).toBe(200)
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401)

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200)
    const old = await login(user.email, DEFAULT_PASSWORD)
    expect(old.statusCode).toBe(422)
    expect(old.json().errors).toEqual({ email: [AuthMessages.badCredentials] })
    expect((await stored(user.id)).passwordChangedAt).not.toBeNull()
  })

  it('locks the form after five wrong current passwords, even for the right one', async () => {
    const { user, client } = await signedIn(t)
    const attempt = (currentPassword: string) =>
      client.post('/api/user/password', { currentPassword, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}-password`)).statusCode).toBe(422)
    const locked = await attempt(DEFAULT_PASSWORD)
    expect(locked.statusCode).toBe(429)
    // The window of 15 minutes began with the first wrong answer, moments ago.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect((await stored(user.id)).passwordHash).toBe(user.passwordHash)
    t.clock.advance(16 * 60 * 1000)
    expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(200)
  })
})
