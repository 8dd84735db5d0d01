import { AuthMessages as M } from '@portal/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, sessions, users } from '../../db/schema'
import {
  createTestApp,
  createUser,
  DEFAULT_PASSWORD,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function registrationBody(client: TestClient, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Riley',
    lastName: 'Rivera',
    email: uniqueEmail('riley'),
    password: 'budget-coach-2026',
    passwordConfirmation: 'budget-coach-2026',
    agreeTos: true,
    captcha: await client.solveCaptcha(),
    ...overrides,
  }
}

/** The link of the last sign-up mail to `email`, after the queue has run. */
async function confirmationToken(email: string): Promise<string> {
  await t.queue.runDue()
  const mail = t.mail.sent.filter((m) => m.to === email && m.subject === 'Finish creating your AFCPE account').at(-1)
  const token = /http:\/\/portal\.test\/register\/confirm\/([\w-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no sign-up link mailed to ${email}`)
  return token
}

const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n

describe('POST /api/register', () => {
  it('mails a link that creates the account, signs in and answers the user', async () => {
    const client = t.client()
    const body = await registrationBody(client, {
      email: uniqueEmail('MiXeD').toUpperCase(),
      middleName: 'Q',
      cellPhone: '(555) 123-4567',
      willText: true,
      referral: 'other',
      referralOther: 'A podcast',
      mailing_opt_in: true,
    })
    const before = await userCount()
    const response = await client.post('/api/register', body)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: M.registrationPending })
    // Nothing exists and no one is signed in until the link is opened.
    expect(await userCount()).toBe(before)
    expect((await client.get('/api/user')).statusCode).toBe(401)

    const confirmed = await client.post('/api/register/confirm', {
      token: await confirmationToken(body.email.toLowerCase()),
    })
    expect(confirmed.statusCode).toBe(201)
    const user = confirmed.json()
    expect(user).toMatchObject({
      firstName: 'Riley',
      middleName: 'Q',
      email: body.email.toLowerCase(),
      role: 'member',
      cellPhone: '5551234567',
      willText: true,
    })
    expect(user).not.toHaveProperty('passwordHash')
    const me = await client.get('/api/user')
    expect(me.statusCode).toBe(200)
    expect(me.json().id).toBe(user.id)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.referral).toBe('A podcast')
    expect(row?.mailingOptIn).toBe(true)
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    // A new account counts as a profile just entered: no review prompt for three months.
    expect(row?.profileLastUpdated).toEqual(row?.createdAt)
  })

  it('refuses a missing or forged captcha with the spec message, writing nothing', async () => {
    const client = t.client()
    const before = await userCount()
    const missing = await client.post('/api/register', { ...(await registrationBody(client)), captcha: undefined })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.captcha).toEqual([M.captcha])
    const forged = await client.post('/api/register', {
      ...(await registrationBody(client)),
      captcha: 'bm90IGEgc29sdXRpb24=',
    })
    expect(forged.statusCode).toBe(422)
    expect(forged.json().errors.captcha).toEqual(['Please complete the reCAPTCHA.'])
    expect(await userCount()).toBe(before)
  })

  it('accepts a solved captcha only once', async () => {
    const client = t.client()
    const body = await registrationBody(client)
    expect((await client.post('/api/register', body)).statusCode).toBe(200)
    const again = await t.client().post('/api/register', { ...body, email: uniqueEmail() })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.captcha).toEqual([M.captcha])
  })

  it('reports every rule on its own field', async () => {
    const client = t.client()
    const response = await client.post('/api/register', {
      firstName: '',
      lastName: '',
      email: 'not-an-email',
      password: 'short',
      passwordConfirmation: 'different',
      willText: true,
      agreeTos: false,
      referral: 'other',
      cellPhone: '12345',
    })
    expect(response.statusCode).toBe(422)
    const { errors, code } = response.json()
    expect(code).toBe('validation_failed')
    expect(errors).toMatchObject({
      firstName: ['Required'],
      lastName: ['Required'],
      email: [M.invalidEmail],
      password: [M.passwordTooShort],
      passwordConfirmation: [M.passwordMismatch],
      agreeTos: ['If you are opting in to text messages, you must agree the terms of service.'],
      cellPhone: ['Please enter a 10-digit phone number.'],
      referralOther: ['Required'],
      captcha: ['Please complete the reCAPTCHA.'],
    })
  })

  it('needs a cell phone from someone opting in to texts', async () => {
    const client = t.client()
    const response = await client.post('/api/register', await registrationBody(client, { willText: true }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.cellPhone).toEqual(['Please enter your cell phone number to receive texts'])
  })

  it('refuses common passwords', async () => {
    const client = t.client()
    const response = await client.post(
      '/api/register',
      await registrationBody(client, { password: 'password123', passwordConfirmation: 'password123' }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.password).toEqual([M.passwordTooCommon])
  })

  it('answers an address that has an account exactly as a new one, and tells its owner instead', async () => {
    const existing = await createUser(t, { email: uniqueEmail('taken') })
    const fresh = uniqueEmail('fresh')
    const takenClient = t.client()
    const taken = await takenClient.post(
      '/api/register',
      await registrationBody(takenClient, { email: existing.email.toUpperCase() }),
    )
    const freshClient = t.client()
    const answer = await freshClient.post('/api/register', await registrationBody(freshClient, { email: fresh }))
    expect(taken.statusCode).toBe(answer.statusCode)
    expect(taken.json()).toEqual(answer.json())
    expect(taken.cookies.map((c) => c.name).sort()).toEqual(answer.cookies.map((c) => c.name).sort())

    const before = t.mail.sent.length
    await t.queue.runDue()
    const mails = t.mail.sent.slice(before)
    expect(mails.find((m) => m.to === existing.email)?.subject).toBe('You already have an AFCPE account')
    expect(mails.find((m) => m.to === fresh)?.subject).toBe('Finish creating your AFCPE account')
    // The owner's account is untouched.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id))
    expect(row?.passwordHash).toBe(existing.passwordHash)
  })

  it('keeps e-mail unique regardless of case when two sign-ups of one address are finished', async () => {
    const email = uniqueEmail('twice')
    const first = t.client()
    await first.post('/api/register', await registrationBody(first, { email }))
    const firstToken = await confirmationToken(email)
    const second = t.client()
    await second.post('/api/register', await registrationBody(second, { email: email.toUpperCase() }))
    const secondToken = await confirmationToken(email)
    expect((await first.post('/api/register/confirm', { token: firstToken })).statusCode).toBe(201)
    const late = await second.post('/api/register/confirm', { token: secondToken })
    expect(late.statusCode).toBe(422)
    expect(late.json().errors).toEqual({ token: [M.emailTaken] })
  })

  it('accepts a sign-up link once, and not after 24 hours', async () => {
    const client = t.client()
    const email = uniqueEmail('link')
    await client.post('/api/register', await registrationBody(client, { email }))
    const token = await confirmationToken(email)
    t.clock.advance(24 * 3600_000 + 1000)
    const expired = await client.post('/api/register/confirm', { token })
    t.clock.advance(-(24 * 3600_000 + 1000))
    expect(expired.statusCode).toBe(422)
    expect(expired.json().errors).toEqual({ token: [M.registrationLinkInvalid] })
    expect((await client.post('/api/register/confirm', { token })).statusCode).toBe(201)
    const again = await t.client().post('/api/register/confirm', { token })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ token: [M.registrationLinkInvalid] })
  })

  it('refuses unknown fields and over-long values', async () => {
    const client = t.client()
    const unknown = await client.post('/api/register', { ...(await registrationBody(client)), role: 'admin' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.role).toEqual(['This field is not allowed.'])
    const long = await client.post('/api/register', { ...(await registrationBody(client)), firstName: 'x'.repeat(101) })
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.firstName).toEqual(['Must be at most 100 characters.'])
  })
})

describe('POST /api/login and /api/logout', () => {
  it('signs in, rotates the session id, and logout destroys the session', async () => {
    const user = await createUser(t)
    const client = t.client()
    await client.login(user.email)
    const first = client.cookies.get('portal_session')
    await client.login(user.email)
    const second = client.cookies.get('portal_session')
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
    // The session from before the second sign-in is gone.
    const stale = t.client()
    stale.cookies.set('portal_session', first ?? '')
    expect((await stale.get('/api/user')).statusCode).toBe(401)

    expect((await client.post('/api/logout')).statusCode).toBe(200)
    expect(client.cookies.has('portal_session')).toBe(false)
    const replay = t.client()
    replay.cookies.set('portal_session', second ?? '')
    expect((await replay.get('/api/user')).statusCode).toBe(401)
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const user = await createUser(t)
    const wrong = await t.client().post('/api/login', { email: user.email, password: 'wrong-password-1' })
    const unknown = await t.client().post('/api/login', { email: uniqueEmail('nobody'), password: 'wrong-password-1' })
    expect(wrong.statusCode).toBe(422)
    expect(unknown.statusCode).toBe(422)
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined })
    expect(strip(wrong.json())).toEqual(strip(unknown.json()))
    expect(wrong.json().errors.email).toEqual([M.badCredentials])
  })

  it('ends a browser session with the browser and after 12 hours; remember lasts 30 days', async () => {
    const user = await createUser(t)
    const browser = t.client()
    const plain = await browser.login(user.email, DEFAULT_PASSWORD, false)
    const plainCookie = plain.cookies.find((c) => c.name === 'portal_session') as { expires?: Date; httpOnly?: boolean }
    expect(plainCookie.expires).toBeUndefined()
    expect(plainCookie.httpOnly).toBe(true)
    const remembered = t.client()
    const rememberResponse = await remembered.login(user.email, DEFAULT_PASSWORD, true)
    const rememberCookie = rememberResponse.cookies.find((c) => c.name === 'portal_session') as { expires?: Date }
    const days = ((rememberCookie.expires?.getTime() ?? 0) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThan(30.1)

    t.clock.advance(12 * 3600_000 + 60_000)
    expect((await browser.get('/api/user')).statusCode).toBe(401)
    expect((await remembered.get('/api/user')).statusCode).toBe(200)
    t.clock.advance(30 * 86_400_000 - 12 * 3600_000)
    expect((await remembered.get('/api/user')).statusCode).toBe(401)
    t.clock.advance(-(30 * 86_400_000 + 60_000))
  })

  it('limits failed attempts on an account from one address; the owner elsewhere still signs in', async () => {
    const user = await createUser(t)
    const guesser = t.client()
    for (let i = 0; i < 5; i++) {
      const response = await guesser.post('/api/login', { email: user.email, password: `wrong-${i}-password` })
      expect(response.statusCode).toBe(422)
    }
    const blocked = await guesser.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe('Too many sign-in attempts. Please try again in 15 minutes.')
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60)
    // Guessing cannot lock the owner out: from their own address the right password works.
    const owner = t.client()
    expect((await owner.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200)
    t.clock.advance(15 * 60_000 + 1000)
    expect((await guesser.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200)
    t.clock.advance(-(15 * 60_000 + 1000))
  })

  it('renews the CSRF token at sign-in, as it renews the session', async () => {
    const user = await createUser(t)
    const client = t.client()
    await client.get('/api/health')
    const before = client.cookies.get('XSRF-TOKEN')
    expect(before).toMatch(/^[\w-]{20,}$/)
    await client.login(user.email)
    const after = client.cookies.get('XSRF-TOKEN')
    expect(after).toMatch(/^[\w-]{20,}$/)
    expect(after).not.toBe(before)
    // The new token works and the old one is refused.
    expect((await client.post('/api/dashboard/announcement/hide')).statusCode).toBe(200)
    const stale = await client.request({
      method: 'POST',
      url: '/api/dashboard/announcement/hide',
      payload: {},
      csrf: false,
      headers: { 'x-xsrf-token': before ?? '' },
    })
    expect(stale.statusCode).toBe(419)
  })

  it('limits attempts per address across accounts', async () => {
    const client = t.client()
    let last = 0
    for (let i = 0; i < 31; i++) {
      last = (await client.post('/api/login', { email: uniqueEmail(), password: 'whatever-password' })).statusCode
    }
    expect(last).toBe(429)
  })

  it('audits sign-in, failed sign-in and sign-out', async () => {
    const user = await createUser(t)
    const client = t.client()
    await client.post('/api/login', { email: user.email, password: 'nope-nope-nope' })
    await client.login(user.email)
    await client.post('/api/logout')
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id))
    expect(rows.map((r) => r.action).sort()).toEqual(['auth.login', 'auth.login_failed', 'auth.logout'])
    expect(rows.every((r) => r.ip === client.ip)).toBe(true)
  })
})

describe('password reset', () => {
  const linkFrom = (text: string) => {
    const match = /http:\/\/portal\.test\/password\/reset\/([\w-]+)\?email=([^\s]+)/.exec(text)
    if (!match?.[1]) throw new Error(`no reset link in ${text}`)
    return { token: match[1], email: decodeURIComponent(match[2] ?? '') }
  }

  async function requestLink(email: string) {
    const before = t.mail.sent.length
    const response = await t.client().post('/api/password/email', { email })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Success! Check your email for a link to reset your password.')
    await t.queue.runDue()
    return t.mail.sent.slice(before).filter((m) => m.to === email)
  }

  it('answers the same for unknown accounts and sends nothing', async () => {
    expect(await requestLink(uniqueEmail('ghost'))).toEqual([])
  })

  it('does the same work while answering for known and unknown addresses: the lookup and mail run after', async () => {
    const user = await createUser(t)
    const jobsFor = async (email: string) =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from jobs where name = 'auth.password_reset_mail' and payload->>'email' = ${email}`,
        )
      ).rows[0]?.n
    const ghost = uniqueEmail('ghost')
    const before = t.mail.sent.length
    const known = await t.client().post('/api/password/email', { email: user.email })
    const unknown = await t.client().post('/api/password/email', { email: ghost })
    expect(known.json().message).toBe(unknown.json().message)
    // Nothing was looked up or mailed while answering: one job each, the same for both.
    expect(t.mail.sent.length).toBe(before)
    expect(await jobsFor(user.email)).toBe(1)
    expect(await jobsFor(ghost)).toBe(1)
    await t.queue.runDue()
    expect(t.mail.sent.slice(before).map((mail) => mail.to)).toEqual([user.email])
  })

  it('mails a single-use link that resets the password and ends other sessions', async () => {
    const user = await createUser(t)
    const other = t.client()
    await other.login(user.email)
    const [mail] = await requestLink(user.email)
    expect(mail?.subject).toBe('Reset your AFCPE password')
    const { token, email } = linkFrom(mail?.text ?? '')
    expect(email).toBe(user.email)

    const client = t.client()
    const reset = await client.post('/api/password/reset', {
      email,
      token,
      password: 'new-budget-plan-77',
      passwordConfirmation: 'new-budget-plan-77',
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json().id).toBe(user.id)
    expect((await client.get('/api/user')).statusCode).toBe(200)
    expect((await other.get('/api/user')).statusCode).toBe(401)
    expect((await t.client().post('/api/login', { email, password: 'new-budget-plan-77' })).statusCode).toBe(200)

    const reuse = await t.client().post('/api/password/reset', {
      email,
      token,
      password: 'another-plan-88',
      passwordConfirmation: 'another-plan-88',
    })
    expect(reuse.statusCode).toBe(422)
    expect(reuse.json().errors.token).toEqual([M.resetInvalid])
    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id))).map(
      (r) => r.action,
    )
    expect(actions).toContain('auth.password_reset')
  })

  it('stores only a hash of the token and expires it after 60 minutes', async () => {
    const user = await createUser(t)
    const [mail] = await requestLink(user.email)
    const { token } = linkFrom(mail?.text ?? '')
    const stored = await t.database.db.execute<{ token_hash: string }>(
      sql`select token_hash from password_resets where user_id = ${user.id}`,
    )
    expect(stored.rows[0]?.token_hash).not.toBe(token)
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    t.clock.advance(61 * 60_000)
    const late = await t.client().post('/api/password/reset', {
      email: user.email,
      token,
      password: 'late-plan-12345',
      passwordConfirmation: 'late-plan-12345',
    })
    t.clock.advance(-61 * 60_000)
    expect(late.statusCode).toBe(422)
  })

  it('keeps the link usable when it is tried with the wrong e-mail', async () => {
    const user = await createUser(t)
    const [mail] = await requestLink(user.email)
    const { token } = linkFrom(mail?.text ?? '')
    const wrong = await t.client().post('/api/password/reset', {
      email: uniqueEmail(),
      token,
      password: 'wrong-mail-plan-1',
      passwordConfirmation: 'wrong-mail-plan-1',
    })
    expect(wrong.statusCode).toBe(422)
    const right = await t.client().post('/api/password/reset', {
      email: user.email,
      token,
      password: 'right-mail-plan-2',
      passwordConfirmation: 'right-mail-plan-2',
    })
    expect(right.statusCode).toBe(200)
  })

  it('does not change the password when the new one is refused', async () => {
    const user = await createUser(t)
    const [mail] = await requestLink(user.email)
    const { token } = linkFrom(mail?.text ?? '')
    const weak = await t.client().post('/api/password/reset', {
      email: user.email,
      token,
      password: 'password1',
      passwordConfirmation: 'password1',
    })
    expect(weak.statusCode).toBe(422)
    expect(weak.json().errors.password).toEqual([M.passwordTooCommon])
    expect((await t.client().post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(
      200,
    )
    const sessionRows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(sessionRows.length).toBe(1)
  })
})

describe('CSRF', () => {
  it('refuses a state-changing call without the token (419) and from another origin (403)', async () => {
    const client = t.client()
    const missing = await client.post('/api/password/email', { email: uniqueEmail() }, { csrf: false })
    expect(missing.statusCode).toBe(419)
    expect(missing.json().code).toBe('csrf_token_mismatch')
    const wrong = await client.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: uniqueEmail() },
      headers: { 'x-xsrf-token': 'forged' },
      csrf: false,
    })
    expect(wrong.statusCode).toBe(419)
    const cross = await client.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: uniqueEmail() },
      headers: { origin: 'https://evil.example', host: 'portal.test' },
    })
    expect(cross.statusCode).toBe(403)
  })

  it('sets a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN') as { httpOnly?: boolean; value: string }
    expect(cookie.value.length).toBeGreaterThan(20)
    expect(cookie.httpOnly).toBeFalsy()
  })
})

describe('GET /api/referrer-context', () => {
  it('returns the copy for the longest matching prefix, or null', async () => {
    const client = t.client()
    const trainings = await client.get('/api/referrer-context', {
      referrer: '/certifications-and-training/trainings?x=1',
    })
    expect(trainings.json().title).toBe('Essentials Courses')
    const cert = await client.get('/api/referrer-context', { referrer: '/certifications-and-training/register/1' })
    expect(cert.json().title).toMatch(/Accredited Financial Counselor/)
    expect((await client.get('/api/referrer-context', { referrer: '/login' })).json()).toBeNull()
    expect((await client.get('/api/referrer-context', { referrer: '/nothing-here' })).json()).toBeNull()
  })
})
