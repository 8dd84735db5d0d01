import {
  IndividualCeuMessages as M,
  addDaysToDay,
  easternDay,
  formatDate,
  dashboardRoutes,
  individualCeuRoutes as routes,
  reportingWindowStart,
  type BodyOf,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cannedMessages, individualCeus, media, notifications, reviews } from '../../db/schema'
import { createTestApp, multipartForm, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { PDF } from '../../../test/registration-fixtures'
import {
  ETHICS,
  approvedGroupCeu,
  certificant,
  creditTypeId,
  individualCeu,
  reportingPeriod,
} from '../../../test/ceu-fixtures'

let t: TestApp
let admin: TestClient
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedIn(t, 'admin')).client
})
afterAll(async () => {
  await t?.close()
})

const today = () => easternDay(t.clock.now())
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}

type Fields = Record<string, string | number | boolean>

async function fieldsFor(periodId: number, overrides: Fields = {}): Promise<Fields> {
  return {
    reportingPeriodId: periodId,
    credits: 3,
    creditTypeId: await creditTypeId(t),
    programTitle: 'Budgeting for Families',
    sponsor: 'Springfield Credit Union',
    programDescription: 'A workshop on family budgets.',
    programAgenda: 'Welcome; budgets; questions.',
    agendaMethod: 'type',
    completionDate: today(),
    verified: true,
    ...overrides,
  }
}

/** POST /api/individual-ceu as the form sends it (multipart). */
function report(
  client: TestClient,
  fields: Fields,
  file: { data: Buffer; type?: string; name?: string } | null = null,
) {
  return client.request({
    method: 'POST',
    url: '/api/individual-ceu',
    ...multipartForm(
      fields,
      file
        ? { field: 'media', data: file.data, name: file.name ?? 'agenda.pdf', type: file.type ?? 'application/pdf' }
        : null,
    ),
  })
}

async function reported(client: TestClient, fields: Fields, file: { data: Buffer } | null = null) {
  const response = await report(client, fields, file)
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`)
  return routes.createIndividualCeu.response.parse(response.json())
}

const update = (client: TestClient, id: number, body: Fields) =>
  client.call(routes.updateIndividualCeu, { params: { id }, body: body as BodyOf<typeof routes.updateIndividualCeu> })

describe('reporting an individual CEU (spec 2 §5)', () => {
  it('answers every required field with Required, and changes nothing', async () => {
    const { client, user } = await certificant(t)
    const response = await report(client, { agendaMethod: 'type' })
    expect(response.statusCode).toBe(422)
    const errors = errorsOf(response)
    for (const field of [
      'reportingPeriodId',
      'credits',
      'creditTypeId',
      'programTitle',
      'sponsor',
      'programDescription',
      'completionDate',
    ]) {
      expect(errors[field], field).toEqual([M.required])
    }
    expect(await t.database.db.$count(individualCeus, eq(individualCeus.userId, user.id))).toBe(0)
  })

  it('reports a CEU as Pending with the typed agenda, and offers the periods of reportable certifications', async () => {
    const { client, period } = await certificant(t)
    const list = (await client.call(routes.listIndividualCeus)).data()
    expect(list.form.reportingPeriods).toEqual([
      expect.objectContaining({
        id: period.id,
        name: period.name,
        windowStart: reportingWindowStart({ ...period, start: period.startsOn }),
      }),
    ])
    const detail = await reported(client, await fieldsFor(period.id))
    expect(detail.ceu).toMatchObject({
      status: 'pending',
      statusLabel: 'Pending',
      approved: null,
      credits: 3,
      programAgenda: 'Welcome; budgets; questions.',
      preapprovedCreditId: null,
      lockedFields: [],
      isEditable: true,
    })
    const after = (await client.call(routes.listIndividualCeus)).data()
    expect(after.data.map((row) => row.id)).toEqual([detail.ceu.id])
  })

  it('refuses a completion date after today or before the period window, with the two messages', async () => {
    const { client, period } = await certificant(t)
    const start = reportingWindowStart({ name: period.name, start: period.startsOn })
    const future = await report(client, await fieldsFor(period.id, { completionDate: addDaysToDay(today(), 1) }))
    expect(future.statusCode).toBe(422)
    expect(errorsOf(future)).toEqual({ completionDate: [M.dateWindow(formatDate(start))] })
    const before = await report(client, await fieldsFor(period.id, { completionDate: addDaysToDay(start, -1) }))
    expect(errorsOf(before)).toEqual({ completionDate: [M.outsidePeriod] })
    expect((await report(client, await fieldsFor(period.id, { completionDate: start }))).statusCode).toBe(201)
  })

  it('requires the verified box of members, an agenda typed or uploaded, and a period and type offered', async () => {
    const { client, period } = await certificant(t)
    const other = await reportingPeriod(t, '2018')
    const response = await report(
      client,
      await fieldsFor(period.id, {
        verified: false,
        programAgenda: '',
        reportingPeriodId: other.id,
        creditTypeId: 999_999,
      }),
    )
    expect(errorsOf(response)).toEqual({
      verified: [M.verifiedRequired],
      programAgenda: [M.required],
      reportingPeriodId: [M.periodUnavailable],
      creditTypeId: [M.creditTypeUnavailable],
    })
    const uploaded = await reported(client, await fieldsFor(period.id, { programAgenda: '', agendaMethod: 'upload' }), {
      data: PDF,
    })
    expect(uploaded.ceu.files).toHaveLength(1)
    expect(uploaded.ceu.programAgenda).toBeNull()
  })

  it('offers no period to a user without a reportable certification', async () => {
    const { client } = await signedIn(t)
    const list = (await client.call(routes.listIndividualCeus)).data()
    expect(list.form.reportingPeriods).toEqual([])
    const period = await reportingPeriod(t)
    const response = await report(client, await fieldsFor(period.id))
    expect(errorsOf(response)).toEqual({ reportingPeriodId: [M.periodUnavailable] })
  })

  it('refuses hostile uploads on media: HTML posted as a PDF, a file too large', async () => {
    const { client, user, period } = await certificant(t)
    const html = await report(client, await fieldsFor(period.id, { programAgenda: '', agendaMethod: 'upload' }), {
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    })
    expect(html.statusCode).toBe(422)
    expect(Object.keys(errorsOf(html))).toEqual(['media'])
    const big = await report(client, await fieldsFor(period.id), {
      data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]),
    })
    expect(big.statusCode).toBe(422)
    expect(Object.keys(errorsOf(big))).toEqual(['media'])
    expect(await t.database.db.$count(individualCeus, eq(individualCeus.userId, user.id))).toBe(0)
  })
})

describe('another member', () => {
  it("answers another member's CEU, its files and its card 404, and changes nothing", async () => {
    const owner = await certificant(t)
    const detail = await reported(owner.client, await fieldsFor(owner.period.id), { data: PDF })
    const stranger = await certificant(t)
    const id = detail.ceu.id
    expect((await stranger.client.call(routes.getIndividualCeu, { params: { id } })).statusCode).toBe(404)
    expect((await update(stranger.client, id, await fieldsFor(stranger.period.id))).statusCode).toBe(404)
    const file = await stranger.client.request({
      method: 'POST',
      url: `/api/individual-ceu/${id}/file`,
      ...multipartForm({}, { field: 'media', data: PDF, name: 'a.pdf', type: 'application/pdf' }),
    })
    expect(file.statusCode).toBe(404)
    const fileId = detail.ceu.files[0]?.id
    expect((await stranger.client.request({ method: 'GET', url: `/api/media/${fileId}` })).statusCode).toBe(404)
    expect((await stranger.client.request({ method: 'DELETE', url: `/api/media/${fileId}` })).statusCode).toBe(404)
    expect((await owner.client.call(routes.getIndividualCeu, { params: { id } })).data().ceu.files).toHaveLength(1)
    expect((await stranger.client.call(routes.getIndividualCeu, { params: { id: 2_000_000_000 } })).statusCode).toBe(
      404,
    )
  })
})

describe('files', () => {
  it('attaches an agenda and deletes it while a typed agenda remains; not the only agenda', async () => {
    const { client, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id, { programAgenda: '', agendaMethod: 'upload' }), {
      data: PDF,
    })
    const only = detail.ceu.files[0]?.id
    const refused = await client.request({ method: 'DELETE', url: `/api/media/${only}` })
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ programAgenda: [M.required] })
    const attached = await client.request({
      method: 'POST',
      url: `/api/individual-ceu/${detail.ceu.id}/file`,
      ...multipartForm({}, { field: 'media', data: PDF, name: 'second.pdf', type: 'application/pdf' }),
    })
    expect(attached.statusCode).toBe(200)
    expect((await client.request({ method: 'DELETE', url: `/api/media/${only}` })).statusCode).toBe(200)
    expect(await t.database.db.$count(media, eq(media.individualCeuId, detail.ceu.id))).toBe(1)
  })
})

describe('completion codes', () => {
  it('answers the approved group CEU whatever the case and blanks, and refuses unknown and unapproved codes', async () => {
    const { client } = await certificant(t)
    const group = await approvedGroupCeu(t, { completionCode: 'FWI-2026 SUMMIT', programAgenda: null })
    const found = (await client.call(routes.findCompletionCode, { query: { q: ' fwi-2026summit ' } })).data()
    expect(found).toMatchObject({
      id: group.id,
      programTitle: group.programTitle,
      credits: 6,
      lockedFields: ['credits', 'creditTypeId', 'programTitle', 'sponsor'],
    })
    const unknown = await client.call(routes.findCompletionCode, { query: { q: 'NOPE' } })
    expect(unknown.statusCode).toBe(422)
    expect(errorsOf(unknown)).toEqual({ completionCode: [M.unknownCode] })
    await approvedGroupCeu(t, { completionCode: 'PENDING-CODE', status: 'pending', approved: null })
    expect(errorsOf(await client.call(routes.findCompletionCode, { query: { q: 'pending-code' } }))).toEqual({
      completionCode: [M.unknownCode],
    })
    expect(errorsOf(await client.call(routes.findCompletionCode, { query: { q: '  ' } }))).toEqual({
      completionCode: [M.required],
    })
  })

  it('pre-approves the CEU, links it to the group CEU and keeps the values the code supplied', async () => {
    const { client, period } = await certificant(t)
    const group = await approvedGroupCeu(t, { completionCode: 'LOCK-1', credits: 4.5, creditType: ETHICS })
    const detail = await reported(
      client,
      await fieldsFor(period.id, {
        completionCode: ' lock-1 ',
        preapprovedCreditId: group.id,
        credits: 30,
        programTitle: 'Something else',
        programAgenda: '',
      }),
    )
    expect(detail.ceu).toMatchObject({
      status: 'approved',
      approved: true,
      preapprovedCreditId: group.id,
      credits: 4.5,
      creditTypeId: await creditTypeId(t, ETHICS),
      programTitle: group.programTitle,
      sponsor: group.sponsor,
      programAgenda: group.programAgenda,
      lockedFields: ['credits', 'creditTypeId', 'programTitle', 'sponsor', 'programAgenda'],
      isEditable: false,
    })
    // Approved: read-only for the member.
    const change = await update(client, detail.ceu.id, await fieldsFor(period.id))
    expect(change.statusCode).toBe(409)
  })

  it('asks that a code typed be applied or cleared, and refuses a code that names another program', async () => {
    const { client, period } = await certificant(t)
    const group = await approvedGroupCeu(t, { completionCode: 'APPLY-ME' })
    const other = await approvedGroupCeu(t, { completionCode: 'OTHER-ONE' })
    const typed = await report(client, await fieldsFor(period.id, { completionCode: 'APPLY-ME' }))
    expect(errorsOf(typed)).toEqual({ completionCode: [M.applyOrClear] })
    const mismatched = await report(
      client,
      await fieldsFor(period.id, { completionCode: 'APPLY-ME', preapprovedCreditId: other.id }),
    )
    expect(errorsOf(mismatched)).toEqual({ completionCode: [M.unknownCode] })
    const cleared = await reported(
      client,
      await fieldsFor(period.id, { completionCode: '', preapprovedCreditId: group.id }),
    )
    expect(cleared.ceu).toMatchObject({ status: 'pending', preapprovedCreditId: null, completionCode: null })
  })

  it("counts a program once: its code applied to a second of the member's CEUs is refused, and changes nothing", async () => {
    const { client, user, period } = await certificant(t)
    const group = await approvedGroupCeu(t, { completionCode: 'ONCE-ONLY', credits: 6 })
    const withCode = await fieldsFor(period.id, { completionCode: 'ONCE-ONLY', preapprovedCreditId: group.id })
    const first = await reported(client, withCode)
    const count = () => t.database.db.$count(individualCeus, eq(individualCeus.userId, user.id))
    const again = await report(client, withCode)
    expect(again.statusCode).toBe(422)
    expect(errorsOf(again)).toEqual({ completionCode: [M.codeAlreadyReported] })
    expect(await count()).toBe(1)
    // Another CEU of the member cannot take the code either; the first keeps it when staff change it.
    const other = await reported(client, await fieldsFor(period.id))
    expect(errorsOf(await update(client, other.ceu.id, withCode))).toEqual({ completionCode: [M.codeAlreadyReported] })
    expect((await update(admin, first.ceu.id, withCode)).statusCode).toBe(200)
  })

  it('serves one code applied by 200 attendees, each pre-approved on their own card', async () => {
    const group = await approvedGroupCeu(t, { completionCode: 'CROWD-2026', credits: 2 })
    const attendees = []
    for (let i = 0; i < 200; i++) attendees.push(await certificant(t))
    for (let batch = 0; batch < attendees.length; batch += 20) {
      await Promise.all(
        attendees.slice(batch, batch + 20).map(async ({ client, period }) => {
          const detail = await reported(
            client,
            await fieldsFor(period.id, { completionCode: 'crowd- 2026', preapprovedCreditId: group.id }),
          )
          expect(detail.ceu.status).toBe('approved')
        }),
      )
    }
    expect(await t.database.db.$count(individualCeus, eq(individualCeus.preapprovedCreditId, group.id))).toBe(200)
    const last = attendees.at(-1)
    if (!last) throw new Error('no attendee')
    const card = (await last.client.call(routes.getCeuPeriod, { params: { reportingPeriodId: last.period.id } })).data()
    expect(card.credits).toEqual([expect.objectContaining({ preapproved: true, status: 'approved', credits: 2 })])
  }, 120_000)
})

describe('changing and resubmitting', () => {
  it('lets the member change a pending CEU; a rejected one changed goes back to Pending', async () => {
    const { client, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    const id = detail.ceu.id
    const changed = (await update(client, id, await fieldsFor(period.id, { credits: 4 }))).data()
    expect(changed.ceu).toMatchObject({ credits: 4, status: 'pending' })

    const rejected = (
      await admin.call(routes.rejectIndividualCeu, {
        params: { id },
        body: { status: 'more_info_requested', message: 'Add the agenda' },
      })
    ).data()
    expect(rejected.ceu).toMatchObject({ status: 'more_info_requested', approved: false })
    expect(rejected.ceu.reviews).toHaveLength(1)
    const resubmitted = (await update(client, id, await fieldsFor(period.id, { credits: 5 }))).data()
    expect(resubmitted.ceu).toMatchObject({ credits: 5, status: 'pending', approved: null })
    expect(resubmitted.ceu.reviews).toHaveLength(1)
  })

  it('applies the same rules to a change', async () => {
    const { client, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    const refused = await update(
      client,
      detail.ceu.id,
      await fieldsFor(period.id, { completionDate: addDaysToDay(today(), 3), verified: false }),
    )
    expect(refused.statusCode).toBe(422)
    expect(Object.keys(errorsOf(refused)).sort()).toEqual(['completionDate', 'verified'])
  })
})

describe('staff review', () => {
  it('lists pending CEUs by default with the user and certification columns, ten a page', async () => {
    const { client, user, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id, { programTitle: 'Listed Program Zeta' }))
    const page = (
      await admin.call(routes.listAdminIndividualCeus, {
        query: { limit: 10, filter: ['programTitle,Listed Program Zeta'] },
      })
    ).data()
    expect(page.data).toEqual([
      expect.objectContaining({
        id: detail.ceu.id,
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        certifications: expect.stringContaining('AFC®'),
        certificationStatus: 'Good Standing',
        completionDate: today(),
        status: 'pending',
      }),
    ])
    const approved = (
      await admin.call(routes.listAdminIndividualCeus, {
        query: { limit: 10, filter: ['programTitle,Listed Program Zeta', 'status,approved'] },
      })
    ).data()
    expect(approved.data).toEqual([])
    const bad = await admin.call(routes.listAdminIndividualCeus, { query: { filter: ['status,nonsense'] } })
    expect(bad.statusCode).toBe(422)
  })

  it('names the person’s certifications and their status in the review, as the list does', async () => {
    const { client, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    const review = (await admin.call(routes.getIndividualCeu, { params: { id: detail.ceu.id } })).data()
    expect(review.user).toMatchObject({
      certifications: expect.stringContaining('AFC®'),
      certificationStatus: 'Good Standing',
    })
  })

  it('lets staff change an approved CEU', async () => {
    const { client, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    await admin.call(routes.approveIndividualCeu, { params: { id: detail.ceu.id }, body: {} })
    const saved = (
      await update(admin, detail.ceu.id, await fieldsFor(period.id, { credits: 2, verified: false }))
    ).data()
    expect(saved.ceu).toMatchObject({ credits: 2, status: 'approved', isEditable: true })
  })

  it('approves with canned messages and a message, telling the member by notification and e-mail', async () => {
    const { client, user, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    const [canned] = await t.database.db
      .select()
      .from(cannedMessages)
      .where(eq(cannedMessages.category, 'ceu_rejection'))
      .limit(1)
    const approved = (
      await admin.call(routes.approveIndividualCeu, {
        params: { id: detail.ceu.id },
        body: { message: 'Well done', selectedMessages: [] },
      })
    ).data()
    expect(approved.ceu).toMatchObject({ status: 'approved', approved: true, isEditable: true })
    expect(canned).toBeDefined()
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(note).toMatchObject({ title: 'CEU approved', url: `/ceus/individual/${detail.ceu.id}` })
    expect(note?.message).toContain('Well done')
    await t.queue.runDue()
    expect(t.mail.sent.some((mail) => mail.to === user.email && mail.subject === 'CEU approved')).toBe(true)
    // Approving again changes nothing.
    await admin.call(routes.approveIndividualCeu, { params: { id: detail.ceu.id }, body: {} })
    expect(await t.database.db.$count(reviews, eq(reviews.individualCeuId, detail.ceu.id))).toBe(1)
    expect((await client.call(routes.getIndividualCeu, { params: { id: detail.ceu.id } })).data().ceu.isEditable).toBe(
      false,
    )
  })

  it("rejects only with a status ('You must select a step'), with the CEU rejection canned messages", async () => {
    const { client, user, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    const missing = await admin.call(routes.rejectIndividualCeu, {
      params: { id: detail.ceu.id },
      body: {} as BodyOf<typeof routes.rejectIndividualCeu>,
    })
    expect(missing.statusCode).toBe(422)
    expect(errorsOf(missing)).toEqual({ status: [M.selectStep] })
    const [canned] = await t.database.db
      .select()
      .from(cannedMessages)
      .where(eq(cannedMessages.category, 'ceu_rejection'))
      .limit(1)
    if (!canned) throw new Error('no canned CEU rejection')
    const rejected = (
      await admin.call(routes.rejectIndividualCeu, {
        params: { id: detail.ceu.id },
        body: { status: 'rejected', selectedMessages: [canned.id], message: 'See above' },
      })
    ).data()
    expect(rejected.ceu).toMatchObject({ status: 'rejected', statusLabel: 'Rejected' })
    expect(rejected.ceu.reviews[0]?.message).toContain(canned.body.trim())
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'CEU not approved')))
    expect(note).toBeDefined()
  })

  it('refuses members the staff calls', async () => {
    const { client, user, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    expect((await client.call(routes.listAdminIndividualCeus, { query: {} })).statusCode).toBe(403)
    expect(
      (await client.call(routes.approveIndividualCeu, { params: { id: detail.ceu.id }, body: {} })).statusCode,
    ).toBe(403)
    expect(
      (await client.call(routes.getUserCeuPeriod, { params: { userId: user.id, reportingPeriodId: period.id } }))
        .statusCode,
    ).toBe(403)
  })
})

describe('the CEU card', () => {
  it('groups the period’s credits by type, shows unmet minimums as 0 of N, and what stands between the member and renewal', async () => {
    const { client, user, period } = await certificant(t)
    await individualCeu(t, {
      userId: user.id,
      reportingPeriodId: period.id,
      credits: 20,
      programTitle: 'Approved General',
      sponsor: 'S',
      programDescription: 'D',
      completionDate: today(),
      status: 'approved',
      approved: true,
    })
    await individualCeu(t, {
      userId: user.id,
      reportingPeriodId: period.id,
      credits: 10,
      creditType: ETHICS,
      programTitle: 'Pending Ethics',
      sponsor: 'S',
      programDescription: 'D',
      completionDate: today(),
      status: 'pending',
    })
    await individualCeu(t, {
      userId: user.id,
      reportingPeriodId: period.id,
      credits: 7,
      programTitle: 'Rejected',
      sponsor: 'S',
      programDescription: 'D',
      completionDate: today(),
      status: 'rejected',
      approved: false,
    })
    const card = (await client.call(routes.getCeuPeriod, { params: { reportingPeriodId: period.id } })).data()
    expect(card).toMatchObject({
      total: 30,
      earned: 20,
      approvedCredits: 20,
      pending: 10,
      remaining: 10,
      pendingClosesGap: true,
      canAdd: true,
      reportingPeriod: { id: period.id, end: period.endsOn },
      currentReportingPeriod: { id: period.id },
    })
    expect(card.daysLeft).toBeGreaterThan(0)
    expect(card.byType.find((type) => type.name === ETHICS)).toMatchObject({
      minimum: 2,
      earned: 0,
      pending: 10,
      shortfall: 2,
    })
    expect(card.credits.map((credit) => credit.programTitle).sort()).toEqual([
      'Approved General',
      'Pending Ethics',
      'Rejected',
    ])
    expect(card.reportingPeriods.every((choice) => choice.start <= today())).toBe(true)

    const staff = (
      await admin.call(routes.getUserCeuPeriod, { params: { userId: user.id, reportingPeriodId: period.id } })
    ).data()
    expect(staff.earned).toBe(20)
  })

  it('answers an empty period with no credits, and a period not started or unknown 404', async () => {
    const { client } = await certificant(t)
    const old = await reportingPeriod(t, '2018')
    const card = (await client.call(routes.getCeuPeriod, { params: { reportingPeriodId: old.id } })).data()
    expect(card.credits).toEqual([])
    expect(card.byType.find((type) => type.name === ETHICS)).toMatchObject({ earned: 0, minimum: 2 })
    expect((await client.call(routes.getCeuPeriod, { params: { reportingPeriodId: 2_000_000_000 } })).statusCode).toBe(
      404,
    )
  })

  it('opening the card and the CEU changes nothing', async () => {
    const { client, user, period } = await certificant(t)
    const detail = await reported(client, await fieldsFor(period.id))
    const before = await t.database.db.select().from(individualCeus).where(eq(individualCeus.userId, user.id))
    await client.call(routes.getCeuPeriod, { params: { reportingPeriodId: period.id } })
    await client.call(routes.getIndividualCeu, { params: { id: detail.ceu.id } })
    await client.call(routes.listIndividualCeus)
    const after = await t.database.db.select().from(individualCeus).where(eq(individualCeus.userId, user.id))
    expect(after).toEqual(before)
  })
})

describe('the dashboard', () => {
  it('reads the CEU card’s computation: an unmet Ethics minimum is not made up by general credits', async () => {
    const { client, user, period } = await certificant(t)
    await individualCeu(t, {
      userId: user.id,
      reportingPeriodId: period.id,
      credits: 30,
      programTitle: 'Thirty general credits',
      sponsor: 'S',
      programDescription: 'D',
      completionDate: today(),
      status: 'approved',
      approved: true,
    })
    const card = (await client.call(routes.getCeuPeriod, { params: { reportingPeriodId: period.id } })).data()
    expect(card).toMatchObject({ earned: 28, approvedCredits: 30, total: 30, remaining: 2 })
    const dashboard = (await client.call(dashboardRoutes.getDashboard)).data()
    expect(dashboard.certification).toMatchObject({ variant: 'held', ceus: { value: 28, target: 30 } })
  })
})
