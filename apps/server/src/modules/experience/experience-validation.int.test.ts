import { createHash } from 'node:crypto'
import { ValidationMessages as V, addDaysToDay, easternDay, experienceRoutes as routes } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, experienceValidations, serviceTypes } from '../../db/schema'
import { createTestApp, createUser, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { approvedRegistration } from '../../../test/registration-fixtures'

let t: TestApp
let admin: TestClient
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedIn(t, 'admin')).client
})
afterAll(async () => {
  await t?.close()
})

const today = () => easternDay()
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** A candidate in progress, their client and a way to log entries (as staff, no verification box). */
async function candidate() {
  const user = await createUser(t, { firstName: 'Robin', lastName: 'Candidate' })
  const client = t.client()
  await client.login(user.email)
  const registration = await approvedRegistration(t, user.id)
  const [type] = await t.database.db
    .select()
    .from(serviceTypes)
    .where(eq(serviceTypes.name, 'Financial Counseling, Coaching and Education'))
  if (!type) throw new Error('fixture: no service type')
  const log = async (entry: {
    supervisorEmail: string
    organization: string
    start: number
    end: number
    hours: number
  }) => {
    const response = await client.request({
      method: 'POST',
      url: `/api/registration/${registration.id}/experience`,
      payload: {
        fellowshipServiceTypeId: type.id,
        organization: entry.organization,
        hours: entry.hours,
        supervisorName: 'Sam Supervisor',
        supervisorEmail: entry.supervisorEmail,
        supervisorPhone: '555-0100',
        description: `Counseling at ${entry.organization}`,
        startDate: addDaysToDay(today(), -entry.start),
        endDate: addDaysToDay(today(), -entry.end),
        verified: true,
      },
    })
    if (response.statusCode !== 201) throw new Error(`log failed: ${response.statusCode} ${response.body}`)
    return routes.createExperience.response.parse(response.json()).experience
  }
  return { user, client, registration, log }
}

const send = (experiences: number[]) => admin.call(routes.sendExperienceValidations, { body: { experiences } })

/** The token of the link e-mailed to a supervisor. */
async function tokenSentTo(email: string): Promise<string> {
  await t.queue.runDue()
  const mail = t.mail.sent.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1)
  const token = mail?.text.match(/http:\/\/portal\.test\/experience-verification\/([A-Za-z0-9_-]+)/)?.[1]
  if (!token) throw new Error(`no verification link sent to ${email}`)
  return token
}

const visitor = () => t.client()
const verification = (client: TestClient, token: string) => client.call(routes.getVerification, { params: { token } })
const verify = (client: TestClient, token: string, body: Record<string, unknown>) =>
  client.request({ method: 'POST', url: `/api/experience-verification/${token}`, payload: body })
const answer = (overrides: Record<string, unknown> = {}) => ({
  start: addDaysToDay(today(), -100),
  end: addDaysToDay(today(), -10),
  hours: 75.5,
  comments: 'Confirmed, a dedicated counselor.',
  signature: 'Sam Supervisor',
  ...overrides,
})
const validationRow = async (id: number) => {
  const [row] = await t.database.db.select().from(experienceValidations).where(eq(experienceValidations.id, id))
  if (!row) throw new Error('no validation')
  return row
}

describe('sending verifier validations', () => {
  it('sends one request per supervisor e-mail, spanning their entries, with a link whose token is stored hashed', async () => {
    const { registration, log } = await candidate()
    const a1 = await log({
      supervisorEmail: 'Sam@Example.test',
      organization: 'Harbor CU',
      start: 100,
      end: 60,
      hours: 40,
    })
    const a2 = await log({
      supervisorEmail: 'sam@example.test',
      organization: 'Bay Bank',
      start: 50,
      end: 10,
      hours: 35.5,
    })
    const b = await log({
      supervisorEmail: 'lee@example.test',
      organization: 'Extension',
      start: 30,
      end: 5,
      hours: 20,
    })

    const sent = (await send([a1.id, a2.id, b.id, a1.id])).data()
    expect(sent.validations).toHaveLength(2)
    const sam = sent.validations.find((v) => v.supervisorEmail.toLowerCase() === 'sam@example.test')
    expect(sam).toMatchObject({
      start: addDaysToDay(today(), -100),
      end: addDaysToDay(today(), -10),
      hours: 75.5,
      experienceIds: [a1.id, a2.id].sort((x, y) => x - y),
      signedAt: null,
      signature: null,
    })
    expect(sam?.description).toContain('Harbor CU: Counseling at Harbor CU')
    expect(sam?.description).toContain('Bay Bank: Counseling at Bay Bank')
    if (!sam) throw new Error('no validation for Sam')
    const expiresIn = new Date(sam.expiresAt).getTime() - t.clock.now().getTime()
    expect(Math.round(expiresIn / 86_400_000)).toBe(30)

    const token = await tokenSentTo('sam@example.test')
    const mail = t.mail.sent.filter((m) => m.to.toLowerCase() === 'sam@example.test').at(-1)
    expect(mail?.subject).toBe("Please confirm Robin Candidate's experience hours")
    expect(mail?.text).toContain('Harbor CU')
    expect(mail?.html).toContain(`href="http://portal.test/experience-verification/${token}"`)
    expect(token).toHaveLength(43) // 32 random bytes, base64url

    const row = await validationRow(sam.id)
    expect(row.tokenHash).toBe(sha256(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(await tokenSentTo('lee@example.test')).not.toBe(token)

    const listed = (await admin.call(routes.listExperienceValidations, { params: { id: registration.id } })).data()
      .validations
    expect(listed.map((v) => v.id).sort()).toEqual(sent.validations.map((v) => v.id).sort())
    expect(listed.find((v) => v.id === sam.id)?.experienceIds).toEqual([a1.id, a2.id].sort((x, y) => x - y))
  })

  it('refuses unknown entries and entries of several registrations on `experiences`; members may not send', async () => {
    const one = await candidate()
    const two = await candidate()
    const a = await one.log({ supervisorEmail: 'x@example.test', organization: 'A', start: 20, end: 10, hours: 5 })
    const b = await two.log({ supervisorEmail: 'x@example.test', organization: 'B', start: 20, end: 10, hours: 5 })
    for (const ids of [
      [a.id, b.id],
      [a.id, 2_000_000_000],
    ]) {
      const response = await send(ids)
      expect(response.statusCode).toBe(422)
      expect(errorsOf(response)).toEqual({ experiences: [V.oneRegistration] })
    }
    expect(errorsOf(await send([]))).toEqual({ experiences: [V.chooseExperiences] })
    // An id past an integer column is refused like any invalid id, never a 500.
    const huge = await admin.request({
      method: 'POST',
      url: '/api/admin/experience/validation',
      payload: { experiences: [a.id, 2_147_483_648] },
    })
    expect(huge.statusCode).toBe(422)
    expect(Object.keys(errorsOf(huge))).toEqual(['experiences.1'])
    const member = await one.client.request({
      method: 'POST',
      url: '/api/admin/experience/validation',
      payload: { experiences: [a.id] },
    })
    expect(member.statusCode).toBe(403)
    expect(
      (await one.client.call(routes.listExperienceValidations, { params: { id: one.registration.id } })).statusCode,
    ).toBe(403)
  })
})

describe('sending again', () => {
  it('does not send a second live link for entries already sent to that supervisor', async () => {
    const { registration, log } = await candidate()
    const a = await log({ supervisorEmail: 'again@example.test', organization: 'A', start: 90, end: 60, hours: 10 })
    const b = await log({ supervisorEmail: 'other@example.test', organization: 'B', start: 50, end: 40, hours: 5 })
    const first = (await send([a.id, b.id])).data().validations
    expect(first).toHaveLength(2)
    await t.queue.runDue()
    const mails = () => t.mail.sent.filter((m) => ['again@example.test', 'other@example.test'].includes(m.to)).length
    const sentBefore = mails()
    const rows = async () =>
      t.database.db
        .select()
        .from(experienceValidations)
        .where(eq(experienceValidations.registrationId, registration.id))

    // Nothing left to send: the requests already out are answered, no e-mail leaves.
    const twice = await send([a.id, b.id])
    expect(twice.statusCode).toBe(200)
    expect(
      twice
        .data()
        .validations.map((v) => v.id)
        .sort(),
    ).toEqual(first.map((v) => v.id).sort())
    expect(await rows()).toHaveLength(2)
    await t.queue.runDue()
    expect(mails()).toBe(sentBefore)

    // A new entry for the same supervisor goes in a request of its own; the one already out is skipped.
    const c = await log({ supervisorEmail: 'AGAIN@example.test', organization: 'C', start: 30, end: 20, hours: 7 })
    const third = (await send([a.id, c.id])).data().validations
    expect(third).toMatchObject([{ experienceIds: [c.id], hours: 7 }])
    expect(await rows()).toHaveLength(3)

    // Once signed, the link is no longer live: sending again sends a new one.
    const token = await tokenSentTo('other@example.test')
    expect((await verify(visitor(), token, answer())).statusCode).toBe(200)
    const resent = (await send([b.id])).data().validations
    expect(resent).toMatchObject([{ experienceIds: [b.id], signedAt: null }])
    expect(resent[0]?.id).not.toBe(first.find((v) => v.experienceIds.includes(b.id))?.id)
  })

  it('sends one link when two sends race', async () => {
    const { registration, log } = await candidate()
    const a = await log({ supervisorEmail: 'race@example.test', organization: 'A', start: 90, end: 60, hours: 10 })
    const [one, two] = await Promise.all([send([a.id]), send([a.id])])
    expect([one.statusCode, two.statusCode]).toEqual([200, 200])
    expect(one.data().validations.map((v) => v.id)).toEqual(two.data().validations.map((v) => v.id))
    expect(
      await t.database.db
        .select()
        .from(experienceValidations)
        .where(eq(experienceValidations.registrationId, registration.id)),
    ).toHaveLength(1)
  })
})

describe("the supervisor's page", () => {
  it('shows what to confirm to a visitor, records the answer once and says the link is used', async () => {
    const { log, client } = await candidate()
    const entry = await log({
      supervisorEmail: 'pat@example.test',
      organization: 'Harbor CU',
      start: 100,
      end: 10,
      hours: 80,
    })
    const [sent] = (await send([entry.id])).data().validations
    if (!sent) throw new Error('nothing sent')
    const token = await tokenSentTo('pat@example.test')

    const page = (await verification(visitor(), token)).data()
    expect(page).toMatchObject({
      state: 'open',
      candidate: 'Robin Candidate',
      certification: 'Accredited Financial Counselor® (AFC®)',
      supervisorEmail: 'pat@example.test',
      hours: 80,
      experiences: [
        { organization: 'Harbor CU', hours: 80, serviceType: 'Financial Counseling, Coaching and Education' },
      ],
    })

    const supervisor = visitor()
    const backwards = await verify(
      supervisor,
      token,
      answer({ start: addDaysToDay(today(), -5), end: addDaysToDay(today(), -6) }),
    )
    expect(backwards.statusCode).toBe(422)
    expect(errorsOf(backwards)).toEqual({ end: [V.endBeforeStart] })
    expect(errorsOf(await verify(supervisor, token, answer({ signature: ' ' })))).toMatchObject({
      signature: [V.required],
    })
    expect((await validationRow(sent.id)).signedAt).toBeNull()
    // Sent but not signed: nothing to read on the entry yet.
    expect(
      (await client.call(routes.getExperience, { params: { id: entry.id } })).data().experience.verifications,
    ).toEqual([])

    const signed = await verify(supervisor, token, answer())
    expect(signed.statusCode).toBe(200)
    // Used up: the answer says so and nothing more.
    expect(signed.json()).toEqual({ state: 'used' })
    const row = await validationRow(sent.id)
    expect(row).toMatchObject({
      startsOn: addDaysToDay(today(), -100),
      endsOn: addDaysToDay(today(), -10),
      hours: 75.5,
      comments: 'Confirmed, a dedicated counselor.',
      signature: 'Sam Supervisor',
    })
    expect(row.signedAt).toBeInstanceOf(Date)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'experience_validation.signed'))
    expect(audit.some((event) => event.subjectId === String(sent.id))).toBe(true)
    // The candidate and staff read what the supervisor signed on the entry (issue 25, item 12).
    const signedBy = {
      id: sent.id,
      supervisorEmail: 'pat@example.test',
      signature: 'Sam Supervisor',
      signedAt: row.signedAt?.toISOString(),
      start: addDaysToDay(today(), -100),
      end: addDaysToDay(today(), -10),
      hours: 75.5,
      comments: 'Confirmed, a dedicated counselor.',
    }
    for (const reader of [client, admin]) {
      const entryRead = await reader.call(routes.getExperience, { params: { id: entry.id } })
      expect(entryRead.data().experience.verifications).toEqual([signedBy])
    }

    const again = await verify(visitor(), token, answer({ hours: 1, signature: 'Someone Else' }))
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(V.linkUsed)
    expect(await validationRow(sent.id)).toEqual(row)
    // A used link discloses nothing: no candidate, certification, supervisor, dates or entries.
    const used = await verification(visitor(), token)
    expect(used.statusCode).toBe(200)
    expect(used.json()).toEqual({ state: 'used' })
  })

  it('records one of two submissions sent at once', async () => {
    const { log } = await candidate()
    const entry = await log({
      supervisorEmail: 'twice@example.test',
      organization: 'Bay',
      start: 40,
      end: 20,
      hours: 10,
    })
    await send([entry.id])
    const token = await tokenSentTo('twice@example.test')
    const [one, two] = await Promise.all([
      verify(visitor(), token, answer({ hours: 10, signature: 'First' })),
      verify(visitor(), token, answer({ hours: 11, signature: 'Second' })),
    ])
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409])
  })

  it('does not know a wrong token', async () => {
    const wrong = 'A'.repeat(43)
    const page = await visitor().get(`/api/experience-verification/${wrong}`)
    expect(page.statusCode).toBe(404)
    expect(page.json().message).toBe(V.linkUnknown)
    expect((await verify(visitor(), wrong, answer())).statusCode).toBe(404)
  })
})

describe('staff edits', () => {
  it('edits a validation, audited, refusing an end before the start', async () => {
    const { log } = await candidate()
    const entry = await log({
      supervisorEmail: 'edit@example.test',
      organization: 'Harbor',
      start: 40,
      end: 20,
      hours: 10,
    })
    const [sent] = (await send([entry.id])).data().validations
    if (!sent) throw new Error('nothing sent')
    const body = {
      supervisorEmail: 'edited@example.test',
      start: addDaysToDay(today(), -45),
      end: addDaysToDay(today(), -15),
      hours: 12.25,
      description: 'Corrected',
      comments: 'Phoned the supervisor',
    }
    const edited = (await admin.call(routes.editExperienceValidation, { params: { id: sent.id }, body })).data()
    expect(edited).toMatchObject({ ...body, id: sent.id, experienceIds: [entry.id] })
    const refused = await admin.call(routes.editExperienceValidation, {
      params: { id: sent.id },
      body: { ...body, end: addDaysToDay(today(), -50) },
    })
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ end: [V.endBeforeStart] })
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'experience_validation.edit'))
    expect(audit.find((event) => event.subjectId === String(sent.id))?.details).toMatchObject({
      before: { supervisorEmail: 'edit@example.test', hours: 10 },
      after: { supervisorEmail: 'edited@example.test', hours: 12.25 },
    })
    expect(
      (await admin.call(routes.editExperienceValidation, { params: { id: 2_000_000_000 }, body })).statusCode,
    ).toBe(404)
  })
})

// Last: it moves the app's clock past the link's life.
describe('an expired link', () => {
  it('says the link expired and records nothing', async () => {
    const { log } = await candidate()
    const entry = await log({
      supervisorEmail: 'late@example.test',
      organization: 'Harbor',
      start: 40,
      end: 20,
      hours: 10,
    })
    const [sent] = (await send([entry.id])).data().validations
    if (!sent) throw new Error('nothing sent')
    const token = await tokenSentTo('late@example.test')
    t.clock.advance(29 * 86_400_000)
    expect((await verification(visitor(), token)).data().state).toBe('open')
    t.clock.advance(2 * 86_400_000)
    const expired = await verification(visitor(), token)
    expect(expired.json()).toEqual({ state: 'expired' })
    expect(expired.body).not.toContain('Robin')
    const late = await verify(visitor(), token, answer())
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(V.linkExpired)
    expect((await validationRow(sent.id)).signedAt).toBeNull()
  })
})
