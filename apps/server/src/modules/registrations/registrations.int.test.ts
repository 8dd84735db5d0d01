import {
  RegistrationMessages as M,
  cartRoutes,
  registrationRoutes as routes,
  addDaysToDay,
  addMonthsToDay,
  easternDay,
  preRegistrationStepNumber,
  type Cart,
} from '@portal/contracts'
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media, registrationFees, registrations } from '../../db/schema'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness'
import {
  PDF,
  addAddress,
  approvedRegistration,
  certificationOf,
  finish,
  giveMembership,
  pathwayOf,
  pay,
  save,
  start,
  upload,
  walk,
} from '../../../test/registration-fixtures'

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value')
  return value
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}
const rowOf = async (id: number) => {
  const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id))
  if (!row) throw new Error('no registration')
  return row
}
const cartOf = async (client: Awaited<ReturnType<typeof signedIn>>['client']) =>
  (await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>()

describe('starting a registration', () => {
  it('starts one, answers the same open one again, and never makes two on a double click', async () => {
    const { client, user } = await signedIn(t)
    const afc = await certificationOf(t)
    const [a, b] = await Promise.all([
      client.call(routes.createRegistration, { params: { id: afc.id } }),
      client.call(routes.createRegistration, { params: { id: afc.id } }),
    ])
    expect(a.data().registration.id).toBe(b.data().registration.id)
    expect(a.data().registration).toMatchObject({ status: 'pre_registration', stage: 'pre_registration', step: 0 })
    const again = await start(t, client)
    expect(again.registration.id).toBe(a.data().registration.id)
    // The certification's required hours from the start (not the column's default of 0).
    expect(afc.requiredHours).toBe(1000)
    expect((await rowOf(again.registration.id)).requiredHours).toBe(afc.requiredHours)
    expect(again.registration.requiredHours).toBe(afc.requiredHours)
    expect(await t.database.db.select().from(registrations).where(eq(registrations.userId, user.id))).toHaveLength(1)
    // The options: visible pathways priced, the exam priced for a non-member.
    expect(again.options.pathways.map((p) => p.key)).toEqual([
      'education',
      'university',
      'designation',
      'independent_trainer',
      'military_spouse',
    ])
    expect(again.options.pathways[0]?.fee).toMatchObject({ chargedOnApproval: true })
    expect(again.options.exam).toMatchObject({ price: 49_500, finalPrice: 49_500, offer: null })
  })

  it("answers a certification's open registration or none, and the one the dashboard is about", async () => {
    const { client, user } = await signedIn(t)
    const afc = await certificationOf(t)
    const openOf = async () => (await client.call(routes.openRegistration, { params: { id: afc.id } })).data().open
    const current = async () => (await client.call(routes.currentRegistration)).data().registration
    expect(await openOf()).toBeNull()
    expect((await client.call(routes.openRegistration, { params: { id: afc.id } })).data().certification).toEqual({
      id: afc.id,
      name: afc.name,
    })
    expect(await current()).toBeNull()
    // Asking creates nothing.
    expect(await t.database.db.select().from(registrations).where(eq(registrations.userId, user.id))).toHaveLength(0)
    const started = await start(t, client)
    const id = started.registration.id
    expect((await openOf())?.registration.id).toBe(id)
    expect(await current()).toMatchObject({ id, certificationId: afc.id, status: 'pre_registration' })
    // Expired or complete, it is no longer open; the dashboard is still about it.
    await t.database.db.update(registrations).set({ expirationStatus: 'expired' }).where(eq(registrations.id, id))
    expect(await openOf()).toBeNull()
    expect((await current())?.id).toBe(id)
    await t.database.db
      .update(registrations)
      .set({ expirationStatus: 'not_expired', status: 'complete' })
      .where(eq(registrations.id, id))
    expect(await openOf()).toBeNull()
    expect((await client.call(routes.openRegistration, { params: { id: 999_999 } })).statusCode).toBe(404)
  })

  it('offers an expired registration its extension first; starting afresh needs the member to confirm it', async () => {
    const { client, user } = await signedIn(t)
    const afc = await certificationOf(t)
    const today = easternDay(new Date())
    const expired = await approvedRegistration(t, user.id, {
      values: { deadline: addDaysToDay(today, -40), expirationStatus: 'expired_without_extension' },
    })
    const opened = (await client.call(routes.openRegistration, { params: { id: afc.id } })).data()
    expect(opened.open).toBeNull()
    expect(opened.expired).toMatchObject({
      registrationId: expired.id,
      isExtensionOffered: true,
      banner: { tone: 'danger', action: { label: 'File an extension' } },
      startAfreshNote: M.startAfreshExtendable('AFC®'),
    })
    // Starting afresh without saying so is refused, and starts nothing.
    const refused = await client.call(routes.createRegistration, { params: { id: afc.id } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: M.extensionFirst })
    expect(await t.database.db.select().from(registrations).where(eq(registrations.userId, user.id))).toHaveLength(1)
    const started = await client.call(routes.createRegistration, {
      params: { id: afc.id },
      body: { startAfresh: true },
    })
    expect(started.data().registration).toMatchObject({ status: 'pre_registration' })
    expect(started.data().registration.id).not.toBe(expired.id)
    // The expired one stays as it was.
    expect(await rowOf(expired.id)).toMatchObject({
      status: 'in_progress',
      expirationStatus: 'expired_without_extension',
    })

    // Past the 6-month window nothing is offered: the note says so, and no confirmation is needed.
    const other = await signedIn(t)
    await approvedRegistration(t, other.user.id, {
      values: { deadline: addMonthsToDay(today, -7), expirationStatus: 'expired' },
    })
    const closed = (await other.client.call(routes.openRegistration, { params: { id: afc.id } })).data()
    expect(closed.expired).toMatchObject({ isExtensionOffered: false, startAfreshNote: M.startAfreshExpired('AFC®') })
    expect(closed.expired?.banner?.action ?? null).toBeNull()
    expect((await other.client.call(routes.createRegistration, { params: { id: afc.id } })).statusCode).toBe(200)
  })

  it("migration 0014 gives registrations started with 0 required hours their certification's", async () => {
    const { client } = await signedIn(t)
    const afc = await certificationOf(t)
    const id = (await start(t, client)).registration.id
    await t.database.db.update(registrations).set({ requiredHours: 0 }).where(eq(registrations.id, id))
    const other = (await start(t, (await signedIn(t)).client)).registration.id
    await t.database.db.update(registrations).set({ requiredHours: 750 }).where(eq(registrations.id, other))
    const migration = readFileSync(
      new URL('../../db/migrations/0014_required_hours_from_certification.sql', import.meta.url),
      'utf8',
    )
    await t.database.pool.query(migration)
    expect((await rowOf(id)).requiredHours).toBe(afc.requiredHours)
    // Hours staff set are kept.
    expect((await rowOf(other)).requiredHours).toBe(750)
  })

  it('answers 404 for an unknown certification', async () => {
    const { client } = await signedIn(t)
    expect((await client.call(routes.createRegistration, { params: { id: 999_999 } })).statusCode).toBe(404)
  })

  it('lists the latest registration per certification', async () => {
    const { client } = await signedIn(t)
    const afc = await start(t, client)
    const afcc = await start(t, client, 'afcc')
    const latest = (await client.call(routes.latestRegistrations)).data()
    expect(latest.registrations.map((r) => r.id).sort()).toEqual([afc.registration.id, afcc.registration.id].sort())
  })

  it('offers Pay Exam Fees Upfront and the exam among the items for the AFC® only (spec 2 §2.1)', async () => {
    const { client } = await signedIn(t)
    const itemsAfterPathway = async (key: 'afc' | 'afcc') => {
      const detail = await start(t, client, key)
      const pathway = detail.options.pathways[0]
      if (!pathway) throw new Error('no pathway offered')
      const saved = (await save(client, detail.registration.id, { step: 'pathway', pathwayTypeId: pathway.id })).data()
      return { sells: saved.registration.sellsExamUpfront, kinds: saved.registration.items.map((item) => item.kind) }
    }
    const afc = await itemsAfterPathway('afc')
    expect(afc.sells).toBe(true)
    expect(afc.kinds).toContain('exam')
    const afcc = await itemsAfterPathway('afcc')
    expect(afcc.sells).toBe(false)
    expect(afcc.kinds).not.toContain('exam')
  })

  it("hides another member's registration and documents (404)", async () => {
    const owner = await signedIn(t)
    const other = await signedIn(t)
    const { registration } = await start(t, owner.client)
    const uploaded = await upload(owner.client, registration.id, 'transcript')
    expect(uploaded.statusCode).toBe(200)
    const mediaId = must(
      (await t.database.db.select().from(media).where(eq(media.registrationId, registration.id)))[0],
    ).id
    expect((await other.client.call(routes.getRegistration, { params: { id: registration.id } })).statusCode).toBe(404)
    expect((await save(other.client, registration.id, { step: 'pathway', pathwayTypeId: 1 })).statusCode).toBe(404)
    expect((await upload(other.client, registration.id, 'transcript')).statusCode).toBe(404)
    expect((await other.client.request({ method: 'GET', url: `/api/media/${mediaId}` })).statusCode).toBe(404)
    expect((await other.client.request({ method: 'DELETE', url: `/api/media/${mediaId}` })).statusCode).toBe(404)
    expect((await other.client.call(routes.deleteRegistration, { params: { id: registration.id } })).statusCode).toBe(
      404,
    )
  })
})

describe('the wizard steps', () => {
  it('refuses each step with its reason on its field and changes nothing', async () => {
    const { client, user } = await signedIn(t)
    const { registration } = await start(t, client)
    const id = registration.id
    // A step not reached yet.
    const early = await save(client, id, { step: 'course_materials', courseMaterialIds: [] })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ message: M.notReached })

    const hidden = await save(client, id, { step: 'pathway', pathwayTypeId: 999_999 })
    expect(hidden.statusCode).toBe(422)
    expect(errorsOf(hidden)).toEqual({ pathwayTypeId: [M.pickPathway] })
    expect((await rowOf(id)).step).toBe(0)

    // Program information only on the university pathway.
    const education = await pathwayOf(t, 'education')
    await save(client, id, { step: 'pathway', pathwayTypeId: education.id })
    const skipped = await save(client, id, {
      step: 'program_information',
      universityProgramId: 1,
      universityProgramDepartment: 'x',
      universityProgramLevelOfStudy: 'Graduate',
    })
    expect(skipped.statusCode).toBe(409)

    const university = await pathwayOf(t, 'university')
    await save(client, id, { step: 'pathway', pathwayTypeId: university.id })
    const noUniversity = await save(client, id, {
      step: 'program_information',
      universityProgramId: 999_999,
      universityProgramDepartment: 'Finance',
      universityProgramLevelOfStudy: 'Graduate',
    })
    expect(errorsOf(noUniversity)).toEqual({ universityProgramId: [M.required] })
    expect((await rowOf(id)).universityProgramId).toBeNull()
    const info = (
      await save(client, id, {
        step: 'program_information',
        universityProgramId: must((await start(t, client)).options.universities[0]).id,
        universityProgramDepartment: 'Finance',
        universityProgramLevelOfStudy: 'Graduate',
      })
    ).data()
    expect(info.registration.step).toBe(preRegistrationStepNumber('documentation'))

    const noTranscript = await save(client, id, { step: 'documentation' })
    expect(errorsOf(noTranscript)).toEqual({ transcript: [M.required] })
    await upload(client, id, 'transcript')
    expect((await save(client, id, { step: 'documentation' })).statusCode).toBe(200)

    const notOffered = await save(client, id, { step: 'course_materials', courseMaterialIds: [999_999] })
    expect(errorsOf(notOffered)).toEqual({ courseMaterialIds: [M.chooseOption] })
    // The university pathway may choose none.
    expect((await save(client, id, { step: 'course_materials', courseMaterialIds: [] })).statusCode).toBe(200)
    await save(client, id, { step: 'practice_exam', purchasePracticeExam: false })
    const noAddress = await save(client, id, { step: 'shipping', shippingAddressId: null })
    expect(errorsOf(noAddress)).toEqual({ shippingAddressId: [M.shippingAddress] })
    const otherUser = await signedIn(t)
    const notMine = await addAddress(t, otherUser.user.id)
    expect(errorsOf(await save(client, id, { step: 'shipping', shippingAddressId: notMine.id }))).toEqual({
      shippingAddressId: [M.shippingAddress],
    })
    const address = await addAddress(t, user.id, 'Canada')
    const shipped = (await save(client, id, { step: 'shipping', shippingAddressId: address.id })).data()
    expect(shipped.registration.shipping).toMatchObject({ country: 'Canada', isInternational: true })
    // Not a member: the membership step applies.
    expect(shipped.registration.isMemberOrPending).toBe(false)
    expect((await save(client, id, { step: 'membership' })).statusCode).toBe(200)
  })

  it('needs a course material on the pathways that sell them, and the designation its documents', async () => {
    const { client } = await signedIn(t)
    const { registration } = await start(t, client)
    const designation = await pathwayOf(t, 'designation')
    await save(client, registration.id, { step: 'pathway', pathwayTypeId: designation.id })
    expect(errorsOf(await save(client, registration.id, { step: 'documentation' }))).toEqual({
      designation_documentation: [M.required],
    })
    const selfStudy = await signedIn(t)
    const { id } = await walk(t, selfStudy.client, selfStudy.user.id, { pathway: 'education', until: 'pathway_review' })
    const none = await save(selfStudy.client, id, { step: 'course_materials', courseMaterialIds: [] })
    expect(errorsOf(none)).toEqual({ courseMaterialIds: [M.chooseOption] })
    // 'No Course Materials' together with paid materials is refused, and nothing changes.
    const education = await pathwayOf(t, 'education')
    const materials = (await selfStudy.client.call(routes.getRegistration, { params: { id } }))
      .data()
      .options.courseMaterials.filter((material) => material.pathwayTypeIds.includes(education.id))
    expect(materials.length).toBeGreaterThan(0)
    const before = await rowOf(id)
    const both = await save(selfStudy.client, id, {
      step: 'course_materials',
      courseMaterialIds: materials.map((material) => material.id),
      noCourseMaterials: true,
    })
    expect(both.statusCode).toBe(422)
    expect(errorsOf(both)).toEqual({ courseMaterialIds: [M.materialsOrNone] })
    expect((await rowOf(id)).extra).toEqual(before.extra)
  })

  it('starts the Independent Trainer timeline at registration and needs the trainer and proof', async () => {
    const { client } = await signedIn(t)
    const { registration } = await start(t, client)
    const trainer = await pathwayOf(t, 'independent_trainer')
    const saved = (await save(client, registration.id, { step: 'pathway', pathwayTypeId: trainer.id })).data()
    const today = easternDay(new Date())
    expect(saved.registration).toMatchObject({
      enrolledOn: today,
      deadline: addMonthsToDay(today, trainer.deadlineMonths),
    })
    const refused = await save(client, registration.id, { step: 'documentation', independentTrainerId: 999_999 })
    expect(errorsOf(refused)).toEqual({
      transcript: [M.required],
      proof_of_completion: [M.required],
      independentTrainerId: [M.required],
    })
  })

  it('skips the membership step for members', async () => {
    const { client, user } = await signedIn(t)
    await giveMembership(t, user.id)
    const { id, detail } = await walk(t, client, user.id, { pathway: 'education' })
    expect(detail.registration.isMemberOrPending).toBe(true)
    expect((await save(client, id, { step: 'membership' })).statusCode).toBe(409)
  })
})

describe('documents', () => {
  it('refuses HTML posted as a PDF and an oversized file on `media`; stores a path-like name safely', async () => {
    const { client } = await signedIn(t)
    const { registration } = await start(t, client)
    const html = await upload(client, registration.id, 'transcript', {
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'application/pdf',
    })
    expect(html.statusCode).toBe(422)
    expect(errorsOf(html)).toEqual({ media: [M.fileType] })
    const big = await upload(client, registration.id, 'transcript', {
      data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]),
    })
    expect(big.statusCode).toBe(422)
    expect(errorsOf(big)).toEqual({ media: [M.fileSize] })

    const named = await upload(client, registration.id, 'transcript', { data: PDF, name: '../../etc/passwd.pdf' })
    expect(named.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(media).where(eq(media.registrationId, registration.id))
    expect(row?.fileName).toBe('passwd.pdf')
    expect(row?.storageKey).toMatch(/^registrations\/\d+\/[\w-]+\.pdf$/)
    const file = await client.request({ method: 'GET', url: `/api/media/${row?.id}` })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('application/pdf')
    expect(file.headers['content-disposition']).toBe('attachment; filename="passwd.pdf"')
    expect(file.rawPayload.equals(PDF)).toBe(true)

    expect((await client.request({ method: 'DELETE', url: `/api/media/${row?.id}` })).statusCode).toBe(200)
    expect(await t.storage.exists(must(row).storageKey)).toBe(false)
    expect((await client.request({ method: 'GET', url: `/api/media/${row?.id}` })).statusCode).toBe(404)
  })

  it('keeps a document under the extension of the type its bytes are, without text-direction controls', async () => {
    const { client } = await signedIn(t)
    const { registration } = await start(t, client)
    const rightToLeftOverride = String.fromCharCode(0x202e)
    for (const name of ['page.html', `invoice${rightToLeftOverride}fdp.exe`]) {
      const response = await upload(client, registration.id, 'transcript', { data: PDF, name, type: 'text/html' })
      expect(response.statusCode).toBe(200)
    }
    const rows = await t.database.db.select().from(media).where(eq(media.registrationId, registration.id))
    expect(rows.map((row) => row.fileName).sort()).toEqual(['invoicefdp.pdf', 'page.pdf'])
    const page = rows.find((row) => row.fileName === 'page.pdf')
    const file = await client.request({ method: 'GET', url: `/api/media/${page?.id}` })
    expect(file.headers['content-type']).toContain('application/pdf')
    expect(file.headers['content-disposition']).toBe('attachment; filename="page.pdf"')
  })
})

describe('Pay & Review', () => {
  it("puts the items in the cart at the member's prices, and checkout sends the registration to review", async () => {
    const { client, user } = await signedIn(t)
    await giveMembership(t, user.id)
    const university = await pathwayOf(t, 'university')
    await t.database.db
      .update(registrationFees)
      .set({ freeForMembers: true })
      .where(eq(registrationFees.pathwayTypeId, university.id))
    try {
      const { id, detail } = await walk(t, client, user.id, { pathway: 'university', courseMaterialIds: 'none' })
      expect(detail.registration.noCourseMaterials).toBe(true)
      expect(detail.options.exam).toMatchObject({ finalPrice: 39_500, offer: 'Member discount' })
      expect(detail.registration.items.every((item) => !item.inCart)).toBe(true)

      const refused = await finish(client, id, 'pay_review', false)
      expect(refused.statusCode).toBe(422)
      expect(errorsOf(refused)).toEqual({ examAgreement: [M.required] })

      const result = (await finish(client, id, 'pay_review')).data()
      expect(result.next).toBe('cart')
      const cart = await cartOf(client)
      const priced = Object.fromEntries(cart.items.map((item) => [item.name, item.finalPrice]))
      expect(cart.items.map((item) => item.name).sort()).toEqual(
        [
          'AFC® Certification Exam',
          'AFC® Registration Fee: Registered Education Program',
          'Exam Materials Shipping',
        ].sort(),
      )
      expect(priced['AFC® Certification Exam']).toBe(39_500)
      expect(cart.total).toBe(39_500 + 1_500)

      expect((await pay(client)).statusCode).toBe(200)
      expect((await rowOf(id)).status).toBe('registration_approval')
      const view = (await client.call(routes.getRegistration, { params: { id } })).data()
      expect(view.registration).toMatchObject({ stage: 'registration_approval', editable: false })
      expect(view.registration.items.every((item) => item.paid)).toBe(true)
      const late = await save(client, id, { step: 'practice_exam', purchasePracticeExam: true })
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ message: M.notEditable })
    } finally {
      await t.database.db
        .update(registrationFees)
        .set({ freeForMembers: false })
        .where(eq(registrationFees.pathwayTypeId, university.id))
    }
  })

  it('with a free pathway and no items, goes straight to review (dashboard)', async () => {
    const { client, user } = await signedIn(t)
    await giveMembership(t, user.id)
    const university = await pathwayOf(t, 'university')
    await t.database.db
      .update(registrationFees)
      .set({ freeForMembers: true })
      .where(eq(registrationFees.pathwayTypeId, university.id))
    try {
      const { id } = await walk(t, client, user.id, {
        pathway: 'university',
        courseMaterialIds: 'none',
        payExamFeeUpfront: false,
      })
      const result = (await finish(client, id, 'pay_review')).data()
      expect(result.next).toBe('dashboard')
      expect(result.registration).toMatchObject({ status: 'registration_approval', stage: 'registration_approval' })
      expect((await cartOf(client)).items).toEqual([])
    } finally {
      await t.database.db
        .update(registrationFees)
        .set({ freeForMembers: false })
        .where(eq(registrationFees.pathwayTypeId, university.id))
    }
  })

  it('removing the fee from the cart removes the pre-registration', async () => {
    const { client, user } = await signedIn(t)
    const { id } = await walk(t, client, user.id, { pathway: 'university', courseMaterialIds: 'none' })
    await finish(client, id, 'pay_review')
    const cart = await cartOf(client)
    const fee = cart.items.find((item) => item.name.includes('Registration Fee'))
    expect(fee?.removesRegistration).toBe(true)
    const removed = await client.request({
      method: 'POST',
      url: '/api/cart/remove',
      payload: { line_item_id: fee?.id },
    })
    expect(removed.statusCode).toBe(200)
    expect(await t.database.db.select().from(registrations).where(eq(registrations.id, id))).toEqual([])
  })

  it('a self-study registration keeps the card on file and is submitted without a charge', async () => {
    const { client, user } = await signedIn(t)
    const { id } = await walk(t, client, user.id, { pathway: 'education', courseMaterialIds: 'all' })
    const result = (await finish(client, id, 'pay_review')).data()
    expect(result.next).toBe('cart')
    expect(result.registration.items.filter((i) => i.kind !== 'practice_exam').every((i) => i.chargedOnApproval)).toBe(
      true,
    )
    // The cart says what checkout does: nothing due now, everything charged when approved.
    const cart = await cartOf(client)
    expect(cart.total).toBeGreaterThan(0)
    expect(cart).toMatchObject({ dueNow: 0, chargedOnApproval: cart.total })
    expect(cart.items.every((item) => item.chargedOnApproval)).toBe(true)
    const charges = t.sandbox.charges.length
    expect((await pay(client)).statusCode).toBe(200)
    expect(t.sandbox.charges.length).toBe(charges)
    expect((await rowOf(id)).status).toBe('registration_approval')
    expect((await cartOf(client)).items).toEqual([])
    // The payment history lists each submitted item as pending approval, with no receipt.
    const history = (await client.call(cartRoutes.listPayments, { query: {} })).data()
    const submitted = result.registration.items.filter((i) => i.chargedOnApproval && i.finalPrice > 0)
    expect(history.data.map((row) => [row.status, row.id, row.description, row.amount]).sort()).toEqual(
      submitted.map((i) => ['pending_approval', null, i.name, i.finalPrice]).sort(),
    )
  })
})

describe('the cart of a self-study registration with the practice exam bundle', () => {
  it('names apart what checkout charges now (the bundle) and what the approval charges (the rest)', async () => {
    const { client, user } = await signedIn(t)
    const { id } = await walk(t, client, user.id, {
      pathway: 'education',
      courseMaterialIds: 'all',
      practiceExam: true,
    })
    expect((await finish(client, id, 'pay_review')).data().next).toBe('cart')
    const cart = await cartOf(client)
    const bundle = must(cart.items.find((item) => item.categoryType === 'practice_exam'))
    expect(bundle.chargedOnApproval).toBe(false)
    const later = cart.items.filter((item) => item.chargedOnApproval)
    expect(later.length).toBeGreaterThan(1)
    expect(cart).toMatchObject({
      dueNow: bundle.total,
      chargedOnApproval: later.reduce((sum, item) => sum + item.total, 0),
    })
    expect(cart.dueNow + cart.chargedOnApproval).toBe(cart.total)
    // Checkout charges exactly what the cart said is due now.
    const charges = t.sandbox.charges.length
    expect((await pay(client)).statusCode).toBe(200)
    expect(t.sandbox.charges.slice(charges).map((charge) => charge.amountCents)).toEqual([cart.dueNow])
  })
})

describe('deleting a registration', () => {
  it('lets the candidate delete an unpaid pre-registration, never a paid one', async () => {
    const { client, user } = await signedIn(t)
    const { registration } = await start(t, client)
    expect((await client.call(routes.deleteRegistration, { params: { id: registration.id } })).statusCode).toBe(200)
    expect(await t.database.db.select().from(registrations).where(eq(registrations.id, registration.id))).toEqual([])
    const { id } = await walk(t, client, user.id, { pathway: 'university', courseMaterialIds: 'none' })
    await finish(client, id, 'pay_review')
    await pay(client)
    const refused = await client.call(routes.deleteRegistration, { params: { id } })
    expect(refused.statusCode).toBe(409)
  })
})
