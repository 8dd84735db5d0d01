import {
  CandidateMessages,
  DashboardLinks,
  ExtensionMessages as M,
  addDaysToDay,
  addMonthsToDay,
  candidateRoutes,
  cartRoutes,
  easternDay,
  extendedDate,
  extensionRoutes as routes,
  formatDate,
  registrationRoutes,
  type AdminExtension,
  type CertificationDashboard,
  type Day,
  type ExpirationStatus,
  type ExtensionBody,
  type PayResult,
} from '@portal/contracts'
import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  extensions,
  lineItems,
  notifications,
  paymentAttempts,
  registrations,
  reportingPeriods,
  reviews,
  transactions,
  userCertifications,
  users,
} from '../../db/schema'
import { heldCertification } from '../../../test/certification-fixtures'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { approvedRegistration, certificationOf, changeRegistration, pay } from '../../../test/registration-fixtures'
import { createDeadlineJobs, registrationDeadlines, type DeadlineJobs } from '../registrations/deadlines.jobs'

let t: TestApp
let admin: TestClient
let jobs: DeadlineJobs
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedIn(t, 'admin')).client
  // The job as the queue runs it, callable twice at once (two instances).
  jobs = createDeadlineJobs({
    db: t.database.db,
    clock: t.clock,
    appUrl: 'http://portal.test',
    notifications: t.notifications,
    extensions: t.extensions,
    log: t.app.log,
  })
})
afterAll(async () => {
  await t?.close()
})

const today = () => easternDay(t.clock.now())
const inDays = (days: number) => addDaysToDay(today(), days)
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}

/** A member with an AFC® registration past registration approval (in progress by default). */
async function candidate(
  options: {
    deadline?: string
    status?: 'in_progress' | 'complete' | 'final_approval'
    expirationStatus?: ExpirationStatus
  } = {},
) {
  const { client, user } = await signedIn(t)
  const registration = await registrationOf(user.id, options)
  return { client, user, registration }
}

async function registrationOf(
  userId: number,
  options: {
    deadline?: string
    status?: 'in_progress' | 'complete' | 'final_approval'
    expirationStatus?: ExpirationStatus
  },
) {
  return approvedRegistration(t, userId, {
    values: {
      status: options.status ?? 'in_progress',
      enrolledOn: addMonthsToDay(today(), -30),
      deadline: options.deadline ?? inDays(30),
      expirationStatus: options.expirationStatus ?? 'not_expired',
      payExamFeeUpfront: false,
    },
  })
}

/** A certificant whose current reporting period ends on `lapseDate`. */
async function certificant(options: { lapseDate: string; status?: 'good_standing' | 'lapsed_ceus' | 'revoked' }) {
  const { client, user } = await signedIn(t)
  const [period] = await t.database.db
    .insert(reportingPeriods)
    .values({
      name: `test-${randomUUID().slice(0, 8)}`,
      startsOn: addMonthsToDay(options.lapseDate, -24),
      endsOn: options.lapseDate,
    })
    .returning()
  const held = await heldCertification(t, user.id, {
    status: options.status ?? 'good_standing',
    certifiedOn: addMonthsToDay(today(), -36),
    reportingPeriodId: period?.id,
  })
  return { client, user, held }
}

const body = (program: Pick<ExtensionBody, 'registrationId' | 'userCertificationId'>): ExtensionBody => ({
  ...program,
  completedHours: 640.5,
  signature: 'Pat Candidate',
})
const requestExtension = (client: TestClient, program: Pick<ExtensionBody, 'registrationId' | 'userCertificationId'>) =>
  client.call(routes.requestExtension, { body: body(program) })
const pageOf = async (client: TestClient) => (await client.call(routes.getExtensionPage)).data()
const cartOf = async (client: TestClient) => (await client.call(cartRoutes.getCartItems)).data()
const adminView = async (id: number) => (await admin.call(routes.getAdminExtension, { params: { id } })).data()
const approve = (id: number, message?: string) =>
  admin.call(routes.approveExtension, { params: { id }, body: { message } })
const reject = (id: number, message?: string) =>
  admin.call(routes.rejectExtension, { params: { id }, body: { message } })
const listIds = async (filter?: string[]) =>
  (await admin.call(routes.listAdminExtensions, { query: { limit: 100, ...(filter ? { filter } : {}) } }))
    .data()
    .data.map((row) => row.id)

async function registrationRow(id: number) {
  const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id))
  if (!row) throw new Error('no registration')
  return row
}

async function extensionRow(id: number) {
  const [row] = await t.database.db.select().from(extensions).where(eq(extensions.id, id))
  return row ?? null
}

const titlesOf = async (userId: number) =>
  (
    await t.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)
  ).map((n) => n.title)

async function mailTo(email: string, subject: string) {
  await t.queue.runDue()
  return t.mail.sent.filter((mail) => mail.to === email && mail.subject === subject)
}

async function dashboardOf(client: TestClient): Promise<CertificationDashboard> {
  return (await client.call(candidateRoutes.certificationDashboard)).data()
}

/** A registration extension requested and checked out with a card: waiting in the staff queue. */
async function submitted(options: { deadline?: string; expirationStatus?: ExpirationStatus } = {}) {
  const member = await candidate(options)
  const extension = (await requestExtension(member.client, { registrationId: member.registration.id })).data().extension
  const paid = await pay(member.client)
  expect(paid.statusCode).toBe(200)
  return { ...member, extension }
}

describe('GET /api/extension', () => {
  it('offers the registrations and certifications that may be extended now, the fee and the requests', async () => {
    const { client, user, registration } = await candidate({ deadline: inDays(30) })
    const period = '2031-06-30'
    const [periodRow] = await t.database.db
      .insert(reportingPeriods)
      .values({ name: `test-${randomUUID().slice(0, 8)}`, startsOn: '2029-07-01', endsOn: period })
      .returning()
    const held = await heldCertification(t, user.id, {
      certification: 'afcc',
      status: 'lapsed_ceus',
      certifiedOn: '2024-01-01',
      reportingPeriodId: periodRow?.id,
    })

    const page = await pageOf(client)
    expect(page).toMatchObject({ feeCents: 20000, months: 6, requests: [] })
    expect(page.programs).toEqual([
      {
        type: 'registration',
        registrationId: registration.id,
        userCertificationId: null,
        name: 'AFC® registration',
        date: inDays(30),
        extendedUntil: extendedDate(inDays(30)),
      },
      {
        type: 'certification',
        registrationId: null,
        userCertificationId: held?.id,
        name: 'AFCC® certification',
        date: period,
        extendedUntil: '2031-12-30',
      },
    ])
  })

  it('leaves out a complete registration, one past its request window and a revoked certification', async () => {
    const { client, user } = await candidate({ status: 'complete', deadline: inDays(-10) })
    await registrationOf(user.id, { deadline: addDaysToDay(addMonthsToDay(today(), -6), -1) })
    expect((await pageOf(client)).programs).toEqual([])
    const revoked = await certificant({ lapseDate: inDays(40), status: 'revoked' })
    expect((await pageOf(revoked.client)).programs).toEqual([])
  })
})

describe('POST /api/extension', () => {
  it('puts the request and its $200 fee in the cart; a second request answers the first', async () => {
    const { client, user, registration } = await candidate()
    const first = (await requestExtension(client, { registrationId: registration.id })).data().extension
    expect(first).toMatchObject({
      type: 'registration',
      typeLabel: M.registrationType,
      program: 'AFC® registration',
      completedHours: 640.5,
      state: 'in_cart',
      submittedAt: null,
      previousDeadline: registration.deadline,
      extendedUntil: null,
    })
    const cart = await cartOf(client)
    expect(cart.items).toMatchObject([
      {
        categoryType: 'extension',
        categoryId: first.id,
        registrationId: registration.id,
        name: 'Extension request (6 months)',
        finalPrice: 20000,
      },
    ])

    const again = (await requestExtension(client, { registrationId: registration.id })).data().extension
    expect(again.id).toBe(first.id)
    expect((await cartOf(client)).items).toHaveLength(1)
    expect(await t.database.db.select().from(extensions).where(eq(extensions.userId, user.id))).toHaveLength(1)
    const page = await pageOf(client)
    expect(page.programs).toEqual([])
    expect(page.requests).toMatchObject([{ id: first.id, state: 'in_cart' }])
  })

  it('refuses program ids past an integer column (422, never 500)', async () => {
    const { client } = await candidate()
    for (const program of [{ registrationId: 2_147_483_648 }, { userCertificationId: 2_147_483_648 }]) {
      const refused = await requestExtension(client, program)
      expect(refused.statusCode, JSON.stringify(program)).toBe(422)
      expect(Object.keys(errorsOf(refused))).toEqual(Object.keys(program))
    }
  })

  it("refuses, on program, another member's registration, an unknown one and one that cannot be extended", async () => {
    const { client, user } = await candidate()
    const other = await candidate()
    const otherCertificant = await certificant({ lapseDate: inDays(60) })
    const complete = await registrationOf(user.id, { status: 'complete' })
    for (const program of [
      { registrationId: other.registration.id },
      { registrationId: 99_999_999 },
      { registrationId: complete.id },
      { userCertificationId: otherCertificant.held.id },
    ]) {
      const refused = await requestExtension(client, program)
      expect(refused.statusCode, JSON.stringify(program)).toBe(422)
      expect(errorsOf(refused)).toEqual({ program: [M.notExtendable] })
    }
    const none = await client.call(routes.requestExtension, { body: { completedHours: 1, signature: 'X' } })
    expect(none.statusCode).toBe(422)
    expect(errorsOf(none).program).toEqual([M.chooseProgram])
    const unsigned = await client.call(routes.requestExtension, {
      body: { registrationId: other.registration.id, completedHours: 1, signature: ' ' },
    })
    expect(errorsOf(unsigned).signature).toEqual([M.required])
    // Nothing of the other member's changed.
    expect(
      await t.database.db.select().from(extensions).where(eq(extensions.registrationId, other.registration.id)),
    ).toEqual([])
  })

  it('refuses a second extension once one was submitted', async () => {
    const { client, registration } = await submitted()
    const refused = await requestExtension(client, { registrationId: registration.id })
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ program: [M.alreadyRequested] })
  })

  it('marks an expired registration expired with an extension; removing it from the cart restores the status', async () => {
    const { client, registration } = await candidate({
      deadline: inDays(-10),
      expirationStatus: 'expired_without_extension',
    })
    const extension = (await requestExtension(client, { registrationId: registration.id })).data().extension
    expect((await registrationRow(registration.id)).expirationStatus).toBe('expired_with_extension')
    const [line] = (await cartOf(client)).items
    const removed = await client.call(cartRoutes.removeCartItem, { body: { line_item_id: line?.id ?? 0 } })
    expect(removed.data().items).toEqual([])
    expect(await extensionRow(extension.id)).toBeNull()
    expect((await registrationRow(registration.id)).expirationStatus).toBe('expired_without_extension')
    expect((await pageOf(client)).programs).toMatchObject([{ registrationId: registration.id }])
  })
})

describe('checkout', () => {
  it('with a card submits the request to the staff queue and charges nothing; unpaid ones stay out', async () => {
    const member = await candidate()
    const extension = (await requestExtension(member.client, { registrationId: member.registration.id })).data()
      .extension
    const waiting = await candidate()
    const unpaid = (await requestExtension(waiting.client, { registrationId: waiting.registration.id })).data()
      .extension
    const charges = t.sandbox.charges.length
    const paid = await pay(member.client)
    expect(paid.statusCode).toBe(200)
    expect(paid.json<PayResult>()).toMatchObject({
      transactionId: null,
      submittedForApproval: [{ name: 'Extension request (6 months)', amount: 20000 }],
    })
    expect(t.sandbox.charges.length).toBe(charges)
    expect((await extensionRow(extension.id))?.submittedAt).toBeInstanceOf(Date)
    expect(await titlesOf(member.user.id)).toContain(M.submittedTitle)
    expect((await cartOf(member.client)).items).toEqual([])
    expect((await pageOf(member.client)).requests).toMatchObject([{ id: extension.id, state: 'under_review' }])

    const queue = await listIds()
    expect(queue).toContain(extension.id)
    expect(queue).not.toContain(unpaid.id)
    // Staff do not find a request still in a cart.
    expect((await admin.call(routes.getAdminExtension, { params: { id: unpaid.id } })).statusCode).toBe(404)
  })
})

describe('the payment history', () => {
  const historyOf = async (client: TestClient) =>
    (await client.request({ method: 'GET', url: '/api/payments' })).json<{
      data: { status: string; amount: number }[]
    }>()

  it('lists a submitted request as pending approval until staff decide it', async () => {
    const member = await submitted()
    expect((await historyOf(member.client)).data).toMatchObject([{ status: 'pending_approval', amount: 20000 }])
    expect(
      (await admin.call(routes.rejectExtension, { params: { id: member.extension.id }, body: {} })).statusCode,
    ).toBe(200)
    expect((await historyOf(member.client)).data).toEqual([])
  })
})

describe('staff decisions', () => {
  it('approval charges the saved card once, moves the deadline by six months, unlocks the dashboard and tells the member', async () => {
    const deadline = inDays(-5)
    const { client, user, registration, extension } = await submitted({ deadline })
    expect((await registrationRow(registration.id)).expirationStatus).toBe('expired_with_extension')
    // A request waiting for review unlocks nothing.
    expect((await dashboardOf(client)).variant).toBe('not_certified')

    const view = await adminView(extension.id)
    expect(view).toMatchObject({
      user: { id: user.id },
      type: 'registration',
      typeLabel: M.registrationType,
      program: 'AFC® registration',
      certification: (await certificationOf(t, 'afc')).name,
      completedHours: 640.5,
      signature: 'Pat Candidate',
      approved: null,
      previousDeadline: deadline,
      extendedUntil: extendedDate(deadline),
      chargeOnApproval: 20000,
      savedCard: { brand: 'visa', last4: '4242' },
      reviews: [],
    })

    const charges = t.sandbox.charges.length
    const [first, second] = await Promise.all([approve(extension.id, 'Granted'), approve(extension.id, 'Granted')])
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(first.data()).toMatchObject({ approved: true, chargeOnApproval: 0, extendedUntil: extendedDate(deadline) })
    expect(first.data().reviews).toMatchObject([
      { approved: true, message: '<p>Granted</p>', reviewer: expect.any(String) },
    ])
    expect(t.sandbox.charges.length).toBe(charges + 1)
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toMatchObject([
      { type: 'off_session', amountCents: 20000 },
    ])

    const after = await registrationRow(registration.id)
    expect(after).toMatchObject({
      deadline: extendedDate(deadline),
      expirationStatus: 'not_expired',
      deadlineReminderDays: null,
    })
    const dashboard = await dashboardOf(client)
    expect(dashboard.variant).toBe('candidate')
    if (dashboard.variant === 'candidate') {
      expect(dashboard.candidate.isLocked).toBe(false)
      expect(dashboard.candidate.deadline).toBe(formatDate(extendedDate(deadline)))
    }
    expect(await titlesOf(user.id)).toContain(M.approvedTitle)
    expect(await mailTo(user.email, M.approvedTitle)).toHaveLength(1)
    expect(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'extension.approve'), eq(auditEvents.subjectId, String(extension.id)))),
    ).toHaveLength(1)

    // The same decision again answers it without a charge; the other decision is refused.
    expect((await approve(extension.id)).statusCode).toBe(200)
    expect(t.sandbox.charges.length).toBe(charges + 1)
    const refused = await reject(extension.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(M.notPending)
  })

  it('a request waiting for review unlocks nothing: the exam stays locked past the deadline', async () => {
    const { client, registration } = await submitted({ deadline: inDays(-2) })
    expect((await registrationRow(registration.id)).expirationStatus).toBe('expired_with_extension')
    const locked = await client.call(candidateRoutes.payExam, {
      params: { id: registration.id },
      body: { examAgreement: true, internationalExam: false },
    })
    expect(locked.statusCode).toBe(409)
    expect(locked.json<{ message: string }>().message).toBe(CandidateMessages.examLocked)
  })

  it('refuses to approve without a card on file (422 on approved), and a declined card approves nothing (402)', async () => {
    const noCard = await submitted()
    await t.database.db.update(users).set({ paymentMethodId: null }).where(eq(users.id, noCard.user.id))
    const refused = await approve(noCard.extension.id)
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ approved: [M.noCardOnFile] })

    const declined = await submitted()
    await t.database.db
      .update(users)
      .set({ paymentMethodId: 'pm_card_chargeDeclined' })
      .where(eq(users.id, declined.user.id))
    const response = await approve(declined.extension.id)
    expect(response.statusCode).toBe(402)
    expect((await extensionRow(declined.extension.id))?.approved).toBeNull()
    expect((await registrationRow(declined.registration.id)).deadline).toBe(declined.registration.deadline)
  })

  it('stores the staff message as escaped HTML like every review; the e-mail says it as text', async () => {
    const rejected = await submitted()
    const response = await reject(rejected.extension.id, 'Not <b>eligible</b>\nCall us')
    expect(response.data().reviews).toMatchObject([
      { approved: false, message: '<p>Not &lt;b&gt;eligible&lt;/b&gt;<br>Call us</p>' },
    ])
    const [mail] = await mailTo(rejected.user.email, M.rejectedTitle)
    expect(mail?.html).toContain('Not &lt;b&gt;eligible&lt;/b&gt;')
    expect(mail?.html).not.toContain('<b>eligible')

    // Approved through the charge: the same message, made from the charge's notes.
    const approved = await submitted()
    expect((await approve(approved.extension.id, 'OK <i>then</i>')).statusCode).toBe(200)
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.extensionId, approved.extension.id))
    expect(review?.message).toBe('<p>OK &lt;i&gt;then&lt;/i&gt;</p>')
  })

  it('extends from the current deadline when staff moved it since the request, and records it', async () => {
    const { registration, extension } = await submitted({ deadline: inDays(-5) })
    const moved = inDays(10)
    await changeRegistration(t, registration.id, { deadline: moved })
    const approved = await approve(extension.id)
    expect(approved.statusCode).toBe(200)
    expect(approved.data()).toMatchObject({ previousDeadline: moved, extendedUntil: extendedDate(moved) })
    expect(await extensionRow(extension.id)).toMatchObject({
      previousDeadline: moved,
      extendedUntil: extendedDate(moved),
    })
    expect((await registrationRow(registration.id)).deadline).toBe(extendedDate(moved))
  })

  it('refuses (409, before any charge) an approval whose six months have already passed', async () => {
    const { registration, extension } = await submitted({ deadline: inDays(-5) })
    // Staff moved the deadline back since the request: six months after it is already past.
    const longAgo = addMonthsToDay(today(), -7)
    await changeRegistration(t, registration.id, { deadline: longAgo })
    const charges = t.sandbox.charges.length
    const refused = await approve(extension.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(M.tooLate)
    expect(t.sandbox.charges.length).toBe(charges)
    expect(await extensionRow(extension.id)).toMatchObject({ approved: null, extendedUntil: null })
    expect((await registrationRow(registration.id)).deadline).toBe(longAgo)
    // Rejecting it still works.
    expect((await reject(extension.id)).statusCode).toBe(200)
  })

  it('refuses a certification extension whose lapse date moved more than six months back', async () => {
    const { client, held } = await certificant({ lapseDate: inDays(-10), status: 'lapsed_ceus' })
    const extension = (await requestExtension(client, { userCertificationId: held.id })).data().extension
    expect((await pay(client)).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(userCertifications).where(eq(userCertifications.id, held.id))
    await t.database.db
      .update(reportingPeriods)
      .set({ endsOn: addMonthsToDay(today(), -8) })
      .where(eq(reportingPeriods.id, row?.reportingPeriodId ?? 0))
    const refused = await approve(extension.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(M.tooLate)
  })

  it('a request paid at checkout (admin override) is approved without a charge', async () => {
    const member = await candidate()
    await requestExtension(member.client, { registrationId: member.registration.id })
    const cashier = await signedIn(t, 'admin')
    expect((await cashier.client.post(`/api/admin/impersonate/${member.user.id}`)).statusCode).toBe(200)
    const paid = await cashier.client.post('/api/cart/pay', { paymentMethodType: 'admin', overrideNotes: 'Check #12' })
    expect(paid.statusCode).toBe(200)
    const [extension] = await t.database.db.select().from(extensions).where(eq(extensions.userId, member.user.id))
    if (!extension) throw new Error('no extension')
    expect(extension.submittedAt).toBeInstanceOf(Date)
    expect((await adminView(extension.id)).chargeOnApproval).toBe(0)
    const charges = t.sandbox.charges.length
    expect((await approve(extension.id)).data().approved).toBe(true)
    expect(t.sandbox.charges.length).toBe(charges)
  })

  it('rejection charges nothing, records the review and leaves the registration expired', async () => {
    const { client, user, registration, extension } = await submitted({ deadline: inDays(-3) })
    const charges = t.sandbox.charges.length
    const response = await reject(extension.id, 'Not eligible')
    expect(response.statusCode).toBe(200)
    expect(response.data()).toMatchObject({
      approved: false,
      chargeOnApproval: 0,
      extendedUntil: null,
      reviews: [{ approved: false, message: '<p>Not eligible</p>' }],
    })
    expect(t.sandbox.charges.length).toBe(charges)
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.extensionId, extension.id))
    expect(review).toMatchObject({ status: 'rejected', approved: false })
    expect((await registrationRow(registration.id)).expirationStatus).toBe('expired')
    expect(await titlesOf(user.id)).toContain(M.rejectedTitle)
    expect(await mailTo(user.email, M.rejectedTitle)).toHaveLength(1)
    // The reason reaches the member: in the notification and on the list of requests.
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, M.rejectedTitle)))
    expect(told?.message).toBe(M.rejectedWithReason('Not eligible'))
    expect((await pageOf(client)).requests).toMatchObject([
      { id: extension.id, state: 'rejected', decisionMessage: 'Not eligible' },
    ])

    expect((await reject(extension.id)).statusCode).toBe(200)
    const refused = await approve(extension.id)
    expect(refused.statusCode).toBe(409)
    expect(t.sandbox.charges.length).toBe(charges)
  })

  it('lists submitted requests: pending by default, filtered by status null, 1 or 0, newest first', async () => {
    const pending = await submitted()
    const later = await submitted()
    const approved = await submitted()
    await approve(approved.extension.id)
    const rejected = await submitted()
    await reject(rejected.extension.id)

    const byDefault = await listIds()
    expect(byDefault).toEqual(expect.arrayContaining([pending.extension.id, later.extension.id]))
    expect(byDefault).not.toContain(approved.extension.id)
    expect(byDefault).not.toContain(rejected.extension.id)
    expect(byDefault.indexOf(later.extension.id)).toBeLessThan(byDefault.indexOf(pending.extension.id))
    expect(await listIds(['status,null'])).toEqual(byDefault)
    const approvedIds = await listIds(['status,1'])
    expect(approvedIds).toContain(approved.extension.id)
    expect(approvedIds).not.toContain(pending.extension.id)
    const rejectedIds = await listIds(['status,0'])
    expect(rejectedIds).toEqual(expect.arrayContaining([rejected.extension.id]))
    expect(rejectedIds).not.toContain(approved.extension.id)

    const page = (
      await admin.call(routes.listAdminExtensions, {
        query: { limit: 100, filter: [`lastName,${pending.user.lastName}`, 'status,null'] },
      })
    ).data()
    expect(page.data.find((row) => row.id === pending.extension.id)).toMatchObject({
      userId: pending.user.id,
      firstName: pending.user.firstName,
      certification: (await certificationOf(t, 'afc')).name,
      completedHours: 640.5,
      approved: null,
      submittedAt: expect.any(String),
    })
    const bad = await admin.call(routes.listAdminExtensions, { query: { sort: ['signature,asc'] } })
    expect(bad.statusCode).toBe(422)
  })
})

describe('a certification extension', () => {
  it('moves the CEU lapse date by six months; lapsed for CEUs returns to good standing', async () => {
    const lapseDate = inDays(-10)
    const { client, user, held } = await certificant({ lapseDate, status: 'lapsed_ceus' })
    const before = await dashboardOf(client)
    expect(before).toMatchObject({
      variant: 'certified',
      certifications: [
        {
          deadlineBanner: {
            tone: 'danger',
            message: M.certificationLapsed('AFC®', formatDate(lapseDate)),
            action: { label: M.fileAnExtension, to: DashboardLinks.extensionRequest },
          },
        },
      ],
    })
    const extension = (await requestExtension(client, { userCertificationId: held.id })).data().extension
    expect(extension).toMatchObject({
      type: 'certification',
      typeLabel: M.certificationType,
      previousDeadline: lapseDate,
    })
    expect((await cartOf(client)).items).toMatchObject([
      { categoryType: 'extension', registrationId: null, finalPrice: 20000 },
    ])
    expect(await dashboardOf(client)).toMatchObject({
      certifications: [{ deadlineBanner: { action: { label: M.viewInCart, to: DashboardLinks.cart } } }],
    })
    expect((await pay(client)).statusCode).toBe(200)
    expect(await adminView(extension.id)).toMatchObject({
      type: 'certification',
      typeLabel: M.certificationType,
      program: 'AFC® certification',
      userCertificationId: held.id,
      extendedUntil: extendedDate(lapseDate),
    })
    expect((await approve(extension.id)).data()).toMatchObject({
      approved: true,
      extendedUntil: extendedDate(lapseDate),
    })
    const [after] = await t.database.db.select().from(userCertifications).where(eq(userCertifications.id, held.id))
    expect(after?.status).toBe('good_standing')
    expect((await pageOf(client)).programs).toEqual([])
    // The lapse date is now six months later: more than 90 days away, so no banner.
    expect(await dashboardOf(client)).toMatchObject({
      certifications: [{ status: 'good_standing', deadlineBanner: null }],
    })
    expect(await titlesOf(user.id)).toContain(M.approvedTitle)
  })

  it('warns within 90 days of the lapse date', async () => {
    const { client } = await certificant({ lapseDate: inDays(90) })
    expect(await dashboardOf(client)).toMatchObject({
      certifications: [
        {
          deadlineBanner: {
            tone: 'warning',
            message: M.certificationGoingToLapse('AFC®', formatDate(inDays(90))),
            action: { label: M.fileAnExtension, to: DashboardLinks.extensionRequest },
          },
        },
      ],
    })
    const far = await certificant({ lapseDate: inDays(91) })
    expect(await dashboardOf(far.client)).toMatchObject({ certifications: [{ deadlineBanner: null }] })
  })
})

describe('the deadline banner on the candidate dashboard', () => {
  const candidateView = async (client: TestClient) => {
    const view = await dashboardOf(client)
    if (view.variant !== 'candidate') throw new Error(`expected the candidate view, got ${view.variant}`)
    return view.candidate
  }

  it('warns 90 days before the deadline, not 91', async () => {
    const { client } = await candidate({ deadline: inDays(90) })
    expect((await candidateView(client)).deadlineBanner).toEqual({
      tone: 'warning',
      message: M.registrationGoingToExpire('AFC®', formatDate(inDays(90))),
      action: { label: M.fileAnExtension, to: DashboardLinks.extensionRequest },
    })
    const far = await candidate({ deadline: inDays(91) })
    expect((await candidateView(far.client)).deadlineBanner).toBeNull()
  })

  it('says it has expired past the deadline, and offers the cart while a request waits there', async () => {
    const { client } = await candidate({ deadline: inDays(-1) })
    const view = await candidateView(client)
    expect(view.isLocked).toBe(true)
    expect(view.lockedNotice).toBe(CandidateMessages.lockedBanner(formatDate(inDays(-1))))
    expect(view.deadlineBanner).toEqual({
      tone: 'danger',
      message: M.registrationExpired('AFC®', formatDate(inDays(-1))),
      action: { label: M.fileAnExtension, to: DashboardLinks.extensionRequest },
    })
    const soon = await candidate({ deadline: inDays(20) })
    await requestExtension(soon.client, { registrationId: soon.registration.id })
    expect((await candidateView(soon.client)).deadlineBanner?.action).toEqual({
      label: M.viewInCart,
      to: DashboardLinks.cart,
    })
  })
})

describe('staff moving the deadline', () => {
  const edit = (registration: { id: number; enrolledOn: string | null; requiredHours: number }, deadline: string) =>
    admin.call(registrationRoutes.editRegistration, {
      params: { id: registration.id },
      body: {
        requiredHours: registration.requiredHours,
        mspClass: null,
        enrolledOn: registration.enrolledOn,
        deadline,
      },
    })

  it('rewrites the expiration status from the latest request and sends the reminders afresh', async () => {
    const { registration } = await candidate({ deadline: inDays(20) })
    await jobs.run()
    expect((await registrationRow(registration.id)).deadlineReminderDays).toBe(30)

    // Moved into the past with no request: expired, an extension may still be requested.
    expect((await edit(registration, inDays(-3))).statusCode).toBe(200)
    expect(await registrationRow(registration.id)).toMatchObject({
      expirationStatus: 'expired_without_extension',
      deadlineReminderDays: null,
    })
    // Moved forward again: not expired, and the reminders of the new deadline go out.
    expect((await edit(registration, inDays(60))).statusCode).toBe(200)
    expect((await registrationRow(registration.id)).expirationStatus).toBe('not_expired')
    await jobs.run()
    expect((await registrationRow(registration.id)).deadlineReminderDays).toBe(90)
  })

  it('counts a request waiting for review: expired with an extension', async () => {
    const { registration } = await submitted({ deadline: inDays(20) })
    expect((await edit(registration, inDays(-1))).statusCode).toBe(200)
    expect((await registrationRow(registration.id)).expirationStatus).toBe('expired_with_extension')
  })
})

describe('the daily deadline job', () => {
  const remindersOf = async (userId: number) =>
    (await titlesOf(userId)).filter((title) => title.startsWith('Your AFC® registration expires in'))

  it('is registered with the queue and runs from it', async () => {
    const { user, registration } = await candidate({ deadline: inDays(90) })
    await t.queue.enqueue(t.database.db, registrationDeadlines, {})
    await t.queue.runDue()
    expect((await registrationRow(registration.id)).deadlineReminderDays).toBe(90)
    expect(await remindersOf(user.id)).toEqual([M.reminderTitle('AFC®', 90)])
  })

  it('sends the 90, 30 and 7-day reminders exactly once, even when two runs overlap', async () => {
    const { user, registration } = await candidate({ deadline: inDays(90) })
    await Promise.all([jobs.run(), jobs.run()])
    await jobs.run()
    expect(await remindersOf(user.id)).toEqual([M.reminderTitle('AFC®', 90)])
    expect(await mailTo(user.email, M.reminderTitle('AFC®', 90))).toHaveLength(1)

    // Time passes: 30 days before the deadline, then 7.
    await changeRegistration(t, registration.id, { deadline: inDays(30) })
    await Promise.all([jobs.run(), jobs.run()])
    await changeRegistration(t, registration.id, { deadline: inDays(7) })
    await Promise.all([jobs.run(), jobs.run()])
    await jobs.run()
    expect(await remindersOf(user.id)).toEqual([
      M.reminderTitle('AFC®', 90),
      M.reminderTitle('AFC®', 30),
      M.reminderTitle('AFC®', 7),
    ])
    expect((await registrationRow(registration.id)).deadlineReminderDays).toBe(7)
    expect(await mailTo(user.email, M.reminderTitle('AFC®', 7))).toHaveLength(1)
  })

  it('catches up a missed reminder and reminds nobody who is not working toward the deadline', async () => {
    const late = await candidate({ deadline: inDays(20) })
    const complete = await candidate({ deadline: inDays(20), status: 'complete' })
    const far = await candidate({ deadline: inDays(91) })
    await jobs.run()
    expect(await remindersOf(late.user.id)).toEqual([M.reminderTitle('AFC®', 20)])
    expect((await registrationRow(late.registration.id)).deadlineReminderDays).toBe(30)
    expect(await remindersOf(complete.user.id)).toEqual([])
    expect(await remindersOf(far.user.id)).toEqual([])
  })

  it('writes the expiration statuses, tells each member once, and a second run changes nothing', async () => {
    const justExpired = await candidate({ deadline: inDays(-1) })
    const longAgo = await candidate({ deadline: addDaysToDay(addMonthsToDay(today(), -6), -1) })
    const windowClosed = await candidate({
      deadline: addDaysToDay(addMonthsToDay(today(), -6), -1),
      expirationStatus: 'expired_without_extension',
    })
    const waiting = await candidate({ deadline: inDays(5) })
    await requestExtension(waiting.client, { registrationId: waiting.registration.id })
    await changeRegistration(t, waiting.registration.id, { deadline: inDays(-1) })
    const complete = await candidate({ deadline: inDays(-1), status: 'complete' })
    const extendedByStaff = await candidate({ deadline: inDays(200), expirationStatus: 'expired' })

    await Promise.all([jobs.run(), jobs.run()])
    const statuses = async () =>
      Promise.all(
        [justExpired, longAgo, windowClosed, waiting, complete, extendedByStaff].map(
          async (member) => (await registrationRow(member.registration.id)).expirationStatus,
        ),
      )
    expect(await statuses()).toEqual([
      'expired_without_extension',
      'expired',
      'expired',
      'expired_with_extension',
      'not_expired',
      'not_expired',
    ])
    const expiredTitle = M.expiredTitle('AFC®')
    const noticesOf = async (userId: number) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (n) => n.title === expiredTitle,
      )
    expect(await noticesOf(justExpired.user.id)).toMatchObject([{ message: M.expiredBody }])
    expect(await noticesOf(longAgo.user.id)).toMatchObject([{ message: M.expiredFinalBody }])
    for (const member of [windowClosed, waiting, complete, extendedByStaff]) {
      expect(await noticesOf(member.user.id)).toEqual([])
    }
    expect(await mailTo(justExpired.user.email, expiredTitle)).toHaveLength(1)

    const before = await t.database.db.select().from(notifications).where(like(notifications.title, 'Your AFC®%'))
    await jobs.run()
    expect(await statuses()).toEqual([
      'expired_without_extension',
      'expired',
      'expired',
      'expired_with_extension',
      'not_expired',
      'not_expired',
    ])
    expect(
      await t.database.db.select().from(notifications).where(like(notifications.title, 'Your AFC®%')),
    ).toHaveLength(before.length)
    expect((await dashboardOf(justExpired.client)).variant).toBe('not_certified')
  })
})

// Keep the line items of decided requests out of every member's cart.
describe('after a decision', () => {
  it('the rejected request’s fee never returns to the cart', async () => {
    const { client, extension } = await submitted()
    await reject(extension.id)
    expect((await cartOf(client)).items).toEqual([])
    const [line] = await t.database.db
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.categoryType, 'extension'), eq(lineItems.categoryId, extension.id)))
    expect(line).toMatchObject({ transactionId: null, showInCart: false })
    const view: AdminExtension = await adminView(extension.id)
    expect(view.chargeOnApproval).toBe(0)
  })
})

describe('a request whose window closes while it waits in the cart', () => {
  let traveled = 0
  /** Moves the clock to noon US Eastern on `day`, undone after each test (sessions idle out: sign in again). */
  function travelTo(day: Day) {
    const ms = Date.parse(`${day}T17:00:00Z`) - t.clock.now().getTime()
    t.clock.advance(ms)
    traveled += ms
  }
  afterEach(() => {
    t.clock.advance(-traveled)
    traveled = 0
  })

  /** A registration past its deadline whose request window ends in a few days, its request in the cart. */
  async function waitingInCart() {
    const deadline = addDaysToDay(addMonthsToDay(today(), -6), 3)
    const member = await candidate({ deadline, expirationStatus: 'expired_without_extension' })
    const extension = (await requestExtension(member.client, { registrationId: member.registration.id })).data()
      .extension
    expect((await registrationRow(member.registration.id)).expirationStatus).toBe('expired_with_extension')
    return { ...member, extension, lastDay: extendedDate(deadline) }
  }

  const removalNoticesOf = async (userId: number) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (notice) => notice.title === M.removedFromCartTitle,
    )

  it('checkout takes it out of the cart and refuses, before anything is charged or submitted', async () => {
    const member = await waitingInCart()
    travelTo(addDaysToDay(member.lastDay, 1))
    await member.client.login(member.user.email)
    const charges = t.sandbox.charges.length

    const refused = await pay(member.client)
    expect(refused.statusCode).toBe(422)
    expect(refused.json<{ message: string }>().message).toBe(M.windowClosed)
    expect(errorsOf(refused)).toEqual({ cart: [M.windowClosed] })

    expect((await cartOf(member.client)).items).toEqual([])
    expect(await extensionRow(member.extension.id)).toBeNull()
    expect((await registrationRow(member.registration.id)).expirationStatus).toBe('expired')
    // Nothing charged, no attempt stored, no card kept for an approval, nothing submitted.
    expect(t.sandbox.charges.length).toBe(charges)
    expect(
      await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, member.user.id)),
    ).toEqual([])
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.user.id))
    expect(user?.paymentMethodId ?? null).toBeNull()
    expect(await titlesOf(member.user.id)).not.toContain(M.submittedTitle)
    // The page no longer offers the registration either.
    expect((await pageOf(member.client)).programs).toEqual([])
  })

  it('the daily job takes it out of the cart and tells the member once; a second run removes nothing', async () => {
    const member = await waitingInCart()
    const certified = await certificant({
      lapseDate: addDaysToDay(addMonthsToDay(today(), -6), 3),
      status: 'lapsed_ceus',
    })
    const certification = (await requestExtension(certified.client, { userCertificationId: certified.held.id })).data()
      .extension
    travelTo(addDaysToDay(member.lastDay, 1))

    const runs = await Promise.all([jobs.run(), jobs.run()])
    expect(runs[0].removedRequests + runs[1].removedRequests).toBeGreaterThanOrEqual(2)
    for (const { client, user } of [member, certified]) {
      await client.login(user.email)
      expect((await cartOf(client)).items).toEqual([])
      expect(await removalNoticesOf(user.id)).toMatchObject([{ message: M.windowClosed }])
      expect(await mailTo(user.email, M.removedFromCartTitle)).toHaveLength(1)
    }
    expect(await extensionRow(member.extension.id)).toBeNull()
    expect(await extensionRow(certification.id)).toBeNull()
    expect((await registrationRow(member.registration.id)).expirationStatus).toBe('expired')

    expect((await jobs.run()).removedRequests).toBe(0)
    for (const { user } of [member, certified]) expect(await removalNoticesOf(user.id)).toHaveLength(1)
  })

  it('on its last day it stays in the cart and checks out as before; the next day only unpaid ones go', async () => {
    const member = await waitingInCart()
    const unpaid = await waitingInCart()
    travelTo(member.lastDay)
    await member.client.login(member.user.email)

    await jobs.run()
    expect((await cartOf(member.client)).items).toMatchObject([
      { categoryType: 'extension', categoryId: member.extension.id },
    ])
    const paid = await pay(member.client)
    expect(paid.statusCode).toBe(200)
    expect(paid.json<PayResult>()).toMatchObject({
      submittedForApproval: [{ name: 'Extension request (6 months)', amount: 20000 }],
    })
    expect((await extensionRow(member.extension.id))?.submittedAt).toBeInstanceOf(Date)

    travelTo(addDaysToDay(member.lastDay, 1))
    await jobs.run()
    expect(await extensionRow(unpaid.extension.id)).toBeNull()
    expect(await removalNoticesOf(unpaid.user.id)).toHaveLength(1)
    // A submitted request waits for staff, who refuse it as too late; the job leaves it alone.
    expect((await extensionRow(member.extension.id))?.submittedAt).toBeInstanceOf(Date)
    expect(await removalNoticesOf(member.user.id)).toEqual([])
  })
})
