import {
  PostRegistrationMessages as M,
  RegistrationMessages,
  candidateRoutes,
  easternDay,
  postRegistrationRoutes as routes,
  registrationRoutes,
  type PostRegistrationStepBody,
} from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, registrations, reviews, userCertifications, users, workAreaCategories } from '../../db/schema'
import { TestClient, createSecondInstance, createTestApp, signedIn, type TestApp } from '../../../test/harness'
import { heldCertification } from '../../../test/certification-fixtures'
import { approvedExperience } from '../../../test/experience-fixtures'
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

/** A candidate with the Four E's complete (or not): exam passed, ethics signed, hours approved. */
async function candidate(options: { complete?: boolean; militarySpouse?: boolean } = {}) {
  const { client, user } = await signedIn(t)
  const complete = options.complete ?? true
  const registration = await approvedRegistration(t, user.id, {
    values: {
      militarySpouse: options.militarySpouse ?? false,
      codeOfEthicsSignature: complete ? 'Pat Candidate' : null,
      codeOfEthicsSignatureDate: complete ? today() : null,
    },
  })
  if (complete) {
    const add = await admin.call(candidateRoutes.adminAddExamAttempt, {
      params: { id: registration.id },
      body: { result: 'P', score: 120, takenAt: '2026-10-01', paidOn: '2026-09-01', retake: false },
    })
    expect(add.statusCode).toBe(200)
    await approvedExperience(t, registration.id, {
      organization: 'Credit Union',
      description: 'Counseling sessions',
      startDate: '2024-01-01',
      endDate: '2026-01-01',
    })
  }
  return { client, user, registration }
}

const save = (client: TestClient, id: number, body: PostRegistrationStepBody) =>
  client.call(routes.savePostRegistrationStep, { params: { id }, body })

/** Fills the profile's professional information the step checks. */
async function completeProfessionalInfo(userId: number) {
  const [category] = await t.database.db.select().from(workAreaCategories).limit(1)
  if (!category) throw new Error('no work area category seeded')
  await t.database.db
    .update(users)
    .set({
      organization: 'Credit Union',
      jobTitle: 'Counselor',
      yearsOfService: '3-5',
      primaryWorkAreaCategoryId: category.id,
    })
    .where(eq(users.id, userId))
}

async function walkToFinalApproval(client: TestClient, userId: number, id: number) {
  expect((await save(client, id, { step: 'certificate_name', certificateName: 'Pat Q. Candidate' })).statusCode).toBe(
    200,
  )
  await completeProfessionalInfo(userId)
  expect((await save(client, id, { step: 'professional_info' })).statusCode).toBe(200)
  expect((await save(client, id, { step: 'preferences' })).statusCode).toBe(200)
  const submitted = await (await save(client, id, { step: 'final_summary' })).data()
  expect(submitted.status).toBe('final_approval')
}

describe('the post-registration wizard', () => {
  it('stays closed until the Four E’s are complete', async () => {
    const { client, registration } = await candidate({ complete: false })
    const view = await (await client.call(routes.getPostRegistration, { params: { id: registration.id } })).data()
    expect(view.canFinish).toBe(false)
    const refused = await save(client, registration.id, { step: 'certificate_name', certificateName: 'Pat' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.finalStepsDisabled)
  })

  it('walks the steps in order, checks each, and submits the final application', async () => {
    const { client, user, registration } = await candidate()
    let view = await (await client.call(routes.getPostRegistration, { params: { id: registration.id } })).data()
    expect(view).toMatchObject({ canFinish: true, reached: 0, certificateName: null, rejection: null })
    expect(view.steps.map((step) => step.key)).toEqual([
      'certificate_name',
      'professional_info',
      'preferences',
      'final_summary',
    ])
    expect(view.summary).toMatchObject({ examPassedOn: '2026-10-01', ethicsSignedOn: today(), approvedHours: 1000 })

    const ahead = await save(client, registration.id, { step: 'preferences' })
    expect(ahead.statusCode).toBe(409)
    expect(ahead.json().message).toBe(M.notReached)

    const blank = await save(client, registration.id, { step: 'certificate_name', certificateName: ' ' })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors.certificateName).toEqual([RegistrationMessages.required])

    view = await (
      await save(client, registration.id, { step: 'certificate_name', certificateName: 'Pat Q. Candidate' })
    ).data()
    expect(view).toMatchObject({ reached: 1, certificateName: 'Pat Q. Candidate' })

    // The profile's professional information comes first (PATCH /api/user).
    await t.database.db.update(users).set({ organization: null }).where(eq(users.id, user.id))
    const incomplete = await save(client, registration.id, { step: 'professional_info' })
    expect(incomplete.statusCode).toBe(409)
    expect(incomplete.json().message).toBe(M.professionalInfoIncomplete)
    await completeProfessionalInfo(user.id)
    expect((await save(client, registration.id, { step: 'professional_info' })).statusCode).toBe(200)
    expect((await save(client, registration.id, { step: 'preferences' })).statusCode).toBe(200)
    view = await (await save(client, registration.id, { step: 'final_summary' })).data()
    expect(view.status).toBe('final_approval')

    const again = await save(client, registration.id, { step: 'certificate_name', certificateName: 'Other' })
    expect(again.statusCode).toBe(409)
    const dashboard = await (await client.call(candidateRoutes.certificationDashboard)).data()
    expect(dashboard.variant === 'candidate' && dashboard.candidate.inFinalApproval).toBe(true)
  })

  it('skips Professional Info for a military spouse', async () => {
    const { client, registration } = await candidate({ militarySpouse: true })
    const view = await (await client.call(routes.getPostRegistration, { params: { id: registration.id } })).data()
    expect(view.steps.map((step) => step.key)).toEqual(['certificate_name', 'preferences', 'final_summary'])
  })

  it('answers 404 for another member’s registration', async () => {
    const { registration } = await candidate()
    const { client: stranger } = await signedIn(t)
    expect((await stranger.call(routes.getPostRegistration, { params: { id: registration.id } })).statusCode).toBe(404)
    const refused = await save(stranger, registration.id, { step: 'certificate_name', certificateName: 'Not Me' })
    expect(refused.statusCode).toBe(404)
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, registration.id))
    expect(row?.certificateName).toBeNull()
  })
})

describe('final approval', () => {
  it('issues the certification once, with its certificate, a notification and the certified dashboard', async () => {
    const { client, user, registration } = await candidate()
    await walkToFinalApproval(client, user.id, registration.id)
    const staffView = await (
      await admin.call(registrationRoutes.getAdminRegistration, { params: { id: registration.id } })
    ).data()
    expect(staffView.approval.kind).toBe('final_approval')
    expect(staffView.certificateName).toBe('Pat Q. Candidate')
    expect(staffView.approval.rejectSteps).toEqual([
      'certificate_name',
      'professional_info',
      'preferences',
      'final_summary',
    ])

    const approve = () =>
      admin.call(registrationRoutes.approveRegistration, {
        params: { id: registration.id },
        body: { message: 'Congratulations!' },
      })
    const [first, second] = [await approve(), await approve()]
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(first.json().status).toBe('complete')

    const held = await t.database.db.select().from(userCertifications).where(eq(userCertifications.userId, user.id))
    expect(held).toHaveLength(1)
    expect(held[0]).toMatchObject({ status: 'good_standing', certifiedOn: today(), registrationId: registration.id })
    expect(held[0]?.reportingPeriodId).not.toBeNull()
    const [done] = await t.database.db.select().from(registrations).where(eq(registrations.id, registration.id))
    expect(done).toMatchObject({ status: 'complete', graduatedOn: today() })
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told.map((n) => n.title)).toContain(M.certificationIssuedTitle('Accredited Financial Counselor® (AFC®)'))

    // The certificate is issued after commit, by the job; its page is public and names the holder.
    await t.queue.runDue()
    const [issued] = await t.database.db.select().from(userCertifications).where(eq(userCertifications.userId, user.id))
    const url = issued?.accredibleUrl ?? ''
    expect(url).toMatch(/\/certificates\/\d+-[\w-]{22}$/)
    const code = url.split('/').at(-1) ?? ''
    const visitor = new TestClient(t.app)
    const certificate = await (await visitor.call(routes.getCertificate, { params: { code } })).data()
    expect(certificate).toMatchObject({
      recipientName: 'Pat Q. Candidate',
      certificationName: 'Accredited Financial Counselor® (AFC®)',
      issuedOn: today(),
      status: 'good_standing',
    })
    const forged = `${code.split('-')[0]}-${'A'.repeat(22)}`
    expect((await visitor.call(routes.getCertificate, { params: { code: forged } })).statusCode).toBe(404)

    // After APP_SECRET is rotated (an instance started with the new one), the link sent still opens
    // the certificate, and a forged code is still refused.
    const rotated = await createSecondInstance(t, { config: { appSecret: 'rotated-secret-rotated-secret-rotated-0' } })
    try {
      const afterRotation = new TestClient(rotated.app)
      const reopened = await afterRotation.call(routes.getCertificate, { params: { code } })
      expect(reopened.statusCode).toBe(200)
      expect((await reopened.data()).recipientName).toBe('Pat Q. Candidate')
      expect((await afterRotation.call(routes.getCertificate, { params: { code: forged } })).statusCode).toBe(404)
    } finally {
      await rotated.close()
    }

    const dashboard = await (await client.call(candidateRoutes.certificationDashboard)).data()
    expect(dashboard).toMatchObject({ variant: 'certified', certifications: [{ certificateUrl: url, notice: null }] })
  })

  it('re-checks the Four E’s, and certifies again a user whose earlier certification was revoked', async () => {
    const { client, user, registration } = await candidate()
    await heldCertification(t, user.id, { status: 'revoked', certifiedOn: '2019-05-01' })
    await walkToFinalApproval(client, user.id, registration.id)
    const approve = () =>
      admin.call(registrationRoutes.approveRegistration, { params: { id: registration.id }, body: {} })
    // A result corrected to a fail after the application: not certified.
    const [attempt] = (
      await (await admin.call(candidateRoutes.adminExamAttempts, { params: { id: registration.id } })).data()
    ).attempts
    await admin.call(candidateRoutes.adminEditExamAttempt, {
      params: { id: registration.id, examId: attempt?.id ?? 0 },
      body: { result: 'F', score: 80, takenAt: '2026-10-01', retake: false },
    })
    const refused = await approve()
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.finalStepsDisabled)
    await admin.call(candidateRoutes.adminEditExamAttempt, {
      params: { id: registration.id, examId: attempt?.id ?? 0 },
      body: { result: 'P', score: 120, takenAt: '2026-10-01', retake: false },
    })
    expect((await approve()).statusCode).toBe(200)
    const held = await t.database.db.select().from(userCertifications).where(eq(userCertifications.userId, user.id))
    expect(held).toHaveLength(1)
    expect(held[0]).toMatchObject({ status: 'good_standing', certifiedOn: today(), registrationId: registration.id })
  })

  it('sends the final application back to a post-registration step, with the message shown', async () => {
    const { client, user, registration } = await candidate()
    await walkToFinalApproval(client, user.id, registration.id)
    const rejected = await admin.call(registrationRoutes.rejectRegistration, {
      params: { id: registration.id },
      body: { step: 'certificate_name', message: 'Please use your legal name.' },
    })
    expect(rejected.statusCode).toBe(200)
    const view = await (await client.call(routes.getPostRegistration, { params: { id: registration.id } })).data()
    expect(view.status).toBe('in_progress')
    expect(view.rejection).toEqual({ message: '<p>Please use your legal name.</p>', step: 'certificate_name' })
    const decided = await t.database.db.select().from(reviews).where(eq(reviews.registrationId, registration.id))
    expect(decided.map((review) => review.approved)).toEqual([false])
    // Fixed and submitted again.
    expect(
      (await save(client, registration.id, { step: 'certificate_name', certificateName: 'Patricia Candidate' }))
        .statusCode,
    ).toBe(200)
    expect((await (await save(client, registration.id, { step: 'final_summary' })).data()).status).toBe(
      'final_approval',
    )
  })
})
