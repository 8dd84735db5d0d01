/**
 * Certification registrations for tests: the catalogue's pathways, a candidate walked through the
 * wizard over the API (as the web app does it), ready for Pay & Review or checked out, and the
 * one builder of a registration row for tests that start where no quick request leads.
 */
import {
  addMonthsToDay,
  easternDay,
  registrationRoutes as routes,
  type PathwayKey,
  type RegistrationDetail,
  type RegistrationMediaType,
  type SaveRegistrationStepBody,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { addresses, certifications, pathwayTypes } from '../src/db/schema'
import { PAY_REVIEW_STEP } from '../src/modules/registrations/registration-core'
import {
  registrationsRepo,
  type NewRegistration,
  type RegistrationRow,
} from '../src/modules/registrations/registrations.repo'
import { multipartForm, type TestClient, type WithDatabase } from './harness'
import { membershipRecord } from './membership-fixtures'

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

export async function certificationOf(t: WithDatabase, key: 'afc' | 'afcc' = 'afc') {
  const [row] = await t.database.db.select().from(certifications).where(eq(certifications.key, key))
  if (!row) throw new Error(`fixture: no ${key} certification`)
  return row
}

export async function pathwayOf(t: WithDatabase, key: PathwayKey, certification: 'afc' | 'afcc' = 'afc') {
  const cert = await certificationOf(t, certification)
  const [row] = await t.database.db
    .select()
    .from(pathwayTypes)
    .where(and(eq(pathwayTypes.certificationId, cert.id), eq(pathwayTypes.key, key)))
  if (!row) throw new Error(`fixture: no ${key} pathway`)
  return row
}

/** A membership term covering any day a test runs on (the membership module's own insert). */
export async function giveMembership(
  t: WithDatabase,
  userId: number,
  key: 'professional' | 'student' = 'professional',
) {
  await membershipRecord(t, userId, { key, startsOn: '2000-01-01', endsOn: '2999-12-31' })
}

export async function addAddress(t: WithDatabase, userId: number, country = 'United States') {
  const [row] = await t.database.db
    .insert(addresses)
    .values({
      userId,
      name: 'Home',
      addressLine1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country,
    })
    .returning()
  if (!row) throw new Error('fixture: address insert failed')
  return row
}

type RegistrationValues = Omit<NewRegistration, 'userId' | 'certificationId' | 'pathwayTypeId'>

/**
 * Moves a registration to a state no quick request leads to (a deadline long past, a status staff
 * reach by many steps), through the registrations module's own update: the one way a test outside
 * that module changes a registration.
 */
export async function changeRegistration(t: WithDatabase, registrationId: number, values: Partial<RegistrationValues>) {
  await registrationsRepo.update(t.database.db, registrationId, { ...values, updatedAt: new Date() })
}

/**
 * A certification registration row, written in one place through the registrations module's own
 * insert: `values` as given (the table's defaults otherwise: a pre-registration at no step),
 * on `pathway` when one is named. For tests that need a registration the wizard and staff review
 * would take many requests to reach (or cannot: final approval, a deadline long past); a test of
 * the wizard walks it (`walk`).
 */
export async function insertRegistration(
  t: WithDatabase,
  userId: number,
  options: { certification?: 'afc' | 'afcc'; pathway?: PathwayKey; values?: RegistrationValues } = {},
): Promise<RegistrationRow> {
  const key = options.certification ?? 'afc'
  const certification = await certificationOf(t, key)
  const pathway = options.pathway ? await pathwayOf(t, options.pathway, key) : null
  return registrationsRepo.insertRegistration(t.database.db, {
    ...options.values,
    userId,
    certificationId: certification.id,
    pathwayTypeId: pathway?.id ?? null,
  })
}

/**
 * A registration as staff approval leaves it: in progress at Pay & Review's step, enrolled today
 * with the pathway's deadline (education unless told) and the certification's required hours;
 * `values` change any of it.
 */
export async function approvedRegistration(
  t: WithDatabase,
  userId: number,
  options: { certification?: 'afc' | 'afcc'; pathway?: PathwayKey; values?: RegistrationValues } = {},
): Promise<RegistrationRow> {
  const key = options.certification ?? 'afc'
  const certification = await certificationOf(t, key)
  const pathway = await pathwayOf(t, options.pathway ?? 'education', key)
  const enrolledOn = options.values?.enrolledOn ?? easternDay()
  return insertRegistration(t, userId, {
    certification: key,
    pathway: pathway.key,
    values: {
      status: 'in_progress',
      step: PAY_REVIEW_STEP,
      enrolledOn,
      deadline: addMonthsToDay(enrolledOn, pathway.deadlineMonths),
      requiredHours: certification.requiredHours,
      ...options.values,
    },
  })
}

export const start = async (t: WithDatabase, client: TestClient, key: 'afc' | 'afcc' = 'afc') =>
  (await client.call(routes.createRegistration, { params: { id: (await certificationOf(t, key)).id } })).data()

export const save = (client: TestClient, id: number, body: SaveRegistrationStepBody) =>
  client.call(routes.saveRegistrationStep, { params: { id }, body })

export const upload = (
  client: TestClient,
  id: number,
  type: RegistrationMediaType,
  file: { data: Buffer; name?: string; type?: string } = { data: PDF },
  fields: Record<string, string | number> = {},
) =>
  client.request({
    method: 'POST',
    url: `/api/registration/${id}/file`,
    ...multipartForm(
      { type, ...fields },
      { field: 'media', data: file.data, name: file.name ?? 'document.pdf', type: file.type ?? 'application/pdf' },
    ),
  })

export interface WalkOptions {
  pathway: PathwayKey
  courseMaterialIds?: 'all' | 'none'
  practiceExam?: boolean
  payExamFeeUpfront?: boolean
  /** Stop before this step (its key), e.g. 'pathway_review' for a designation. */
  until?: string
}

/** Walks a new registration through the wizard up to Pay & Review (or `until`). */
export async function walk(t: WithDatabase, client: TestClient, userId: number, options: WalkOptions) {
  const detail = await start(t, client)
  const id = detail.registration.id
  const pathway = detail.options.pathways.find((p) => p.key === options.pathway)
  if (!pathway) throw new Error(`fixture: pathway ${options.pathway} not offered`)
  let last: RegistrationDetail = (await save(client, id, { step: 'pathway', pathwayTypeId: pathway.id })).data()
  if (options.pathway === 'university') {
    last = (
      await save(client, id, {
        step: 'program_information',
        universityProgramId: detail.options.universities[0]?.id ?? 0,
        universityProgramDepartment: 'Family Finance',
        universityProgramLevelOfStudy: 'Undergraduate',
      })
    ).data()
  }
  if (['education', 'university', 'independent_trainer'].includes(options.pathway))
    await upload(client, id, 'transcript')
  if (options.pathway === 'designation') await upload(client, id, 'designation_documentation')
  if (options.pathway !== 'military_spouse') last = (await save(client, id, { step: 'documentation' })).data()
  if (options.until === 'pathway_review') return { id, detail: last }
  const offered = detail.options.courseMaterials.filter((m) => m.pathwayTypeIds.includes(pathway.id))
  const none = options.courseMaterialIds === 'none'
  last = (
    await save(client, id, {
      step: 'course_materials',
      courseMaterialIds: none ? [] : offered.map((m) => m.id),
      noCourseMaterials: none,
    })
  ).data()
  last = (await save(client, id, { step: 'practice_exam', purchasePracticeExam: options.practiceExam ?? false })).data()
  const address = await addAddress(t, userId)
  last = (await save(client, id, { step: 'shipping', shippingAddressId: address.id })).data()
  if (!last.registration.isMemberOrPending) last = (await save(client, id, { step: 'membership' })).data()
  last = (await save(client, id, { step: 'exam_fees', payExamFeeUpfront: options.payExamFeeUpfront ?? true })).data()
  return { id, detail: last }
}

export const finish = (client: TestClient, id: number, step: 'pathway_review' | 'pay_review', examAgreement = true) =>
  client.call(routes.finishRegistrationStep, { params: { id }, body: { step, examAgreement } })

export const pay = (client: TestClient, card = 'pm_card_visa') =>
  client.request({
    method: 'POST',
    url: '/api/cart/pay',
    payload: { paymentMethodType: 'stripe', stripeToken: card },
  })
