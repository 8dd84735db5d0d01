import {
  RegistrationMessages as M,
  candidateRoutes,
  dashboardRoutes,
  registrationRoutes as routes,
  addMonthsToDay,
  easternDay,
  preRegistrationStepNumber,
  type AdminRegistration,
  type BodyOf,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  cannedMessages,
  examAttempts,
  exams,
  lineItems,
  media,
  membershipRequests,
  membershipTypes,
  notifications,
  registrations,
  reviews,
  transactions,
  users,
} from '../../db/schema'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { flagUser } from '../../../test/user-fixtures'
import {
  approvedRegistration,
  certificationOf,
  finish,
  pathwayOf,
  pay,
  save,
  start,
  walk,
} from '../../../test/registration-fixtures'
import { isLocalExamDelivery } from '../../platform/exam-delivery'
import { SANDBOX_MESSAGES } from '../../platform/payments'

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value')
  return value
}

let t: TestApp
let admin: TestClient
let adminId: number
beforeAll(async () => {
  t = await createTestApp()
  const signed = await signedIn(t, 'admin')
  admin = signed.client
  adminId = signed.user.id
})
afterAll(async () => {
  await t.close()
})

const today = () => easternDay(new Date())
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}
const rowOf = async (id: number) => {
  const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id))
  if (!row) throw new Error('no registration')
  return row
}
const view = async (id: number) => (await admin.call(routes.getAdminRegistration, { params: { id } })).data()
const approve = (id: number, body: BodyOf<typeof routes.approveRegistration> = {}) =>
  admin.call(routes.approveRegistration, { params: { id }, body })

/** A self-study candidate who checked out with a card: the registration waits for approval. */
async function submittedSelfStudy(card = 'pm_card_visa') {
  const member = await signedIn(t)
  const { id } = await walk(t, member.client, member.user.id, { pathway: 'education', courseMaterialIds: 'all' })
  expect((await finish(member.client, id, 'pay_review')).data().next).toBe('cart')
  expect((await pay(member.client)).statusCode).toBe(200)
  if (card !== 'pm_card_visa') {
    await t.database.db.update(users).set({ paymentMethodId: card }).where(eq(users.id, member.user.id))
  }
  return { ...member, id }
}

describe('the registration list', () => {
  it('lists certification registrations last updated first, filtered by status and military spouse', async () => {
    const member = await signedIn(t)
    const { registration } = await start(t, member.client)
    const spouse = await pathwayOf(t, 'military_spouse')
    await save(member.client, registration.id, { step: 'pathway', pathwayTypeId: spouse.id })
    const submitted = await submittedSelfStudy()

    const all = (await admin.call(routes.listRegistrations, { query: { limit: 100 } })).data()
    const ids = all.data.map((row) => row.id)
    expect(ids.indexOf(submitted.id)).toBeLessThan(ids.indexOf(registration.id))
    const times = all.data.map((row) => row.updatedAt)
    expect([...times].sort().reverse()).toEqual(times)

    const spouses = (
      await admin.call(routes.listRegistrations, { query: { limit: 100, filter: ['militarySpouse,1'] } })
    ).data()
    expect(spouses.data.map((row) => row.id)).toContain(registration.id)
    expect(spouses.data.every((row) => row.militarySpouse)).toBe(true)
    expect(spouses.data.find((row) => row.id === registration.id)).toMatchObject({
      challengePath: spouse.name,
      status: 'pre_registration',
      expired: false,
      statusLabel: 'Pre-Registration',
      firstName: member.user.firstName,
    })

    const inReview = (
      await admin.call(routes.listRegistrations, { query: { limit: 100, filter: ['status,registration_approval'] } })
    ).data()
    expect(inReview.data.map((row) => row.id)).toContain(submitted.id)
    expect(inReview.data.every((row) => row.status === 'registration_approval')).toBe(true)

    const afc = await certificationOf(t)
    const byId = (
      await admin.call(routes.listRegistrations, { query: { limit: 100, filter: [`certification,${afc.id}`] } })
    ).data()
    expect(byId.data.map((row) => row.id)).toContain(submitted.id)
    const byName = (
      await admin.call(routes.listRegistrations, { query: { limit: 100, filter: ['certification,afcc'] } })
    ).data()
    expect(byName.data.map((row) => row.id)).not.toContain(submitted.id)
  })

  it("lists a user's registrations for the admin Registrations tab", async () => {
    const member = await signedIn(t)
    const { registration } = await start(t, member.client)
    const list = (await admin.call(routes.listUserRegistrations, { params: { userId: member.user.id } })).data()
    expect(list.data.map((row) => row.id)).toEqual([registration.id])
  })
})

describe('the registration summary', () => {
  it('names the course materials bought, also where the step saved no choice of them (issue 25, item 17)', async () => {
    const { id } = await submittedSelfStudy()
    const bought = await t.database.db
      .select({ name: lineItems.name })
      .from(lineItems)
      .where(and(eq(lineItems.registrationId, id), eq(lineItems.categoryType, 'course_material')))
    expect(bought.length).toBeGreaterThan(0)
    const materialsRow = async () => must((await view(id)).summary.find((row) => row.step === 'Course Materials'))
    expect((await materialsRow()).selection).toBe(bought.map((line) => line.name).join(', '))

    // As the seeded candidates and staff-added materials stand: lines, and no choice on the step.
    const row = await rowOf(id)
    const { courseMaterialIds: _chosen, ...rest } = row.extra as Record<string, unknown>
    await t.database.db.update(registrations).set({ extra: rest }).where(eq(registrations.id, id))
    expect((await materialsRow()).selection).toBe(bought.map((line) => line.name).join(', '))
  })
})

describe('registration approval', () => {
  it('shows what approving charges, then charges the saved card once (double click) and approves', async () => {
    const { id, user } = await submittedSelfStudy()
    const before = await view(id)
    const unpaid = before.items.filter((item) => !item.paid && item.kind !== 'practice_exam')
    const total = unpaid.reduce((sum, item) => sum + item.finalPrice, 0)
    expect(before.approval).toMatchObject({
      kind: 'registration_approval',
      chargeTotal: total,
      savedCard: { brand: 'visa', last4: '4242' },
      hasExam: true,
      rejectSteps: ['pathway', 'documentation', 'course_materials', 'shipping', 'pay_review'],
    })
    expect(before.approval.examTotal).toBe(49_500 + 1_500)
    expect(before.summary.map((row) => row.step)).toEqual([
      'Pathway',
      'Supporting Documentation',
      'Course Materials',
      'Practice Exam Bundle',
      'Shipping',
      'Pay Exam Fees Upfront',
    ])

    const charges = t.sandbox.charges.length
    const [first, second] = await Promise.all([
      approve(id, { message: 'Welcome!', welcomeEmail: true }),
      approve(id, { message: 'Welcome!', welcomeEmail: true }),
    ])
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(t.sandbox.charges.length).toBe(charges + 1)
    const offSession = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, 'off_session')))
    expect(offSession).toMatchObject([{ amountCents: total }])

    const approved = first.data()
    expect(approved).toMatchObject({ status: 'in_progress', stage: 'post_registration', enrolledOn: today() })
    expect(approved.deadline).toBe(addMonthsToDay(today(), 36))
    expect(approved.approval).toMatchObject({ kind: null, chargeTotal: 0 })
    expect(approved.items.filter((item) => item.kind !== 'practice_exam').every((item) => item.paid)).toBe(true)
    expect(approved.reviews[0]).toMatchObject({ approved: true, status: 'approved', message: '<p>Welcome!</p>' })
    const titles = (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
      (n) => n.title,
    )
    expect(titles).toContain(M.approvedTitle('Accredited Financial Counselor® (AFC®)'))
    await t.queue.runDue()
    expect(t.mail.sent.some((mail) => mail.to === user.email && mail.subject.includes('is approved'))).toBe(true)
    // Not waiting any more.
    expect((await approve(id, { courseMaterials: [1] })).statusCode).toBe(200)
    expect(t.sandbox.charges.length).toBe(charges + 1)
  })

  it('approves without the exam: the exam items go and are not charged', async () => {
    const { id, user } = await submittedSelfStudy()
    const before = await view(id)
    const approved = (await approve(id, { withoutExam: true, welcomeEmail: false })).data()
    expect(approved.payExamFeeUpfront).toBe(false)
    expect(approved.items.some((item) => item.kind === 'exam')).toBe(false)
    const [charged] = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, 'off_session')))
    expect(charged?.amountCents).toBe(before.approval.chargeTotal - before.approval.examTotal)
  })

  it.each([
    ['declined', 'pm_card_chargeDeclined', 'Your card was declined.'],
    ['needing authentication', 'pm_card_authenticationRequired', undefined],
  ])('a card %s approves nothing (402 with the reason)', async (_label, card, message) => {
    const { id, user } = await submittedSelfStudy(card)
    const response = await approve(id)
    expect(response.statusCode).toBe(402)
    expect(response.json()).toMatchObject({ message: message ?? SANDBOX_MESSAGES.authenticationRequiredOffSession })
    expect((await rowOf(id)).status).toBe('registration_approval')
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toEqual([])
    expect((await view(id)).items.filter((item) => item.kind !== 'practice_exam').some((item) => item.paid)).toBe(false)
  })

  it('without a card on file: 422 on approve', async () => {
    const { id, user } = await submittedSelfStudy()
    await t.database.db.update(users).set({ paymentMethodId: null }).where(eq(users.id, user.id))
    const response = await approve(id)
    expect(response.statusCode).toBe(422)
    expect(errorsOf(response)).toEqual({ approve: [M.noCardOnFile] })
    expect((await rowOf(id)).status).toBe('registration_approval')
  })
})

describe('approval with a membership requested in the wizard', () => {
  it.each([
    ['approves the membership too, with its own charge', false, 'approved'],
    ['without membership leaves it to the membership review', true, 'pending'],
  ])('%s', async (_label, withoutMembership, membershipStatus) => {
    const member = await signedIn(t)
    const { id } = await walk(t, member.client, member.user.id, { pathway: 'education', courseMaterialIds: 'all' })
    const [professional] = await t.database.db
      .select()
      .from(membershipTypes)
      .where(eq(membershipTypes.key, 'professional'))
    const joined = await member.client.request({
      method: 'POST',
      url: '/api/membership',
      payload: { membershipId: String(must(professional).id) },
    })
    expect(joined.statusCode).toBe(200)
    expect((await finish(member.client, id, 'pay_review')).data().next).toBe('cart')
    expect((await pay(member.client)).statusCode).toBe(200)
    const [request] = await t.database.db
      .select()
      .from(membershipRequests)
      .where(eq(membershipRequests.userId, member.user.id))
    expect(request?.status).toBe('pending')
    expect((await view(id)).approval.membershipRequestId).toBe(request?.id)

    const charges = t.sandbox.charges.length
    const approved = await approve(id, { withoutMembership })
    expect(approved.statusCode).toBe(200)
    expect(approved.data().status).toBe('in_progress')
    // The registration's charge, and the membership's own when it is approved with it.
    expect(t.sandbox.charges.length).toBe(charges + (withoutMembership ? 1 : 2))
    const [after] = await t.database.db
      .select()
      .from(membershipRequests)
      .where(eq(membershipRequests.id, must(request).id))
    expect(after?.status).toBe(membershipStatus)
  })
})

describe('pathway approval', () => {
  it('returns a designation candidate to course materials with the materials staff chose', async () => {
    const member = await signedIn(t)
    const { id } = await walk(t, member.client, member.user.id, { pathway: 'designation', until: 'pathway_review' })
    expect((await finish(member.client, id, 'pathway_review')).data().next).toBe('cart')
    const cart = (await member.client.request({ method: 'GET', url: '/api/cart/items' })).json<{
      items: { name: string }[]
    }>()
    expect(cart.items.map((item) => item.name)).toEqual(['AFC® Registration Fee: Professional Designation Challenge'])
    expect((await pay(member.client)).statusCode).toBe(200)
    const waiting = await view(id)
    expect(waiting).toMatchObject({ status: 'registration_approval', stage: 'pathway_approval' })
    expect(waiting.approval.kind).toBe('pathway_approval')
    const offered = waiting.approval.courseMaterials.map((m) => m.id)
    expect(offered.length).toBeGreaterThan(0)

    const wrong = await approve(id, { courseMaterials: [999_999] })
    expect(errorsOf(wrong)).toEqual({ courseMaterials: [M.chooseOption] })

    const [canned] = await t.database.db
      .insert(cannedMessages)
      .values({
        category: 'registration_approval',
        title: `Designation ok ${id}`,
        body: '<p>Designation accepted.</p>',
      })
      .returning()
    const approved = (
      await approve(id, { courseMaterials: [must(offered[0])], selectedMessages: [must(canned).id], message: 'Go on' })
    ).data()
    expect(approved).toMatchObject({
      status: 'pre_registration',
      stage: 'pre_registration',
      step: preRegistrationStepNumber('course_materials'),
      courseMaterialIds: [offered[0]],
    })
    expect(approved.reviews[0]).toMatchObject({
      approved: true,
      step: 'course_materials',
      message: '<p>Designation accepted.</p>\n<p>Go on</p>',
    })
    expect(approved.items.some((item) => item.kind === 'course_material' && !item.paid)).toBe(true)
    // The candidate continues at course materials.
    const detail = (await member.client.call(routes.getRegistration, { params: { id } })).data()
    expect(detail.registration.editable).toBe(true)
  })

  it('keeps the pathway whose registration fee is paid: a switch is refused on the field, nothing changes (decision 0027)', async () => {
    const member = await signedIn(t)
    const { id } = await walk(t, member.client, member.user.id, { pathway: 'designation', until: 'pathway_review' })
    expect((await finish(member.client, id, 'pathway_review')).data().next).toBe('cart')
    expect((await pay(member.client)).statusCode).toBe(200)
    const offered = (await view(id)).approval.courseMaterials.map((m) => m.id)
    expect((await approve(id, { courseMaterials: [must(offered[0])] })).statusCode).toBe(200)
    const before = (await member.client.call(routes.getRegistration, { params: { id } })).data().registration

    const education = await pathwayOf(t, 'education')
    const refused = await save(member.client, id, { step: 'pathway', pathwayTypeId: education.id })
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({
      pathwayTypeId: [M.pathwayPaid('Professional Designation Challenge')],
    })
    const after = (await member.client.call(routes.getRegistration, { params: { id } })).data().registration
    expect(after).toEqual(before)
    // Saving the pathway paid for is still fine.
    const same = await save(member.client, id, { step: 'pathway', pathwayTypeId: must(before.pathway).id })
    expect(same.statusCode).toBe(200)
  })

  it('refuses to approve past a required document that is not uploaded, naming it, until staff confirm', async () => {
    const member = await signedIn(t)
    const { id } = await walk(t, member.client, member.user.id, { pathway: 'designation', until: 'pathway_review' })
    expect((await finish(member.client, id, 'pathway_review')).data().next).toBe('cart')
    expect((await pay(member.client)).statusCode).toBe(200)
    // The designation documentation is gone (removed from the record since).
    await t.database.db.delete(media).where(eq(media.registrationId, id))
    const waiting = await view(id)
    expect(waiting.media).toEqual([])
    // Still in the wizard until its pathway review: no default choices on the steps after it.
    expect(waiting.summary.find((row) => row.step === 'Pay Exam Fees Upfront')).toEqual({
      step: 'Pay Exam Fees Upfront',
      selection: M.stepNotReached,
      price: null,
    })
    const offered = waiting.approval.courseMaterials.map((m) => m.id)

    const refused = await approve(id, { courseMaterials: [must(offered[0])] })
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ approveWithoutDocuments: [M.missingDocuments(['Designation documentation'])] })
    expect(await view(id)).toMatchObject({ status: 'registration_approval', stage: 'pathway_approval', reviews: [] })

    const approved = await approve(id, { courseMaterials: [must(offered[0])], approveWithoutDocuments: true })
    expect(approved.statusCode).toBe(200)
    expect(approved.data()).toMatchObject({ status: 'pre_registration', stage: 'pre_registration' })
  })
})

describe('the status staff read', () => {
  it('is one label for the list and the review: an expired registration in progress reads Expired on both', async () => {
    const member = await signedIn(t)
    const expired = await approvedRegistration(t, member.user.id, {
      values: { deadline: addMonthsToDay(today(), -2), expirationStatus: 'expired' },
    })
    expect((await view(expired.id)).statusLabel).toBe('Expired')
    const list = (
      await admin.call(routes.listRegistrations, { query: { limit: 100, filter: ['status,in_progress'] } })
    ).data()
    expect(list.data.find((row) => row.id === expired.id)?.statusLabel).toBe('Expired')
  })

  it("names the user's active flags only, read through the users module", async () => {
    const member = await signedIn(t)
    const registration = await approvedRegistration(t, member.user.id)
    const active = await flagUser(t, member.user.id, { reason: 'Chargeback', note: 'Call first', createdById: adminId })
    await flagUser(t, member.user.id, { reason: 'Resolved', active: false, createdById: adminId })
    expect((await view(registration.id)).user.flags).toEqual([
      { id: active.id, reason: 'Chargeback', note: 'Call first' },
    ])
  })
})

describe('rejection', () => {
  it('needs a step, then sends the candidate back to it with the messages', async () => {
    const { id, user, client: member } = await submittedSelfStudy()
    // In review, every screen says so: the card, the profile badge, and no Register beside the notice.
    const inReview = (await member.call(dashboardRoutes.getDashboard)).data()
    expect(inReview.certification).toMatchObject({ variant: 'review', stage: 'registration' })
    expect(inReview.profile.myAfcpeProfile?.find((row) => row.kind === 'registration')?.badge).toEqual({
      label: 'In Review',
      tone: 'info',
    })
    const pageInReview = (await member.call(candidateRoutes.certificationDashboard)).data()
    expect(pageInReview).toMatchObject({
      variant: 'not_certified',
      notice: { message: 'Your registration is in review.', detail: null, action: null },
    })
    if (pageInReview.variant !== 'not_certified') throw new Error('not the not-certified view')
    expect(pageInReview.options.find((option) => option.key === 'afc')?.action).toBeNull()

    const none = await admin.request({ method: 'POST', url: `/api/registration/${id}/reject`, payload: {} })
    expect(none.statusCode).toBe(422)
    expect(errorsOf(none)).toEqual({ step: [M.selectStep] })
    const notOffered = await admin.call(routes.rejectRegistration, { params: { id }, body: { step: 'final_summary' } })
    expect(errorsOf(notOffered)).toEqual({ step: [M.selectStep] })

    const rejected = (
      await admin.call(routes.rejectRegistration, {
        params: { id },
        body: { step: 'course_materials', message: 'Please choose the books too.' },
      })
    ).data()
    expect(rejected).toMatchObject({
      status: 'pre_registration',
      step: preRegistrationStepNumber('course_materials'),
      editable: true,
    })
    expect(rejected.reviews[0]).toMatchObject({ approved: false, status: 'rejected', step: 'course_materials' })
    const titles = (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
      (n) => n.title,
    )
    expect(titles).toContain(M.rejectedTitle('Accredited Financial Counselor® (AFC®)'))

    // Sent back: the card and the certification page name the step, the message and the way back in.
    const changes =
      'Changes were requested to your registration: please review the Course Materials step and submit your registration again.'
    const way = { label: 'Make the Changes', to: `/certifications-and-training/register/${rejected.certification.id}` }
    const sentBack = (await member.call(dashboardRoutes.getDashboard)).data()
    expect(sentBack.certification).toEqual({
      variant: 'changes_requested',
      name: 'Accredited Financial Counselor® (AFC®)',
      step: 'Course Materials',
      message: changes,
      reviewMessage: 'Please choose the books too.',
      action: way,
    })
    expect(sentBack.profile.myAfcpeProfile?.find((row) => row.kind === 'registration')?.badge?.label).toBe(
      'Changes Requested',
    )
    const page = (await member.call(candidateRoutes.certificationDashboard)).data()
    expect(page).toMatchObject({
      variant: 'not_certified',
      notice: { message: changes, detail: 'Please choose the books too.', action: way },
    })
    if (page.variant !== 'not_certified') throw new Error('not the not-certified view')
    expect(page.options.find((option) => option.key === 'afc')?.action).toBeNull()
    // Staff read it as sent back too, on the review and in the lists, not as a registration never sent.
    expect(rejected.statusLabel).toBe('Changes Requested: Course Materials')
    const listed = (await admin.call(routes.listRegistrations, { query: { limit: 100 } })).data()
    expect(listed.data.find((row) => row.id === id)?.statusLabel).toBe('Changes Requested: Course Materials')
    expect(
      (await admin.call(routes.rejectRegistration, { params: { id }, body: { step: 'pathway' } })).statusCode,
    ).toBe(409)
  })
})

describe('staff edits', () => {
  it('edits hours, MSP class and dates, audited before and after', async () => {
    const { id } = await submittedSelfStudy()
    const edited = (
      await admin.call(routes.editRegistration, {
        params: { id },
        body: { requiredHours: 500, mspClass: 7, enrolledOn: '2026-01-05', deadline: '2029-01-05' },
      })
    ).data()
    expect(edited).toMatchObject({ requiredHours: 500, mspClass: 7, enrolledOn: '2026-01-05', deadline: '2029-01-05' })
    const bad = await admin.call(routes.editRegistration, {
      params: { id },
      body: { requiredHours: 1, mspClass: null, enrolledOn: '2026-01-05', deadline: '2025-01-05' },
    })
    expect(errorsOf(bad)).toEqual({ deadline: [M.deadlineAfterEnrolled] })
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'registration.edit'), eq(auditEvents.subjectId, String(id))))
    expect(audit?.details).toMatchObject({
      before: { requiredHours: 1000, mspClass: null },
      after: { requiredHours: 500, mspClass: 7, deadline: '2029-01-05' },
    })
  })

  it("changes an unpaid item's price and marks it paid by an admin entry, both audited", async () => {
    const member = await signedIn(t)
    const { id } = await walk(t, member.client, member.user.id, { pathway: 'university', courseMaterialIds: 'none' })
    await finish(member.client, id, 'pay_review')
    const items = (await view(id)).items
    const fee = must(items.find((item) => item.kind === 'registration_fee'))
    const priced = (
      await admin.call(routes.changeLineItemPrice, { params: { id, lineItemId: fee.id }, body: { price: 100 } })
    ).data()
    expect(priced.items.find((item) => item.id === fee.id)).toMatchObject({ price: 100, finalPrice: 100 })

    let current: AdminRegistration = priced
    for (const item of current.items) {
      current = (await admin.call(routes.markLineItemPaid, { params: { id, lineItemId: item.id } })).data()
    }
    expect(current.items.every((item) => item.paid)).toBe(true)
    // Every item settled: the registration went to review.
    expect(current.status).toBe('registration_approval')
    const entries = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, member.user.id), eq(transactions.type, 'admin_entry')))
    expect(entries.every((entry) => entry.amountCents === 0 && entry.recordedById === adminId)).toBe(true)
    expect(entries.length).toBe(current.items.length)

    const again = await admin.call(routes.changeLineItemPrice, {
      params: { id, lineItemId: fee.id },
      body: { price: 1 },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: M.alreadyPaid })
    const other = await submittedSelfStudy()
    expect(
      (await admin.call(routes.markLineItemPaid, { params: { id: other.id, lineItemId: fee.id } })).statusCode,
    ).toBe(404)
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, String(fee.id)))
    expect(audits.map((a) => a.action).sort()).toEqual(['registration.line_paid', 'registration.line_price'])
    expect(audits.find((a) => a.action === 'registration.line_price')?.details).toMatchObject({
      after: { price: 100 },
    })
  })

  it('marking an exam line paid makes its attempt bookable at the exam provider', async () => {
    const member = await signedIn(t)
    const { id } = await walk(t, member.client, member.user.id, {
      pathway: 'university',
      courseMaterialIds: 'none',
      payExamFeeUpfront: true,
    })
    await finish(member.client, id, 'pay_review')
    const exam = must((await view(id)).items.find((item) => item.kind === 'exam'))
    const [line] = await t.database.db.select().from(lineItems).where(eq(lineItems.id, exam.id))
    const attemptId = must(line).categoryId
    const marked = await admin.call(routes.markLineItemPaid, { params: { id, lineItemId: exam.id } })
    expect(marked.statusCode).toBe(200)
    await t.queue.runDue()
    expect(isLocalExamDelivery(t.examDelivery) && t.examDelivery.authorized.has(attemptId)).toBe(true)
  })
})

describe('admin registration', () => {
  it('registers a user directly with a prepaid exam; the user is told', async () => {
    const member = await signedIn(t)
    const afc = await certificationOf(t)
    const options = (await admin.call(routes.adminRegistrationOptions)).data()
    const offered = must(options.certifications.find((c) => c.id === afc.id))
    const [exam] = await t.database.db.select().from(exams).where(eq(exams.certificationId, afc.id))
    const missingPathway = await admin.call(routes.adminCreateRegistration, {
      params: { id: afc.id },
      body: { userId: member.user.id, pathwayTypeId: 999_999, deadline: '2030-01-01' },
    })
    expect(errorsOf(missingPathway)).toEqual({ pathwayTypeId: [M.required] })
    const missingUser = await admin.call(routes.adminCreateRegistration, {
      params: { id: afc.id },
      body: { userId: 999_999, pathwayTypeId: must(offered.pathways[0]).id, deadline: '2030-01-01' },
    })
    expect(missingUser.statusCode).toBe(404)

    const created = await admin.call(routes.adminCreateRegistration, {
      params: { id: afc.id },
      body: {
        userId: member.user.id,
        pathwayTypeId: must(offered.pathways[0]).id,
        deadline: '2030-01-01',
        exams: [must(exam).id],
        prepaidExams: true,
        message: 'Registered by staff',
      },
    })
    expect(created.statusCode).toBe(201)
    const registration = created.data()
    expect(registration).toMatchObject({
      status: 'in_progress',
      enrolledOn: today(),
      deadline: '2030-01-01',
      userId: member.user.id,
      // The certification's hours, not the column's default of 0.
      requiredHours: afc.requiredHours,
    })
    expect(afc.requiredHours).toBe(1000)
    expect(registration.items).toMatchObject([{ kind: 'exam', paid: true }])
    // Prepaid: the candidate may book it at the exam provider.
    const [attempt] = await t.database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.registrationId, registration.id))
    await t.queue.runDue()
    expect(isLocalExamDelivery(t.examDelivery) && t.examDelivery.authorized.has(must(attempt).id)).toBe(true)
    expect(registration.reviews[0]).toMatchObject({ approved: true, message: '<p>Registered by staff</p>' })
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.user.id))
    expect(told.length).toBe(1)
  })
})

describe('deleting', () => {
  it('lets staff delete any unpaid registration, never one with a payment', async () => {
    const member = await signedIn(t)
    const { registration } = await start(t, member.client)
    expect((await admin.call(routes.deleteRegistration, { params: { id: registration.id } })).statusCode).toBe(200)
    expect(await t.database.db.select().from(registrations).where(eq(registrations.id, registration.id))).toEqual([])

    const paid = await signedIn(t)
    const { id } = await walk(t, paid.client, paid.user.id, { pathway: 'university', courseMaterialIds: 'none' })
    await finish(paid.client, id, 'pay_review')
    await pay(paid.client)
    const refused = await admin.call(routes.deleteRegistration, { params: { id } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: M.notDeletable })
    expect(await t.database.db.select().from(lineItems).where(eq(lineItems.registrationId, id))).not.toEqual([])
    expect(await t.database.db.select().from(reviews).where(eq(reviews.registrationId, id))).toEqual([])
  })
})
