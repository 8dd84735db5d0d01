import {
  GroupCeuMessages as M,
  addDaysToDay,
  cartRoutes,
  easternDay,
  groupCeuRoutes as routes,
  reviewRoutes,
  type GroupCeu,
} from '@portal/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cannedMessages, creditTypes, groupCeus, lineItems, media, notifications, reviews } from '../../db/schema'
import { createTestApp, multipartForm, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { giveMembership, pay, PDF } from '../../../test/registration-fixtures'
import { createGroupCeusService } from './group-ceus.service'

let t: TestApp
let admin: TestClient
let adminId: number
let ethicsId: number
beforeAll(async () => {
  t = await createTestApp()
  const signed = await signedIn(t, 'admin')
  admin = signed.client
  adminId = signed.user.id
  const [ethics] = await t.database.db.select().from(creditTypes).where(eq(creditTypes.name, 'Ethics'))
  const [any] = await t.database.db.select().from(creditTypes)
  ethicsId = (ethics ?? any)?.id ?? 0
  if (!ethicsId) throw new Error('fixture: no credit type')
})
afterAll(async () => {
  await t?.close()
})

const today = () => easternDay(t.clock.now())
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}

type Fields = Record<string, string | number | boolean>

const fields = (overrides: Fields = {}): Fields => ({
  credits: 6,
  creditTypeId: ethicsId,
  programTitle: 'Financial Wellness Summit',
  sponsor: 'Harbor Credit Union',
  programDescription: 'A day on counseling clients through debt.',
  agendaMethod: 'type',
  programAgenda: '9:00 Ethics in counseling (2h); 11:00 Debt plans (4h)',
  contactEmail: 'events@harbor.example.test',
  completionCode: 'HARBOR-2026',
  listProgram: false,
  startDate: addDaysToDay(today(), 30),
  endDate: addDaysToDay(today(), 31),
  ...overrides,
})

const listed = (overrides: Fields = {}) =>
  fields({
    listProgram: true,
    attendanceCost: 199.5,
    registrationUrl: 'https://harbor.example.test/summit',
    ...overrides,
  })

/** POST /api/group-ceu as the form sends it ('Add to cart'). */
function addToCart(
  client: TestClient,
  body: Fields,
  file: { data: Buffer; name?: string; type?: string } | null = null,
) {
  return client.request({
    method: 'POST',
    url: '/api/group-ceu',
    ...multipartForm(body, file && { field: 'media', ...file }),
  })
}

async function added(client: TestClient, body: Fields = fields()): Promise<GroupCeu> {
  const response = await addToCart(client, body)
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`)
  return routes.createGroupCeu.response.parse(response.json())
}

/** A sponsor's request paid for (sent for review). */
async function submitted(body: Fields = fields()) {
  const { client, user } = await signedIn(t)
  const ceu = await added(client, body)
  const paid = await pay(client)
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`)
  return { client, user, ceu }
}

const cartOf = async (client: TestClient) => (await client.call(cartRoutes.getCartItems)).data()
const rowsOf = (userId: number) => t.database.db.select().from(groupCeus).where(eq(groupCeus.userId, userId))
const feeLinesOf = (id: number) =>
  t.database.db
    .select()
    .from(lineItems)
    .where(and(inArray(lineItems.categoryType, ['ceu_review', 'ceu_listing']), eq(lineItems.categoryId, id)))

/** A code no other test uses. */
const code = () => `CODE-${Math.random().toString(36).slice(2, 8).toUpperCase()}`

describe('the pre-approval form', () => {
  it('names the fees for a non-member and a member before anything is bought', async () => {
    const { client, user } = await signedIn(t)
    const form = (await client.call(routes.groupCeuForm)).data()
    expect(form).toMatchObject({ isMember: false, reviewFeeCents: 5000, listingFeeCents: 7500 })
    expect(form.creditTypes.some((type) => type.id === ethicsId)).toBe(true)
    await giveMembership(t, user.id)
    expect((await client.call(routes.groupCeuForm)).data()).toMatchObject({
      isMember: true,
      reviewFeeCents: 2500,
      listingFeeCents: 5000,
    })
    // Opening the form and the list creates nothing.
    expect((await client.call(routes.listGroupCeus)).data()).toMatchObject({ data: [], total: 0 })
    expect(await rowsOf(user.id)).toEqual([])
    expect((await cartOf(client)).items).toEqual([])
  })

  it("refuses a request without the required fields, each with 'This field is required', changing nothing", async () => {
    const { client, user } = await signedIn(t)
    const response = await addToCart(client, { agendaMethod: 'type', startDate: today(), endDate: today() })
    expect(response.statusCode).toBe(422)
    expect(errorsOf(response)).toMatchObject({
      credits: [M.required],
      creditTypeId: [M.required],
      programTitle: [M.required],
      sponsor: [M.required],
      programDescription: [M.required],
      contactEmail: [M.required],
    })
    const blanks = await addToCart(client, fields({ programTitle: '   ', sponsor: '', contactEmail: 'not-an-email' }))
    expect(errorsOf(blanks)).toMatchObject({
      programTitle: [M.required],
      sponsor: [M.required],
      contactEmail: [M.invalidEmail],
    })
    const dates = await addToCart(client, fields({ startDate: today(), endDate: addDaysToDay(today(), -1) }))
    expect(errorsOf(dates)).toEqual({ endDate: [M.endBeforeStart] })
    const retired = await addToCart(client, fields({ creditTypeId: 2_000_000_000 }))
    expect(errorsOf(retired)).toEqual({ creditTypeId: [M.creditTypeUnavailable] })
    expect(await rowsOf(user.id)).toEqual([])
    expect((await cartOf(client)).items).toEqual([])
  })

  it('asks for the agenda typed or uploaded (the agenda rule)', async () => {
    const { client, user } = await signedIn(t)
    const typed = await addToCart(client, fields({ programAgenda: '' }))
    expect(errorsOf(typed)).toEqual({ programAgenda: [M.required] })
    const upload = await addToCart(client, fields({ agendaMethod: 'upload', programAgenda: '' }))
    expect(errorsOf(upload)).toEqual({ media: [M.required] })
    expect(await rowsOf(user.id)).toEqual([])

    const response = await addToCart(client, fields({ agendaMethod: 'upload', programAgenda: 'ignored' }), {
      data: PDF,
      name: 'agenda.pdf',
      type: 'application/pdf',
    })
    expect(response.statusCode).toBe(201)
    const ceu = routes.createGroupCeu.response.parse(response.json())
    expect(ceu.programAgenda).toBeNull()
    expect(ceu.files).toEqual([expect.objectContaining({ fileName: 'agenda.pdf' })])
    expect((await client.get(ceu.files[0]?.url ?? '')).statusCode).toBe(200)
    // The only agenda cannot be deleted while none is typed.
    const refused = await client.delete(ceu.files[0]?.url ?? '')
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ media: [M.required] })
  })

  it('refuses a hostile upload on its field, changing nothing', async () => {
    const { client, user } = await signedIn(t)
    const disguised = await addToCart(client, fields({ agendaMethod: 'upload', programAgenda: '' }), {
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'agenda.pdf',
      type: 'application/pdf',
    })
    expect(disguised.statusCode).toBe(422)
    expect(Object.keys(errorsOf(disguised))).toEqual(['media'])
    expect(await rowsOf(user.id)).toEqual([])
    const hostileText = await addToCart(client, fields({ programTitle: 'Summit\u0000' }))
    expect(hostileText.statusCode).toBe(422)
    expect(await rowsOf(user.id)).toEqual([])
  })

  it('needs the attendance cost and registration link of a listed program', async () => {
    const { client, user } = await signedIn(t)
    const response = await addToCart(client, fields({ listProgram: true }))
    expect(errorsOf(response)).toEqual({ attendanceCost: [M.required], registrationUrl: [M.required] })
    const badUrl = await addToCart(client, listed({ registrationUrl: 'javascript:alert(1)' }))
    expect(errorsOf(badUrl)).toEqual({ registrationUrl: [M.invalidUrl] })
    expect(await rowsOf(user.id)).toEqual([])
  })
})

describe('the fees in the cart', () => {
  it('charges a non-member $50 for review and $75 for listing; paying submits the request once', async () => {
    const { client, user } = await signedIn(t)
    const ceu = await added(client, listed())
    expect(ceu).toMatchObject({ state: 'in_cart', status: 'pending', submittedAt: null, attendanceCostCents: 19950 })
    const cart = await cartOf(client)
    expect(cart.items.map((item) => [item.categoryType, item.finalPrice, item.group])).toEqual([
      ['ceu_review', 5000, 'Continuing Education'],
      ['ceu_listing', 7500, 'Continuing Education'],
    ])
    expect(cart.total).toBe(12_500)
    // Staff do not see a request still in the cart.
    const queue = (await admin.call(routes.listAdminGroupCeus, { query: { limit: 100 } })).data()
    expect(queue.data.some((row) => row.id === ceu.id)).toBe(false)
    expect(
      (await admin.call(routes.approveGroupCeu, { params: { id: ceu.id }, body: { completionCode: code() } }))
        .statusCode,
    ).toBe(404)

    const queued = async () =>
      (await admin.call(reviewRoutes.listReviewQueues)).data().queues.find((queue) => queue.key === 'group_ceus')
        ?.pending ?? 0
    const waiting = await queued()
    expect((await pay(client)).statusCode).toBe(200)
    expect(await queued()).toBe(waiting + 1)
    const paid = (await client.call(routes.getGroupCeu, { params: { id: ceu.id } })).data()
    expect(paid).toMatchObject({ state: 'pending', status: 'pending' })
    expect(paid.submittedAt).not.toBeNull()
    expect(paid.fees.map((fee) => [fee.kind, fee.cents, fee.paid])).toEqual([
      ['ceu_review', 5000, true],
      ['ceu_listing', 7500, true],
    ])
    const [row] = await rowsOf(user.id)
    expect(row?.listingPaidAt).not.toBeNull()
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told.filter((n) => n.title === M.submittedTitle)).toHaveLength(1)
    const list = (await client.call(routes.listGroupCeus)).data()
    expect(list.data).toEqual([
      {
        id: ceu.id,
        startDate: ceu.startDate,
        programTitle: 'Financial Wellness Summit',
        sponsor: 'Harbor Credit Union',
        credits: 6,
        state: 'pending',
      },
    ])
  })

  it('charges a member $25 for review only when not listed', async () => {
    const { client, user } = await signedIn(t)
    await giveMembership(t, user.id)
    await added(client)
    const cart = await cartOf(client)
    expect(cart.items.map((item) => [item.categoryType, item.finalPrice])).toEqual([['ceu_review', 2500]])
  })

  it('charges a member $25 and $50 when listed', async () => {
    const { client, user } = await signedIn(t)
    await giveMembership(t, user.id)
    await added(client, listed())
    const cart = await cartOf(client)
    expect(cart.items.map((item) => [item.categoryType, item.finalPrice])).toEqual([
      ['ceu_review', 2500],
      ['ceu_listing', 5000],
    ])
  })

  it('never submits twice when a fee is reported paid twice', async () => {
    const { client, user } = await signedIn(t)
    const ceu = await added(client, listed())
    const service = createGroupCeusService({
      db: t.database.db,
      clock: t.clock,
      storage: t.storage,
      appUrl: 'http://portal.test',
      users: { findUser: async () => undefined, hasValidMembership: async () => false },
      notifications: t.notifications,
      cart: { lockForChange: async () => ({}) as never },
      reviews: {
        decisionMessage: async () => ({ html: null, text: null }),
        record: async () => undefined,
        history: async () => [],
      },
      media: { attach: async () => ({}) as never, filesOf: async () => [], detach: async () => undefined },
    })
    const item = {
      id: 0,
      userId: user.id,
      categoryType: 'ceu_review' as const,
      categoryId: ceu.id,
      registrationId: null,
    }
    const first = new Date('2026-01-02T10:00:00Z')
    await t.database.db.transaction(async (tx) => {
      await service.paid(tx, item, first)
      await service.paid(tx, item, new Date('2026-01-03T10:00:00Z'))
      await service.paid(tx, { ...item, categoryType: 'ceu_listing' }, first)
      await service.paid(tx, { ...item, categoryType: 'ceu_listing' }, new Date('2026-01-03T10:00:00Z'))
    })
    const [row] = await rowsOf(user.id)
    expect(row?.submittedAt).toEqual(first)
    expect(row?.listingPaidAt).toEqual(first)
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told.filter((n) => n.title === M.submittedTitle)).toHaveLength(1)
  })

  it('removes the request with its review fee, and un-lists it with its listing fee', async () => {
    const { client, user } = await signedIn(t)
    const ceu = await added(client, listed())
    // Renamed while in the cart: the fees name the new title.
    await client.call(routes.updateGroupCeu, {
      params: { id: ceu.id },
      body: listed({ programTitle: 'Renamed Summit' }) as never,
    })
    expect((await cartOf(client)).items.map((item) => item.name)).toEqual([
      'CEU pre-approval review fee: Renamed Summit',
      'CEU library listing fee: Renamed Summit',
    ])
    const listing = (await cartOf(client)).items.find((item) => item.categoryType === 'ceu_listing')
    await client.call(cartRoutes.removeCartItem, { body: { line_item_id: listing?.id ?? 0 } })
    expect((await client.call(routes.getGroupCeu, { params: { id: ceu.id } })).data().listProgram).toBe(false)

    const review = (await cartOf(client)).items.find((item) => item.categoryType === 'ceu_review')
    await client.call(cartRoutes.removeCartItem, { body: { line_item_id: review?.id ?? 0 } })
    expect(await rowsOf(user.id)).toEqual([])
    expect(await feeLinesOf(ceu.id)).toEqual([])
    expect((await client.call(routes.getGroupCeu, { params: { id: ceu.id } })).statusCode).toBe(404)
  })

  it('puts the listing fee in the cart when a paid request is listed later, and takes it out again', async () => {
    const { client, ceu } = await submitted()
    const listing = listed({ completionCode: ceu.completionCode ?? '' })
    const changed = (
      await client.call(routes.updateGroupCeu, { params: { id: ceu.id }, body: listing as never })
    ).data()
    expect(changed.fees.map((fee) => [fee.kind, fee.paid])).toEqual([
      ['ceu_review', true],
      ['ceu_listing', false],
    ])
    expect((await cartOf(client)).items.map((item) => item.categoryType)).toEqual(['ceu_listing'])
    await client.call(routes.updateGroupCeu, { params: { id: ceu.id }, body: fields() as never })
    expect((await cartOf(client)).items).toEqual([])
  })
})

describe("another member's request", () => {
  it('answers 404 to everyone but its sponsor and staff', async () => {
    const { ceu } = await submitted()
    const { client: stranger } = await signedIn(t)
    expect((await stranger.call(routes.getGroupCeu, { params: { id: ceu.id } })).statusCode).toBe(404)
    expect(
      (await stranger.call(routes.updateGroupCeu, { params: { id: ceu.id }, body: fields() as never })).statusCode,
    ).toBe(404)
    const upload = await stranger.request({
      method: 'POST',
      url: `/api/group-ceu/${ceu.id}/file`,
      ...multipartForm({}, { field: 'media', data: PDF, name: 'agenda.pdf', type: 'application/pdf' }),
    })
    expect(upload.statusCode).toBe(404)
    expect((await stranger.call(routes.listGroupCeus)).data().data).toEqual([])
    expect((await admin.call(routes.getGroupCeu, { params: { id: ceu.id } })).statusCode).toBe(200)
  })
})

describe('staff review', () => {
  it('lists paid requests, pending by default, with the sponsor’s name', async () => {
    const { ceu, user } = await submitted(fields({ programTitle: 'Queue Summit' }))
    const page = (
      await admin.call(routes.listAdminGroupCeus, { query: { limit: 10, filter: ['programTitle,queue summit'] } })
    ).data()
    expect(page.data).toEqual([
      expect.objectContaining({ id: ceu.id, firstName: user.firstName, lastName: user.lastName, status: 'pending' }),
    ])
    const approvedOnly = (
      await admin.call(routes.listAdminGroupCeus, {
        query: { filter: ['status,approved', 'programTitle,queue summit'] },
      })
    ).data()
    expect(approvedOnly.data).toEqual([])
    expect((await admin.call(routes.listAdminGroupCeus, { query: { filter: ['status,bogus'] } })).statusCode).toBe(422)
    const { client: member } = await signedIn(t)
    expect((await member.call(routes.listAdminGroupCeus)).statusCode).toBe(403)
  })

  it('approves with the completion code, refusing one another approved program holds', async () => {
    const taken = code()
    const first = await submitted(fields({ completionCode: taken }))
    expect(
      (await admin.call(routes.approveGroupCeu, { params: { id: first.ceu.id }, body: { completionCode: taken } }))
        .statusCode,
    ).toBe(200)

    // A second sponsor prefers the same code: fine while pending, refused on approval (case and blanks aside).
    const second = await submitted(fields({ completionCode: taken.toLowerCase() }))
    const variant = ` ${taken.slice(0, 3).toLowerCase()} ${taken.slice(3)} `
    const refused = await admin.call(routes.approveGroupCeu, {
      params: { id: second.ceu.id },
      body: { completionCode: variant },
    })
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ completionCode: [M.completionCodeTaken] })
    expect((await rowsOf(second.user.id))[0]?.status).toBe('pending')
    const missing = await admin.call(routes.approveGroupCeu, { params: { id: second.ceu.id }, body: {} as never })
    expect(errorsOf(missing)).toEqual({ completionCode: [M.required] })

    const [canned] = await t.database.db
      .select()
      .from(cannedMessages)
      .where(eq(cannedMessages.category, 'group_ceu_approval'))
    if (!canned) throw new Error('fixture: no canned message')
    const own = code()
    const approved = (
      await admin.call(routes.approveGroupCeu, {
        params: { id: second.ceu.id },
        body: { completionCode: own, selectedMessages: [canned.id], message: 'Welcome <aboard>' },
      })
    ).data()
    expect(approved).toMatchObject({ status: 'approved', approved: true, completionCode: own, isEditable: true })
    expect(approved.reviews[0]?.message).toContain(canned.body.trim())
    expect(approved.reviews[0]?.message).toContain('Welcome &lt;aboard&gt;')
    // Approving again changes nothing.
    await admin.call(routes.approveGroupCeu, { params: { id: second.ceu.id }, body: { completionCode: own } })
    expect(await t.database.db.select().from(reviews).where(eq(reviews.groupCeuId, second.ceu.id))).toHaveLength(1)

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, second.user.id))
    expect(told.find((n) => n.title === M.approvedTitle)?.message).toContain(own)
    await t.queue.runDue()
    const mail = t.mail.sent.find((sent) => sent.to === second.user.email && sent.subject === M.approvedTitle)
    expect(mail?.text).toContain(own)
    expect(mail?.html).toContain('Welcome &lt;aboard&gt;')

    // The sponsor can no longer change it; staff can, and the code stays unique.
    const readOnly = await second.client.call(routes.updateGroupCeu, {
      params: { id: second.ceu.id },
      body: fields({ completionCode: own }) as never,
    })
    expect(readOnly.statusCode).toBe(409)
    expect((await second.client.call(routes.getGroupCeu, { params: { id: second.ceu.id } })).data().isEditable).toBe(
      false,
    )
    const clash = await admin.call(routes.updateGroupCeu, {
      params: { id: second.ceu.id },
      body: fields({ completionCode: taken }) as never,
    })
    expect(errorsOf(clash)).toEqual({ completionCode: [M.completionCodeTaken] })
    const cleared = await admin.call(routes.updateGroupCeu, {
      params: { id: second.ceu.id },
      body: fields({ completionCode: '' }) as never,
    })
    expect(errorsOf(cleared)).toEqual({ completionCode: [M.required] })
    const edited = await admin.call(routes.updateGroupCeu, {
      params: { id: second.ceu.id },
      body: fields({ completionCode: own, credits: 5.5 }) as never,
    })
    expect(edited.data()).toMatchObject({ credits: 5.5, status: 'approved' })
  })

  it("rejects only with a status ('You must select a step'); a request sent back and changed is pending again", async () => {
    const { client, user, ceu } = await submitted()
    const missing = await admin.call(routes.rejectGroupCeu, { params: { id: ceu.id }, body: {} as never })
    expect(missing.statusCode).toBe(422)
    expect(errorsOf(missing)).toEqual({ status: [M.selectStep] })

    const rejected = (
      await admin.call(routes.rejectGroupCeu, {
        params: { id: ceu.id },
        body: { status: 'more_info_requested', message: 'Please add a timed agenda.' },
      })
    ).data()
    expect(rejected).toMatchObject({ status: 'more_info_requested', approved: false, state: 'more_info_requested' })
    expect(rejected.reviews[0]).toMatchObject({ approved: false, status: 'more_info_requested' })
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told.find((n) => n.title === M.moreInfoTitle)?.message).toContain('Please add a timed agenda.')
    await t.queue.runDue()
    expect(t.mail.sent.some((sent) => sent.to === user.email && sent.subject === M.moreInfoTitle)).toBe(true)

    const resent = (
      await client.call(routes.updateGroupCeu, {
        params: { id: ceu.id },
        body: fields({ programAgenda: '9:00-11:00 Ethics; 11:00-15:00 Debt' }) as never,
      })
    ).data()
    expect(resent).toMatchObject({ status: 'pending', approved: null, state: 'pending' })
    expect(resent.reviews).toHaveLength(1)
    // Nothing new to pay for a request changed after paying.
    expect((await cartOf(client)).items).toEqual([])
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.groupCeuId, ceu.id))
    expect(review?.reviewerId).toBe(adminId)
  })

  it('keeps agendas of a request: upload and delete through the media routes', async () => {
    const { client, ceu } = await submitted()
    const attached = await client.request({
      method: 'POST',
      url: `/api/group-ceu/${ceu.id}/file`,
      ...multipartForm({}, { field: 'media', data: PDF, name: 'agenda.pdf', type: 'application/pdf' }),
    })
    expect(attached.statusCode).toBe(200)
    const [file] = routes.uploadGroupCeuFile.response.parse(attached.json()).files
    // The agenda is typed too, so the file may go.
    expect((await client.delete(file?.url ?? '')).statusCode).toBe(200)
    expect(await t.database.db.select().from(media).where(eq(media.groupCeuId, ceu.id))).toEqual([])
    const empty = await client.request({ method: 'POST', url: `/api/group-ceu/${ceu.id}/file`, ...multipartForm({}) })
    expect(errorsOf(empty)).toEqual({ media: [M.required] })
  })
})

describe('the CEU library', () => {
  it('shows visitors the approved programs whose listing was paid, searchable', async () => {
    const tag = Math.random().toString(36).slice(2, 8)
    const listedCode = code()
    const shown = await submitted(listed({ programTitle: `Library ${tag} Summit`, completionCode: listedCode }))
    await admin.call(routes.approveGroupCeu, { params: { id: shown.ceu.id }, body: { completionCode: listedCode } })
    // Approved but not listed; listed but pending: neither is shown.
    const unlisted = await submitted(fields({ programTitle: `Library ${tag} Private` }))
    await admin.call(routes.approveGroupCeu, { params: { id: unlisted.ceu.id }, body: { completionCode: code() } })
    await submitted(listed({ programTitle: `Library ${tag} Pending` }))

    const visitor = t.client()
    const page = await visitor.call(routes.listCeuLibrary, { query: { filter: [`search,library ${tag}`] } })
    expect(page.statusCode).toBe(200)
    expect(page.data().data).toEqual([
      {
        id: shown.ceu.id,
        programTitle: `Library ${tag} Summit`,
        sponsor: 'Harbor Credit Union',
        credits: 6,
        creditType: expect.any(String),
        startDate: shown.ceu.startDate,
        endDate: shown.ceu.endDate,
        attendanceCostCents: 19950,
        registrationUrl: 'https://harbor.example.test/summit',
      },
    ])
    const bySponsor = await visitor.call(routes.listCeuLibrary, {
      query: { filter: ['search,harbor credit'], limit: 100 },
    })
    expect(bySponsor.data().data.some((program) => program.id === shown.ceu.id)).toBe(true)
    expect(
      (await visitor.call(routes.listCeuLibrary, { query: { filter: [`search,nothing-${tag}`] } })).data().data,
    ).toEqual([])
    expect((await visitor.call(routes.listCeuLibrary, { query: { filter: ['approved,1'] } })).statusCode).toBe(422)
  })
})
