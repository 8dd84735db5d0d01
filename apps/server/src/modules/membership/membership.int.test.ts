import {
  DashboardMessages,
  MembershipMessages as M,
  addDaysToDay,
  easternDay,
  formatDate,
  membershipEnd,
  type AdminMembershipRequest,
  type Cart,
  type ListResult,
  type MembershipOverview,
  type PayResult,
  type PaymentSummary,
} from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cannedMessages,
  discounts,
  membershipRequests,
  membershipTypes,
  notifications,
  transactions,
  userMemberships,
  users,
} from '../../db/schema'
import {
  createTestApp,
  multipartForm,
  signedIn,
  TEST_CONFIG,
  type TestApp,
  type TestClient,
} from '../../../test/harness'
import { SANDBOX_MESSAGES, sandboxGateway, sandboxWebhookSecret, type PaymentGateway } from '../../platform/payments'
import { eventInCart } from '../../../test/commerce-fixtures'
import { heldCertification } from '../../../test/certification-fixtures'

let t: TestApp
let admin: TestClient
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedIn(t, 'admin')).client
})
afterAll(async () => {
  await t.close()
})

const today = () => easternDay(new Date())
const typeId = async (key: 'professional' | 'student' | 'emeritus') => {
  const [row] = await t.database.db.select().from(membershipTypes).where(eq(membershipTypes.key, key))
  if (!row) throw new Error(`no ${key} membership type`)
  return row
}
const overviewOf = async (client: TestClient) =>
  (await client.request({ method: 'GET', url: '/api/membership' })).json<MembershipOverview>()
const join = (client: TestClient, fields: Record<string, string | number | boolean>, file?: Buffer) =>
  client.request({
    method: 'POST',
    url: '/api/membership',
    ...multipartForm(
      fields,
      file ? { field: 'media', data: file, name: 'transcript.pdf', type: 'application/pdf' } : null,
    ),
  })
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

async function giveMembership(userId: number, start: string, end: string) {
  const professional = await typeId('professional')
  await t.database.db
    .insert(userMemberships)
    .values({ userId, membershipTypeId: professional.id, startsOn: start, endsOn: end })
}

describe('GET /api/membership', () => {
  it('a newcomer: no membership, every type (student too), the Welcome Call, a term from today', async () => {
    const { client } = await signedIn(t)
    const overview = await overviewOf(client)
    expect(overview).toMatchObject({
      current: null,
      valid: false,
      standing: null,
      resources: [],
      latestMembershipRequest: null,
    })
    expect(overview.options.types.map((type) => type.key).sort()).toEqual(['emeritus', 'professional', 'student'])
    expect(overview.options).toMatchObject({ showWelcomeCall: true, nextStart: today(), blockedReason: null })
  })

  it('a member: the record, In Good Standing, resources by category, renewal from the day after the end', async () => {
    const { client, user } = await signedIn(t)
    const end = addDaysToDay(today(), 200)
    await giveMembership(user.id, addDaysToDay(today(), -164), end)
    const overview = await overviewOf(client)
    expect(overview).toMatchObject({ valid: true, standing: DashboardMessages.inGoodStanding, isExpiringSoon: false })
    expect(overview.current?.end).toBe(end)
    // The catalogue's first category with its resources, in their order.
    expect(overview.resources[0]?.category).toBe('The Journal')
    expect(overview.resources[0]?.resources.slice(0, 2).map((resource) => resource.name)).toEqual([
      'Journal of Financial Counseling and Planning',
      'Journal quizzes',
    ])
    expect(overview.options).toMatchObject({ showWelcomeCall: false, nextStart: addDaysToDay(end, 1) })
  })

  it("shows 'Expiring {date}' in the last 60 days", async () => {
    const { client, user } = await signedIn(t)
    const end = addDaysToDay(today(), 30)
    await giveMembership(user.id, addDaysToDay(today(), -334), end)
    const overview = await overviewOf(client)
    expect(overview).toMatchObject({ isExpiringSoon: true, standing: DashboardMessages.expiring(formatDate(end)) })
  })

  it('offers student membership only to users who hold no certification', async () => {
    const { client, user } = await signedIn(t)
    await heldCertification(t, user.id, { certifiedOn: '2024-01-15' })
    expect((await overviewOf(client)).options.types.map((type) => type.key)).not.toContain('student')
    const refused = await join(client, { membershipId: (await typeId('student')).id }, PDF)
    expect(errorsOf(refused).membershipId).toEqual([M.pickOption])
  })

  it('blocks a purchase more than 3 years ahead', async () => {
    const { client, user } = await signedIn(t)
    const end = addDaysToDay(today(), 3 * 365 + 10)
    await giveMembership(user.id, today(), end)
    const overview = await overviewOf(client)
    expect(overview.options.blockedReason).toBe(M.prepurchase(formatDate(end)))
    expect(overview.options.blockedReason).toMatch(
      /^You can only pre-purchase your AFCPE membership 3 years into the future/,
    )
    const response = await join(client, { membershipId: (await typeId('professional')).id })
    expect(errorsOf(response).membershipId).toEqual([M.prepurchase(formatDate(end))])
  })
})

describe('POST /api/membership', () => {
  it('puts a professional membership in the cart, replacing one already there', async () => {
    const { client } = await signedIn(t)
    const professional = await typeId('professional')
    await join(client, { membershipId: professional.id })
    const response = await join(client, { membershipId: professional.id, isRequestingCall: 'true' })
    expect(response.statusCode).toBe(200)
    const { latestMembershipRequest } = response.json<{
      latestMembershipRequest: { status: string; isRequestingCall: boolean; startsOn: string; endsOn: string }
    }>()
    expect(latestMembershipRequest).toMatchObject({
      status: 'cart',
      isRequestingCall: true,
      startsOn: today(),
      endsOn: membershipEnd(today()),
    })
    const cart = (await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>()
    expect(cart.items.map((item) => [item.categoryType, item.total])).toEqual([['membership', professional.priceCents]])
    expect(cart.showMembershipPrompt).toBe(false)
  })

  it.each([
    ['no type', {}, 'membershipId', M.pickOption],
    [
      'emeritus under 65',
      { key: 'emeritus', dateOfBirth: '1986-05-01', memberForTenYears: 'true' },
      'dateOfBirth',
      M.age65,
    ],
    ['emeritus without ten years', { key: 'emeritus', dateOfBirth: '1950-05-01' }, 'memberForTenYears', M.tenYears],
    ['student without a transcript', { key: 'student' }, 'media', M.required],
  ])('refuses %s on %s and changes nothing', async (_label, values, field, message) => {
    const { client } = await signedIn(t)
    const { key, ...rest } = values as { key?: 'emeritus' | 'student' } & Record<string, string>
    const fields = key ? { membershipId: (await typeId(key)).id, ...rest } : rest
    const response = await join(client, fields)
    expect(response.statusCode).toBe(422)
    expect(errorsOf(response)[field]).toEqual([message])
    expect((await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>().items).toEqual([])
  })

  it('accepts a student transcript only when it really is a PDF, JPEG or PNG, and keeps it for staff', async () => {
    const { client } = await signedIn(t)
    const student = await typeId('student')
    const fake = await join(client, { membershipId: student.id }, Buffer.from('<html>not a pdf</html>'))
    expect(errorsOf(fake).media).toEqual([M.transcriptType])
    const response = await join(client, { membershipId: student.id }, PDF)
    expect(response.statusCode).toBe(200)
    const [file] = response.json<{ latestMembershipRequest: { files: { url: string }[] } }>().latestMembershipRequest
      .files
    if (!file) throw new Error('no file kept')
    const own = await client.request({ method: 'GET', url: file.url })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('application/pdf')
    expect(own.rawPayload.equals(PDF)).toBe(true)
    expect((await admin.request({ method: 'GET', url: file.url })).statusCode).toBe(200)
    const stranger = await signedIn(t)
    expect((await stranger.client.request({ method: 'GET', url: file.url })).statusCode).toBe(404)
    // One path reads every uploaded file; a transcript is not deleted on its own, even by staff.
    expect(file.url).toMatch(/^\/api\/media\/\d+$/)
    expect((await stranger.client.request({ method: 'DELETE', url: file.url })).statusCode).toBe(404)
    expect((await client.request({ method: 'DELETE', url: file.url })).statusCode).toBe(404)
    expect((await admin.request({ method: 'DELETE', url: file.url })).statusCode).toBe(404)
    expect((await client.request({ method: 'GET', url: file.url })).statusCode).toBe(200)
  })

  it('accepts an emeritus request at 65 with ten consecutive years', async () => {
    const { client } = await signedIn(t)
    const response = await join(client, {
      membershipId: (await typeId('emeritus')).id,
      dateOfBirth: '1950-05-01',
      memberForTenYears: 'true',
    })
    expect(response.statusCode).toBe(200)
  })
})

/** The membership request of a test member (each has one). */
async function requestOf(db: TestApp['database']['db'], userId: number) {
  const [request] = await db.select().from(membershipRequests).where(eq(membershipRequests.userId, userId))
  if (!request) throw new Error('no request')
  return request
}

/** A member who joined and paid at checkout: the request waits for review, the card is on file. */
async function joinedAndPaid(card = 'pm_card_visa') {
  const member = await signedIn(t)
  await join(member.client, { membershipId: (await typeId('professional')).id })
  const paid = await member.client.request({
    method: 'POST',
    url: '/api/cart/pay',
    payload: { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' },
  })
  expect(paid.statusCode).toBe(200)
  const request = await requestOf(t.database.db, member.user.id)
  if (card !== 'pm_card_visa') {
    await t.database.db.update(users).set({ paymentMethodId: card }).where(eq(users.id, member.user.id))
  }
  return { ...member, requestId: request.id }
}

const decide = (client: TestClient, id: number, body: object) =>
  client.request({ method: 'POST', url: `/api/admin/membership/${id}`, payload: body })

describe('admin review', () => {
  it('lists submitted requests, never those still in a cart', async () => {
    const { requestId } = await joinedAndPaid()
    const inCart = await signedIn(t)
    await join(inCart.client, { membershipId: (await typeId('professional')).id })
    const list = await admin.request({ method: 'GET', url: '/api/admin/memberships?limit=100' })
    const ids = list.json<{ data: { id: number; type: string }[] }>().data.map((row) => row.id)
    expect(ids).toContain(requestId)
    const [cartRequest] = await t.database.db
      .select()
      .from(membershipRequests)
      .where(eq(membershipRequests.userId, inCart.user.id))
    expect(ids).not.toContain(cartRequest?.id)
  })

  it('pages the queue with its total, filtered by status', async () => {
    const queued = async () =>
      (await admin.request({ method: 'GET', url: '/api/admin/memberships?limit=100' })).json<{ total: number }>().total
    const before = await queued()
    await joinedAndPaid()
    await joinedAndPaid()
    const total = await queued()
    expect(total).toBe(before + 2)
    // A full first page of one: the total comes from the count, filtered like the page.
    const first = await admin.request({ method: 'GET', url: '/api/admin/memberships?limit=1&filter=status,pending' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ total, lastPage: total })
  })

  it('approval charges the saved card off-session once and grants 364 days; the member is told', async () => {
    const { client, user, requestId } = await joinedAndPaid()
    const professional = await typeId('professional')
    const view = (
      await admin.request({ method: 'GET', url: `/api/admin/membership/${requestId}` })
    ).json<AdminMembershipRequest>()
    expect(view).toMatchObject({
      chargeOnApproval: professional.priceCents,
      savedCard: { brand: 'visa', last4: '4242' },
      user: { id: user.id },
    })
    const charges = t.sandbox.charges.length
    const [first, second] = await Promise.all([
      decide(admin, requestId, { approved: true, message: 'Welcome aboard' }),
      decide(admin, requestId, { approved: true, message: 'Welcome aboard' }),
    ])
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(first.json<AdminMembershipRequest>()).toMatchObject({ status: 'approved', chargeOnApproval: 0 })
    expect(t.sandbox.charges.length).toBe(charges + 1)
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toMatchObject([
      { type: 'off_session', amountCents: professional.priceCents },
    ])
    const [record] = await t.database.db.select().from(userMemberships).where(eq(userMemberships.userId, user.id))
    expect(record).toMatchObject({ startsOn: today(), endsOn: membershipEnd(today()) })
    expect((await overviewOf(client)).standing).toBe(DashboardMessages.inGoodStanding)
    const titles = (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
      (n) => n.title,
    )
    expect(titles).toContain(M.granted)
    await t.queue.runDue()
    expect(
      t.mail.sent.some((mail) => mail.to === user.email && mail.subject === 'Your AFCPE membership is approved'),
    ).toBe(true)
    // Approving again answers the decision without charging.
    expect((await decide(admin, requestId, { approved: true })).statusCode).toBe(200)
    expect(t.sandbox.charges.length).toBe(charges + 1)
  })

  it.each([
    ['declined', 'pm_card_chargeDeclined', 'Your card was declined.'],
    ['needing authentication', 'pm_card_authenticationRequired', undefined],
  ])('a card %s grants nothing and the admin sees why', async (_label, card, message) => {
    const { user, requestId } = await joinedAndPaid(card)
    const response = await decide(admin, requestId, { approved: true })
    expect(response.statusCode).toBe(402)
    const body = response.json<{ message: string }>()
    expect(body.message).toBe(message ?? SANDBOX_MESSAGES.authenticationRequiredOffSession)
    const [request] = await t.database.db.select().from(membershipRequests).where(eq(membershipRequests.id, requestId))
    expect(request?.status).toBe('pending')
    expect(await t.database.db.select().from(userMemberships).where(eq(userMemberships.userId, user.id))).toEqual([])
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toEqual([])
  })

  it('rejection records the canned messages and the message, and tells the member', async () => {
    const { user, requestId } = await joinedAndPaid()
    const [canned] = await t.database.db
      .select()
      .from(cannedMessages)
      .where(eq(cannedMessages.category, 'membership_rejection'))
    const noMessage = await decide(admin, requestId, { approved: false })
    expect(errorsOf(noMessage).message).toEqual([M.rejectMessageRequired])
    const response = await decide(admin, requestId, {
      approved: false,
      message: 'Please send a current transcript.',
      selectedMessages: canned ? [canned.id] : [],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<AdminMembershipRequest>().status).toBe('rejected')
    expect(response.json<AdminMembershipRequest>().decisionMessage).toContain('Please send a current transcript.')
    const titles = (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
      (n) => n.title,
    )
    expect(titles).toContain(M.rejected)
    expect((await decide(admin, requestId, { approved: true })).statusCode).toBe(409)
  })

  it('deletes a request nothing was paid for, and refuses an approved one', async () => {
    const { requestId } = await joinedAndPaid()
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/membership/${requestId}` })).statusCode).toBe(200)
    expect(await t.database.db.select().from(membershipRequests).where(eq(membershipRequests.id, requestId))).toEqual(
      [],
    )
    const approved = await joinedAndPaid()
    await decide(admin, approved.requestId, { approved: true })
    const refused = await admin.request({ method: 'DELETE', url: `/api/admin/membership/${approved.requestId}` })
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(M.deleteFailed)
  })

  it('approving a request paid at checkout (admin override) grants without charging', async () => {
    const member = await signedIn(t)
    await join(member.client, { membershipId: (await typeId('professional')).id })
    // A staff member acting as the member records a payment by check at checkout.
    const cashier = await signedIn(t, 'admin')
    const acting = await cashier.client.request({ method: 'POST', url: `/api/admin/impersonate/${member.user.id}` })
    expect(acting.statusCode).toBe(200)
    const paid = await cashier.client.request({
      method: 'POST',
      url: '/api/cart/pay',
      payload: { paymentMethodType: 'admin', overrideNotes: 'Paid by check #2044' },
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json<PayResult>()).toMatchObject({ transactionId: expect.any(Number), submittedForApproval: [] })
    const request = await requestOf(t.database.db, member.user.id)
    expect(request.status).toBe('pending')

    const charges = t.sandbox.charges.length
    expect((await decide(admin, request.id, { approved: true })).json<AdminMembershipRequest>().status).toBe('approved')
    expect(t.sandbox.charges.length).toBe(charges)
  })
})

describe('a membership charged on approval, as the member sees it', () => {
  const historyOf = async (client: TestClient) =>
    (await client.request({ method: 'GET', url: '/api/payments' })).json<ListResult<PaymentSummary>>()

  it('checkout answers it submitted; the history lists it pending, with no receipt, until approval charges it', async () => {
    const member = await signedIn(t)
    const professional = await typeId('professional')
    await join(member.client, { membershipId: professional.id })
    const paid = await member.client.request({
      method: 'POST',
      url: '/api/cart/pay',
      payload: { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' },
    })
    expect(paid.json<PayResult>()).toMatchObject({
      transactionId: null,
      submittedForApproval: [{ name: professional.name, amount: professional.priceCents }],
    })

    const pending = await historyOf(member.client)
    expect(pending).toMatchObject({ total: 1, lastPage: 1 })
    expect(pending.data).toEqual([
      {
        key: expect.any(String),
        id: null,
        status: 'pending_approval',
        type: null,
        createdAt: expect.any(String),
        amount: professional.priceCents,
        description: professional.name,
      },
    ])
    expect(Number.isNaN(Date.parse(pending.data[0]?.createdAt ?? ''))).toBe(false)

    const request = await requestOf(t.database.db, member.user.id)
    expect((await decide(admin, request.id, { approved: true })).statusCode).toBe(200)
    const charged = await historyOf(member.client)
    expect(charged.data).toMatchObject([
      { id: expect.any(Number), status: 'paid', type: 'off_session', amount: professional.priceCents },
    ])
    expect(charged.total).toBe(1)
    const receipt = await member.client.request({ method: 'GET', url: `/api/payments/${charged.data[0]?.id}` })
    expect(receipt.statusCode).toBe(200)
  })

  it('a refused request leaves the history; other payments stay, newest first', async () => {
    const { client, user, requestId } = await joinedAndPaid()
    expect((await historyOf(client)).data.map((row) => row.status)).toEqual(['pending_approval'])
    expect((await decide(admin, requestId, { approved: false, message: 'Not eligible.' })).statusCode).toBe(200)
    expect(await historyOf(client)).toMatchObject({ data: [], total: 0 })

    await eventInCart(t, user.id, 2500)
    const paid = await client.request({
      method: 'POST',
      url: '/api/cart/pay',
      payload: { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' },
    })
    expect((await historyOf(client)).data).toMatchObject([
      { id: paid.json<PayResult>().transactionId, status: 'paid', amount: 2500 },
    ])
  })

  it('a checkout that charges an event and submits the membership answers both', async () => {
    const member = await signedIn(t)
    const professional = await typeId('professional')
    await join(member.client, { membershipId: professional.id })
    await eventInCart(t, member.user.id, 2500)
    const paid = (
      await member.client.request({
        method: 'POST',
        url: '/api/cart/pay',
        payload: { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' },
      })
    ).json<PayResult>()
    expect(paid.transactionId).toEqual(expect.any(Number))
    expect(paid.submittedForApproval).toEqual([{ name: professional.name, amount: professional.priceCents }])
    const rows = (await historyOf(member.client)).data
    expect(rows.map((row) => [row.status, row.amount]).sort()).toEqual([
      ['paid', 2500],
      ['pending_approval', professional.priceCents],
    ])
    expect(new Set(rows.map((row) => row.key)).size).toBe(2)
  })
})

describe("admin: a user's membership records", () => {
  it('adds, edits and deletes records; the end must be after the start', async () => {
    const { user } = await signedIn(t)
    const professional = await typeId('professional')
    const url = `/api/admin/user/${user.id}/membership/${professional.id}`
    const bad = await admin.request({ method: 'POST', url, payload: { start: '2026-05-01', end: '2026-04-01' } })
    expect(bad.statusCode).toBe(422)
    expect(errorsOf(bad).end).toEqual([M.endAfterStart])
    const missing = await admin.request({ method: 'POST', url, payload: { end: '2026-04-01' } })
    expect(errorsOf(missing).start).toEqual([M.required])
    const added = await admin.request({
      method: 'POST',
      url,
      payload: { start: '2026-01-01', end: membershipEnd('2026-01-01') },
    })
    const [record] = added.json<{ records: { id: number; end: string }[] }>().records
    if (!record) throw new Error('no record')
    expect(record.end).toBe('2026-12-31')
    const edited = await admin.request({
      method: 'PATCH',
      url: `/api/admin/user/${user.id}/membership/${record.id}`,
      payload: { start: '2026-02-01', end: membershipEnd('2026-02-01') },
    })
    expect(edited.json<{ records: { start: string }[] }>().records[0]?.start).toBe('2026-02-01')
    const removed = await admin.request({ method: 'DELETE', url: `/api/admin/user-membership/${record.id}` })
    expect(removed.json()).toEqual({ records: [] })
  })
})

describe('money around the approval', () => {
  it('a reject or delete waits while an approval charge is in flight; the reconciler then grants it', async () => {
    const sandbox = sandboxGateway({ webhookSecret: sandboxWebhookSecret(TEST_CONFIG.appSecret) })
    let providerDown = true
    const flaky: PaymentGateway = {
      ...sandbox,
      provider: sandbox.provider,
      async charge(request) {
        if (request.offSession && providerDown) throw new Error('provider unreachable')
        return sandbox.charge(request)
      },
    }
    const app = await createTestApp({ paymentGateway: flaky })
    try {
      const staff = (await signedIn(app, 'admin')).client
      const member = await signedIn(app)
      const [professional] = await app.database.db
        .select()
        .from(membershipTypes)
        .where(eq(membershipTypes.key, 'professional'))
      await member.client.request({
        method: 'POST',
        url: '/api/membership',
        ...multipartForm({ membershipId: professional?.id ?? 0 }),
      })
      await member.client.request({
        method: 'POST',
        url: '/api/cart/pay',
        payload: { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' },
      })
      const request = await requestOf(app.database.db, member.user.id)
      expect((await decide(staff, request.id, { approved: true })).statusCode).toBe(503)
      const reject = await decide(staff, request.id, { approved: false, message: 'No.' })
      expect(reject.statusCode).toBe(409)
      expect(reject.json<{ message: string }>().message).toBe(M.chargeInProgress)
      expect((await staff.request({ method: 'DELETE', url: `/api/admin/membership/${request.id}` })).statusCode).toBe(
        409,
      )
      providerDown = false
      expect(await app.checkout.reconcile({ olderThanMs: 0 })).toBe(1)
      const [decided] = await app.database.db
        .select()
        .from(membershipRequests)
        .where(eq(membershipRequests.id, request.id))
      expect(decided?.status).toBe('approved')
      expect(sandbox.charges).toHaveLength(1)
    } finally {
      await app.close()
    }
  })

  it('discount uses: a failed checkout gives its use back; failed approval charges never release one', async () => {
    const professional = await typeId('professional')
    const [code] = await t.database.db
      .insert(discounts)
      .values({ code: `JOIN-${Date.now()}`, percentage: true, amount: 20, scope: ['membership'], usageLimit: 10 })
      .returning()
    if (!code) throw new Error('no code')
    const usage = async () =>
      (await t.database.db.select().from(discounts).where(eq(discounts.id, code.id)))[0]?.usageCount
    const member = await signedIn(t)
    await join(member.client, { membershipId: professional.id })
    await member.client.request({ method: 'POST', url: '/api/cart/apply-discount', payload: { code: code.code } })
    const refused = await member.client.request({
      method: 'POST',
      url: '/api/cart/pay',
      payload: { paymentMethodType: 'stripe', stripeToken: 'pm_unknown' },
    })
    expect(refused.statusCode).toBe(402)
    expect(await usage()).toBe(0)
    await member.client.request({
      method: 'POST',
      url: '/api/cart/pay',
      payload: { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' },
    })
    expect(await usage()).toBe(1)
    await t.database.db
      .update(users)
      .set({ paymentMethodId: 'pm_card_chargeDeclined' })
      .where(eq(users.id, member.user.id))
    const request = await requestOf(t.database.db, member.user.id)
    expect((await decide(admin, request.id, { approved: true })).statusCode).toBe(402)
    expect((await decide(admin, request.id, { approved: true })).statusCode).toBe(402)
    expect(await usage()).toBe(1)
  })
})
