import {
  candidateRoutes,
  ExperienceMessages as M,
  addDaysToDay,
  addMonthsToDay,
  easternDay,
  experienceRoutes as routes,
  registrationRoutes,
  type BodyOf,
  type ExperienceDetail,
  type RegistrationStatus,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cannedMessages,
  experiences,
  media,
  notifications,
  registrations,
  reviews,
  serviceTypes,
} from '../../db/schema'
import {
  createTestApp,
  createUser,
  multipartForm,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness'
import {
  PDF,
  approvedRegistration,
  certificationOf,
  giveMembership,
  insertRegistration,
} from '../../../test/registration-fixtures'

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
  await t?.close()
})

const today = () => easternDay()
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}

const TYPES = {
  counseling: 'Financial Counseling, Coaching and Education',
  planning: 'Financial Planning and Tax Preparation', // 50%, verification form required
  training: 'Training, Webinars and Coursework', // 10%
  quizzes: 'Journal Quizzes', // 2 hours, members only
  practicum: 'Military Spouse Fellowship Practicum', // military spouse only, extra 'installation'
} as const

async function typeId(key: keyof typeof TYPES) {
  const [row] = await t.database.db.select().from(serviceTypes).where(eq(serviceTypes.name, TYPES[key]))
  if (!row) throw new Error(`fixture: no service type ${key}`)
  return row.id
}

let lastNames = 0
/** A candidate whose registration is past approval (in progress unless told otherwise). */
async function candidate(
  options: {
    status?: RegistrationStatus
    militarySpouse?: boolean
    enrolledOn?: string
    deadline?: string
    requiredHours?: number
    member?: boolean
  } = {},
) {
  const lastName = `Hours${Date.now().toString(36)}${lastNames++}`
  const user = await createUser(t, { firstName: 'Casey', lastName })
  const client = t.client()
  await client.login(user.email)
  if (options.member) await giveMembership(t, user.id)
  const certification = await certificationOf(t, 'afc')
  const registration = await approvedRegistration(t, user.id, {
    pathway: options.militarySpouse ? 'military_spouse' : 'education',
    values: {
      status: options.status ?? 'in_progress',
      enrolledOn: options.enrolledOn ?? today(),
      deadline: options.deadline ?? addMonthsToDay(today(), 36),
      requiredHours: options.requiredHours ?? 1000,
      militarySpouse: options.militarySpouse ?? false,
      payExamFeeUpfront: false,
    },
  })
  return { client, user, registration, certification }
}

type Fields = Record<string, string | number | boolean | Record<string, string>>

async function fieldsFor(key: keyof typeof TYPES, overrides: Fields = {}): Promise<Fields> {
  return {
    fellowshipServiceTypeId: await typeId(key),
    organization: 'Springfield Credit Union',
    title: 'Counselor',
    hours: 10,
    supervisorName: 'Sam Supervisor',
    supervisorEmail: 'sam.supervisor@example.test',
    supervisorPhone: '555-0100',
    description: 'One-on-one financial counseling sessions',
    startDate: addDaysToDay(today(), -60),
    endDate: addDaysToDay(today(), -1),
    verified: true,
    ...overrides,
  }
}

/** POST /api/registration/{id}/experience as the form sends it (multipart, `extra` as JSON). */
function logExperience(client: TestClient, registrationId: number, fields: Fields, file: Buffer | null = null) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : value]),
  )
  return client.request({
    method: 'POST',
    url: `/api/registration/${registrationId}/experience`,
    ...multipartForm(
      text,
      file ? { field: 'media', data: file, name: 'verification.pdf', type: 'application/pdf' } : null,
    ),
  })
}

async function logged(client: TestClient, registrationId: number, fields: Fields, file: Buffer | null = null) {
  const response = await logExperience(client, registrationId, fields, file)
  if (response.statusCode !== 201) throw new Error(`log failed: ${response.statusCode} ${response.body}`)
  return routes.createExperience.response.parse(response.json())
}

const update = (client: TestClient, id: number, experienceId: number, body: Fields) =>
  client.call(routes.updateExperience, {
    params: { id, experienceId },
    body: body as BodyOf<typeof routes.updateExperience>,
  })

const statusOf = async (registrationId: number) => {
  const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, registrationId))
  return row?.status
}

const entryRow = async (id: number) => {
  const [row] = await t.database.db.select().from(experiences).where(eq(experiences.id, id))
  if (!row) throw new Error('no experience')
  return row
}

describe('the experience list', () => {
  it('shows the registration context, the service types offered with their hours left, and the entries', async () => {
    const { client, registration, certification } = await candidate({ enrolledOn: '2024-03-15' })
    const entry = await logged(client, registration.id, await fieldsFor('training', { hours: 40 }))
    const list = (await client.call(routes.listExperiences, { params: { id: registration.id } })).data()
    expect(list.registration).toMatchObject({
      id: registration.id,
      certification: certification.name,
      militarySpouse: false,
      enrolledOn: '2024-03-15',
      earliestStart: '2017-03-15',
      lookbackYears: 7,
      requiredHours: 1000,
      approvedHours: 0,
      loggedHours: 40,
      canAdd: true,
      cannotAddReason: null,
    })
    const names = list.serviceTypes.map((type) => type.name)
    expect(names).toContain(TYPES.counseling)
    expect(names).not.toContain(TYPES.practicum)
    expect(list.serviceTypes.find((type) => type.name === TYPES.training)).toMatchObject({
      percentage: true,
      allowed: 10,
      allowance: 100,
      hoursLeft: 60,
    })
    expect(list.serviceTypes.find((type) => type.name === TYPES.planning)).toMatchObject({
      fileUploadRequired: true,
      allowance: 500,
    })
    expect(list.data).toEqual([
      expect.objectContaining({ id: entry.experience.id, serviceType: TYPES.training, hours: 40, status: 'Pending' }),
    ])
  })

  it('offers the military-spouse types to military-spouse registrations only, with their own fields', async () => {
    const { client, registration } = await candidate({ militarySpouse: true })
    const list = (await client.call(routes.listExperiences, { params: { id: registration.id } })).data()
    expect(list.serviceTypes.find((type) => type.name === TYPES.practicum)).toMatchObject({
      militarySpouseOnly: true,
      extraFields: [{ key: 'installation', label: 'Installation where you served clients' }],
    })
  })

  it('cannot add before approval or once the deadline passed, and says why', async () => {
    const waiting = await candidate({ status: 'registration_approval' })
    const list = (await waiting.client.call(routes.listExperiences, { params: { id: waiting.registration.id } })).data()
    expect(list.registration).toMatchObject({ canAdd: false, cannotAddReason: M.notWorking })
    const refused = await logExperience(waiting.client, waiting.registration.id, await fieldsFor('counseling'))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.notWorking)

    const late = await candidate({ deadline: addDaysToDay(today(), -1) })
    const lateList = (await late.client.call(routes.listExperiences, { params: { id: late.registration.id } })).data()
    expect(lateList.registration).toMatchObject({
      canAdd: false,
      cannotAddReason: M.locked,
      // The way to the extension, where the reason is said.
      cannotAddAction: { label: 'File an extension', to: '/certifications-and-training/extensions/request' },
    })
    const lateRefused = await logExperience(late.client, late.registration.id, await fieldsFor('counseling'))
    expect(lateRefused.statusCode).toBe(409)
    expect(lateRefused.json().message).toBe(M.locked)
    expect(
      await t.database.db.select().from(experiences).where(eq(experiences.registrationId, late.registration.id)),
    ).toEqual([])
  })

  it('says in the words of each state why no hours may be logged, and the certification page offers to view them', async () => {
    const reasonOf = async (options: Parameters<typeof candidate>[0]) => {
      const { client, registration } = await candidate(options)
      const list = (await client.call(routes.listExperiences, { params: { id: registration.id } })).data()
      return { reason: list.registration.cannotAddReason, client }
    }
    expect((await reasonOf({ status: 'final_approval' })).reason).toBe(M.finalReview)
    expect((await reasonOf({ status: 'complete' })).reason).toBe(M.complete)
    // Past the 6-month window for an extension: no extension to request, locked for good.
    expect((await reasonOf({ deadline: addMonthsToDay(today(), -7) })).reason).toBe(M.lockedForGood)
    // Within the window: the extension is the way on.
    const late = await reasonOf({ deadline: addDaysToDay(today(), -1) })
    expect(late.reason).toBe(M.locked)

    // The certification page's experience action reads the same answer.
    const final = await candidate({ status: 'final_approval' })
    const page = (await final.client.call(candidateRoutes.certificationDashboard)).data()
    if (page.variant !== 'candidate') throw new Error('expected the candidate view')
    expect(page.candidate.experience.action.label).toBe(M.viewExperience)
    const working = await candidate()
    const workingPage = (await working.client.call(candidateRoutes.certificationDashboard)).data()
    if (workingPage.variant !== 'candidate') throw new Error('expected the candidate view')
    expect(workingPage.candidate.experience.action.label).toBe('Log Experience Hours')
  })
})

describe('the experience form rules (spec 2 §5)', () => {
  it("answers 'Required' on every missing field", async () => {
    const { client, registration } = await candidate()
    const response = await logExperience(client, registration.id, {})
    expect(response.statusCode).toBe(422)
    const errors = errorsOf(response)
    for (const field of [
      'fellowshipServiceTypeId',
      'hours',
      'organization',
      'supervisorName',
      'supervisorEmail',
      'supervisorPhone',
      'description',
      'startDate',
      'endDate',
    ]) {
      expect(errors[field], field).toContain(M.required)
    }
    // The same on an edit sent as JSON.
    const entry = await logged(client, registration.id, await fieldsFor('counseling'))
    const edit = await update(client, registration.id, entry.experience.id, {})
    expect(edit.statusCode).toBe(422)
    expect(errorsOf(edit)).toMatchObject({ fellowshipServiceTypeId: [M.required], hours: [M.required] })
  })

  it('asks military spouses for sessions, attendance, practicum impact and each custom field; members for the box', async () => {
    const { client, registration } = await candidate({ militarySpouse: true })
    const response = await logExperience(client, registration.id, await fieldsFor('practicum', { verified: false }))
    expect(response.statusCode).toBe(422)
    expect(errorsOf(response)).toEqual({
      'extra.installation': [M.required],
      sessions: [M.required],
      attendance: [M.required],
      practicumImpact: [M.required],
      verified: [M.required],
    })
    const entry = await logged(
      client,
      registration.id,
      await fieldsFor('practicum', {
        sessions: 12,
        attendance: 30,
        practicumImpact: 'Families built emergency savings',
        extra: { installation: 'Fort Liberty', unasked: 'dropped' },
      }),
    )
    expect(entry.experience).toMatchObject({
      sessions: 12,
      attendance: 30,
      practicumImpact: 'Families built emergency savings',
      extra: { installation: 'Fort Liberty' },
      status: 'Pending',
      isEditable: true,
    })
  })

  it('refuses the member as their own supervisor, whatever the case, from the member and from staff', async () => {
    const { client, registration, user } = await candidate()
    const own = await fieldsFor('counseling', { supervisorEmail: `  ${user.email.toUpperCase()}` })
    const refused = await logExperience(client, registration.id, own)
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ supervisorEmail: [M.supervisorIsYou] })
    expect((await logExperience(admin, registration.id, own)).statusCode).toBe(422)
    const entry = await logged(client, registration.id, await fieldsFor('counseling'))
    const edit = await update(client, registration.id, entry.experience.id, own)
    expect(errorsOf(edit)).toEqual({ supervisorEmail: [M.supervisorIsYou] })
    expect((await entryRow(entry.experience.id)).supervisorEmail).toBe('sam.supervisor@example.test')
  })

  it('does not ask staff for the verification box', async () => {
    const { registration } = await candidate()
    const response = await logExperience(admin, registration.id, await fieldsFor('counseling', { verified: false }))
    expect(response.statusCode).toBe(201)
  })

  it('refuses a start before the look-back window, an end before the start and future dates', async () => {
    const enrolledOn = addMonthsToDay(today(), -12)
    const { client, registration } = await candidate({ enrolledOn })
    const earliest = addMonthsToDay(enrolledOn, -84)
    const early = await logExperience(
      client,
      registration.id,
      await fieldsFor('counseling', { startDate: addDaysToDay(earliest, -1) }),
    )
    expect(errorsOf(early)).toEqual({
      startDate: ['You cannot log experience prior to 7 years from date of enrollment'],
    })
    expect(
      (await logExperience(client, registration.id, await fieldsFor('counseling', { startDate: earliest }))).statusCode,
    ).toBe(201)

    const backwards = await logExperience(
      client,
      registration.id,
      await fieldsFor('counseling', { startDate: addDaysToDay(today(), -5), endDate: addDaysToDay(today(), -6) }),
    )
    expect(errorsOf(backwards)).toEqual({ endDate: [M.endBeforeStart] })

    const future = await logExperience(
      client,
      registration.id,
      await fieldsFor('counseling', { startDate: addDaysToDay(today(), 1), endDate: addDaysToDay(today(), 2) }),
    )
    expect(errorsOf(future)).toEqual({ startDate: [M.futureDate], endDate: [M.futureDate] })
    expect(
      (await logExperience(client, registration.id, await fieldsFor('counseling', { endDate: today() }))).statusCode,
    ).toBe(201)
  })

  it('names the look-back of the certification (AFCC: 2 years)', async () => {
    const { client, user } = await candidate()
    const registration = await insertRegistration(t, user.id, {
      certification: 'afcc',
      values: {
        status: 'in_progress',
        enrolledOn: today(),
        deadline: addMonthsToDay(today(), 36),
        requiredHours: 1000,
      },
    })
    const response = await logExperience(
      client,
      registration.id,
      await fieldsFor('counseling', { startDate: addMonthsToDay(today(), -25) }),
    )
    expect(errorsOf(response).startDate).toEqual(['You cannot log experience prior to 2 years from date of enrollment'])
  })

  it('keeps to the hours left of the service type', async () => {
    const { client, registration } = await candidate()
    await logged(client, registration.id, await fieldsFor('training', { hours: 60 }))
    const over = await logExperience(client, registration.id, await fieldsFor('training', { hours: 40.5 }))
    expect(over.statusCode).toBe(422)
    expect(errorsOf(over)).toEqual({ hours: ['You can only record 40 more hours'] })
    expect((await logExperience(client, registration.id, await fieldsFor('training', { hours: 40 }))).statusCode).toBe(
      201,
    )
  })

  it('offers only the types of the registration; members-only types need a valid membership', async () => {
    const { client, registration, user } = await candidate()
    const practicum = await logExperience(client, registration.id, await fieldsFor('practicum'))
    expect(errorsOf(practicum)).toMatchObject({ fellowshipServiceTypeId: [M.serviceTypeUnavailable] })
    const quiz = await logExperience(client, registration.id, await fieldsFor('quizzes', { hours: 1 }))
    expect(errorsOf(quiz)).toEqual({ fellowshipServiceTypeId: [M.membersOnly] })
    await giveMembership(t, user.id)
    expect((await logExperience(client, registration.id, await fieldsFor('quizzes', { hours: 1 }))).statusCode).toBe(
      201,
    )
  })

  it("deleting the registration deletes its entries' stored files too", async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('planning'), PDF)
    const [row] = await t.database.db.select().from(media).where(eq(media.experienceId, entry.experience.id))
    if (!row) throw new Error('no file row')
    expect(await t.storage.exists(row.storageKey)).toBe(true)
    const deleted = await admin.call(registrationRoutes.deleteRegistration, { params: { id: registration.id } })
    expect(deleted.statusCode).toBe(200)
    await expect.poll(() => t.storage.exists(row.storageKey)).toBe(false)
  })

  it('needs the Experience Verification Form for a type that requires it; stores it with the entry', async () => {
    const { client, registration, user } = await candidate()
    const without = await logExperience(client, registration.id, await fieldsFor('planning'))
    expect(errorsOf(without)).toEqual({ media: [M.verificationFormRequired] })
    const entry = await logged(client, registration.id, await fieldsFor('planning'), PDF)
    expect(entry.experience.files).toEqual([
      { id: expect.any(Number), fileName: 'verification.pdf', url: expect.stringMatching(/^\/api\/media\/\d+$/) },
    ])
    const file = entry.experience.files[0]
    if (!file) throw new Error('no file')
    const [row] = await t.database.db.select().from(media).where(eq(media.id, file.id))
    expect(row).toMatchObject({ experienceId: entry.experience.id, registrationId: null, userId: user.id })
    expect(row?.type).toBe('experience_verification')

    const own = await client.get(file.url)
    expect(own.statusCode).toBe(200)
    expect(own.rawPayload.equals(PDF)).toBe(true)
    expect((await admin.get(file.url)).statusCode).toBe(200)
    const stranger = await signedIn(t)
    expect((await stranger.client.get(file.url)).statusCode).toBe(404)
    expect((await stranger.client.delete(file.url)).statusCode).toBe(404)

    // An edit keeps the form already attached.
    expect(
      (await update(client, registration.id, entry.experience.id, await fieldsFor('planning', { hours: 20 })))
        .statusCode,
    ).toBe(200)
  })

  it('changes nothing when refused: no entry, no file left behind', async () => {
    const { client, registration } = await candidate()
    const refused = await logExperience(client, registration.id, await fieldsFor('training', { hours: 500 }), PDF)
    expect(refused.statusCode).toBe(422)
    expect(
      await t.database.db.select().from(experiences).where(eq(experiences.registrationId, registration.id)),
    ).toEqual([])
  })
})

describe('changing an entry', () => {
  it('edits an entry without counting it against itself; attaches and deletes a file', async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('training', { hours: 100 }))
    const id = entry.experience.id
    const same = await update(
      client,
      registration.id,
      id,
      await fieldsFor('training', { hours: 100, title: null as never }),
    )
    expect(same.statusCode).toBe(200)
    const over = await update(client, registration.id, id, await fieldsFor('training', { hours: 101 }))
    expect(errorsOf(over)).toEqual({ hours: ['You can only record 100 more hours'] })
    const edited = (
      await update(
        client,
        registration.id,
        id,
        await fieldsFor('training', { hours: 12.5, organization: 'County Extension' }),
      )
    ).data()
    expect(edited.experience).toMatchObject({ hours: 12.5, organization: 'County Extension', status: 'Pending' })
    expect(edited.serviceTypes.find((type) => type.name === TYPES.training)?.hoursLeft).toBe(100)

    const attached = await client.request({
      method: 'POST',
      url: `/api/registration/${registration.id}/experience/${id}/file`,
      ...multipartForm({}, { field: 'media', data: PDF, name: 'form.pdf', type: 'application/pdf' }),
    })
    expect(attached.statusCode).toBe(200)
    const [file] = routes.uploadExperienceFile.response.parse(attached.json()).experience.files
    if (!file) throw new Error('no file')
    expect((await client.delete(file.url)).statusCode).toBe(200)
    expect((await client.call(routes.getExperience, { params: { id } })).data().experience.files).toEqual([])
  })

  it('refuses a member deleting the last verification form of a type that requires one; staff may', async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('planning'), PDF)
    const id = entry.experience.id
    const [only] = entry.experience.files
    if (!only) throw new Error('no file')
    const refused = await client.delete(only.url)
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({ media: [M.verificationFormRequired] })
    expect(await t.database.db.select().from(media).where(eq(media.experienceId, id))).toHaveLength(1)

    // With a second form attached, one of them may go.
    const attached = await client.request({
      method: 'POST',
      url: `/api/registration/${registration.id}/experience/${id}/file`,
      ...multipartForm({}, { field: 'media', data: PDF, name: 'second.pdf', type: 'application/pdf' }),
    })
    expect(attached.statusCode).toBe(200)
    expect((await client.delete(only.url)).statusCode).toBe(200)
    const [last] = (await client.call(routes.getExperience, { params: { id } })).data().experience.files
    if (!last) throw new Error('no file left')
    expect((await client.delete(last.url)).statusCode).toBe(422)
    expect((await admin.delete(last.url)).statusCode).toBe(200)
    expect(await t.database.db.select().from(media).where(eq(media.experienceId, id))).toEqual([])
  })

  it('sends a rejected entry changed by its member back to Pending, its reviews kept', async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('counseling'))
    const id = entry.experience.id
    const rejected = (
      await admin.call(routes.rejectExperience, {
        params: { id },
        body: { status: 'more_info_requested', message: 'Please add the supervisor’s direct line.' },
      })
    ).data()
    expect(rejected.experience).toMatchObject({
      approved: false,
      reviewStatus: 'more_info_requested',
      status: 'More Information Requested',
      isEditable: true,
    })
    const edited = (
      await update(client, registration.id, id, await fieldsFor('counseling', { supervisorPhone: '555-0199' }))
    ).data()
    expect(edited.experience).toMatchObject({ approved: null, reviewStatus: null, status: 'Pending' })
    expect(edited.experience.reviews).toHaveLength(1)
  })

  it('locks an approved entry for its member; staff still edit it and keep the decision', async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('counseling'), PDF)
    const id = entry.experience.id
    await admin.call(routes.approveExperience, { params: { id }, body: {} })
    const read = (await client.call(routes.getExperience, { params: { id } })).data()
    expect(read.experience).toMatchObject({ approved: true, status: 'Approved', isEditable: false })

    const refused = await update(client, registration.id, id, await fieldsFor('counseling', { hours: 11 }))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.approvedReadOnly)
    const file = read.experience.files[0]
    if (!file) throw new Error('no file')
    expect((await client.delete(file.url)).statusCode).toBe(409)

    const staffEdit = await update(
      admin,
      registration.id,
      id,
      await fieldsFor('counseling', { hours: 11, verified: false }),
    )
    expect(staffEdit.statusCode).toBe(200)
    expect(staffEdit.data().experience).toMatchObject({ hours: 11, approved: true, isEditable: true })
  })

  it("answers 404 for another member's registration or entry", async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('counseling'))
    const stranger = (await signedIn(t)).client
    expect((await stranger.call(routes.listExperiences, { params: { id: registration.id } })).statusCode).toBe(404)
    expect((await stranger.call(routes.getExperience, { params: { id: entry.experience.id } })).statusCode).toBe(404)
    expect((await logExperience(stranger, registration.id, await fieldsFor('counseling'))).statusCode).toBe(404)
    expect(
      (await update(stranger, registration.id, entry.experience.id, await fieldsFor('counseling'))).statusCode,
    ).toBe(404)
    // An entry of another registration under this one's path.
    const other = await candidate()
    expect(
      (await update(other.client, other.registration.id, entry.experience.id, await fieldsFor('counseling')))
        .statusCode,
    ).toBe(404)
    expect((await admin.call(routes.getExperience, { params: { id: entry.experience.id } })).statusCode).toBe(200)
  })
})

describe('staff review', () => {
  it('lists pending entries by default, latest start first, filtered by status and paged', async () => {
    const { client, registration, user } = await candidate()
    const older = await logged(
      client,
      registration.id,
      await fieldsFor('counseling', { startDate: addDaysToDay(today(), -90) }),
    )
    const newer = await logged(
      client,
      registration.id,
      await fieldsFor('counseling', { startDate: addDaysToDay(today(), -30) }),
    )
    const approved = await logged(client, registration.id, await fieldsFor('counseling'))
    const rejected = await logged(client, registration.id, await fieldsFor('counseling'))
    const moreInfo = await logged(client, registration.id, await fieldsFor('counseling'))
    await admin.call(routes.approveExperience, { params: { id: approved.experience.id }, body: {} })
    await admin.call(routes.rejectExperience, { params: { id: rejected.experience.id }, body: { status: 'rejected' } })
    await admin.call(routes.rejectExperience, {
      params: { id: moreInfo.experience.id },
      body: { status: 'more_info_requested' },
    })
    const byName = `lastName,${user.lastName}`
    const list = (status?: string, extra: { limit?: number; page?: number } = {}) =>
      admin.call(routes.listAdminExperiences, {
        query: { filter: status ? [byName, `status,${status}`] : [byName], ...extra },
      })

    const pending = (await list()).data()
    expect(pending.data.map((row) => row.id)).toEqual([newer.experience.id, older.experience.id])
    expect(pending.data[0]).toMatchObject({
      registrationId: registration.id,
      userId: user.id,
      firstName: 'Casey',
      lastName: user.lastName,
      certification: 'Accredited Financial Counselor® (AFC®)',
      hours: 10,
      militarySpouse: false,
      status: 'pending',
    })
    expect((await list('approved')).data().data.map((row) => row.id)).toEqual([approved.experience.id])
    expect((await list('rejected')).data().data.map((row) => row.id)).toEqual([rejected.experience.id])
    expect((await list('more_info_requested')).data().data).toMatchObject([
      { id: moreInfo.experience.id, status: 'more_info_requested' },
    ])
    const first = (await list('pending', { limit: 1 })).data()
    expect(first).toMatchObject({ lastPage: 2, total: 2 })
    expect(first.data.map((row) => row.id)).toEqual([newer.experience.id])
    expect((await list('pending', { limit: 1, page: 2 })).data().data.map((row) => row.id)).toEqual([
      older.experience.id,
    ])
    expect((await list('nonsense')).statusCode).toBe(422)

    const member = (await signedIn(t)).client
    expect((await member.call(routes.listAdminExperiences, { query: {} })).statusCode).toBe(403)
  })

  it('approves and rejects with reviews, a notification and an e-mail; the same decision twice changes nothing', async () => {
    const { client, registration, user } = await candidate()
    const entry = await logged(
      client,
      registration.id,
      await fieldsFor('counseling', { organization: 'Harbor <Credit>' }),
    )
    const id = entry.experience.id
    const [canned] = await t.database.db
      .select()
      .from(cannedMessages)
      .where(eq(cannedMessages.category, 'experience_rejection'))
    if (!canned) throw new Error('fixture: no canned message')

    const rejected = (
      await admin.call(routes.rejectExperience, {
        params: { id },
        body: { status: 'rejected', selectedMessages: [canned.id], message: 'Dates <b>overlap</b>.' },
      })
    ).data()
    expect(rejected.experience).toMatchObject({ approved: false, reviewStatus: 'rejected', status: 'Rejected' })
    expect(rejected.experience.reviews[0]).toMatchObject({
      approved: false,
      status: 'rejected',
      reviewer: expect.stringContaining('Test'),
    })
    expect(rejected.experience.reviews[0]?.message).toContain(canned.body.trim())
    expect(rejected.experience.reviews[0]?.message).toContain('Dates &lt;b&gt;overlap&lt;/b&gt;.')
    await admin.call(routes.rejectExperience, { params: { id }, body: { status: 'rejected' } })
    expect(await t.database.db.select().from(reviews).where(eq(reviews.experienceId, id))).toHaveLength(1)

    // Staff change their mind.
    const approved = (
      await admin.call(routes.approveExperience, { params: { id }, body: { message: 'Thanks' } })
    ).data()
    expect(approved.experience).toMatchObject({ approved: true, reviewStatus: 'approved', status: 'Approved' })
    await admin.call(routes.approveExperience, { params: { id }, body: {} })
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.experienceId, id))
    expect(rows.map((row) => [row.approved, row.status, row.reviewerId])).toEqual(
      expect.arrayContaining([
        [false, 'rejected', adminId],
        [true, 'approved', adminId],
      ]),
    )
    expect(rows).toHaveLength(2)

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told.map((n) => n.url)).toEqual([
      `/certifications-and-training/experience/${id}`,
      `/certifications-and-training/experience/${id}`,
    ])
    await t.queue.runDue()
    const mails = t.mail.sent.filter((mail) => mail.to === user.email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your experience was not approved',
      'Your experience is approved',
    ])
    // The organization is in the body, escaped.
    expect(mails[0]?.html).toContain('experience entry at Harbor &lt;Credit&gt; and could not approve it')
    expect(mails[0]?.text).toContain('experience entry at Harbor <Credit> and could not approve it')
    expect(mails[0]?.html).toContain('Dates &lt;b&gt;overlap&lt;/b&gt;.')
    expect(mails[0]?.text).toContain(`http://portal.test/certifications-and-training/experience/${id}`)
  })

  it('keeps a 255-character organization out of the titles and subjects: approving and rejecting answer 200', async () => {
    const { client, registration, user } = await candidate()
    const organization = `${'Very Long Credit Union Name '.repeat(10)}`.slice(0, 255)
    expect(organization).toHaveLength(255)
    const first = await logged(client, registration.id, await fieldsFor('counseling', { organization }))
    const second = await logged(client, registration.id, await fieldsFor('counseling', { organization }))
    for (const decided of [
      await admin.call(routes.approveExperience, { params: { id: first.experience.id }, body: {} }),
      await admin.call(routes.rejectExperience, {
        params: { id: second.experience.id },
        body: { status: 'more_info_requested' },
      }),
      await admin.call(routes.rejectExperience, { params: { id: second.experience.id }, body: { status: 'rejected' } }),
    ]) {
      expect(decided.statusCode).toBe(200)
    }
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.id)
    expect(told.map((n) => n.title)).toEqual([
      'Your experience is approved',
      'More information is needed about your experience',
      'Your experience was not approved',
    ])
    expect(told.every((n) => n.message.includes(organization))).toBe(true)
    await t.queue.runDue()
    const mails = t.mail.sent.filter((mail) => mail.to === user.email)
    expect(mails).toHaveLength(3)
    expect(mails.every((mail) => mail.subject.length <= 300 && mail.text.includes(organization))).toBe(true)
  })

  it('refuses canned message ids past an integer column (422, never 500)', async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('counseling'))
    const response = await admin.request({
      method: 'POST',
      url: `/api/admin/experience/${entry.experience.id}/approve`,
      payload: { selectedMessages: [2_147_483_648] },
    })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(errorsOf(response))).toEqual(['selectedMessages.0'])
    const typed = await logExperience(
      client,
      registration.id,
      await fieldsFor('counseling', { fellowshipServiceTypeId: 2_147_483_648 }),
    )
    expect(typed.statusCode).toBe(422)
    expect(errorsOf(typed).fellowshipServiceTypeId).toEqual([M.serviceTypeUnavailable])
    expect((await entryRow(entry.experience.id)).approved).toBeNull()
  })

  it('needs a status to reject', async () => {
    const { client, registration } = await candidate()
    const entry = await logged(client, registration.id, await fieldsFor('counseling'))
    const response = await admin.request({
      method: 'POST',
      url: `/api/admin/experience/${entry.experience.id}/reject`,
      payload: { message: 'x' },
    })
    expect(response.statusCode).toBe(422)
    expect(errorsOf(response).status).toBeDefined()
  })
})

describe('experience approval of the registration (decision 0014)', () => {
  it('moves to experience approval when the logged hours reach the required hours, and back', async () => {
    const { client, registration } = await candidate({ requiredHours: 100 })
    const first = await logged(client, registration.id, await fieldsFor('counseling', { hours: 60 }))
    expect(await statusOf(registration.id)).toBe('in_progress')
    const second = await logged(client, registration.id, await fieldsFor('counseling', { hours: 40 }))
    expect(await statusOf(registration.id)).toBe('experience_approval')

    await admin.call(routes.approveExperience, { params: { id: first.experience.id }, body: {} })
    expect(await statusOf(registration.id)).toBe('experience_approval')
    await admin.call(routes.rejectExperience, { params: { id: second.experience.id }, body: { status: 'rejected' } })
    expect(await statusOf(registration.id)).toBe('in_progress')

    // The member corrects it: pending again, so it waits for approval again.
    await update(client, registration.id, second.experience.id, await fieldsFor('counseling', { hours: 40 }))
    expect(await statusOf(registration.id)).toBe('experience_approval')
    await admin.call(routes.approveExperience, { params: { id: second.experience.id }, body: {} })
    expect(await statusOf(registration.id)).toBe('in_progress')
    const list = (await client.call(routes.listExperiences, { params: { id: registration.id } })).data()
    // The approved hours reach the hours required: nothing more to log, and the server agrees.
    expect(list.registration).toMatchObject({
      approvedHours: 100,
      loggedHours: 100,
      canAdd: false,
      cannotAddReason: M.hoursComplete,
      cannotAddAction: null,
    })
    const more = await logExperience(client, registration.id, await fieldsFor('counseling', { hours: 5 }))
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe(M.hoursComplete)
  })

  it('re-settles the status when staff change the required hours', async () => {
    const { client, registration } = await candidate({ requiredHours: 100 })
    await logged(client, registration.id, await fieldsFor('counseling', { hours: 60 }))
    expect(await statusOf(registration.id)).toBe('in_progress')
    const edit = (requiredHours: number) =>
      admin.call(registrationRoutes.editRegistration, {
        params: { id: registration.id },
        body: {
          requiredHours,
          mspClass: null,
          enrolledOn: registration.enrolledOn,
          deadline: registration.deadline,
        },
      })
    const lowered = await edit(50)
    expect(lowered.statusCode).toBe(200)
    expect(lowered.data().status).toBe('experience_approval')
    expect(await statusOf(registration.id)).toBe('experience_approval')
    expect((await edit(200)).data().status).toBe('in_progress')
    expect(await statusOf(registration.id)).toBe('in_progress')
  })

  it('approves every pending entry from the registration review, telling the candidate once', async () => {
    const { client, registration, user } = await candidate({ requiredHours: 50 })
    const a = await logged(client, registration.id, await fieldsFor('counseling', { hours: 30 }))
    const b = await logged(client, registration.id, await fieldsFor('counseling', { hours: 20 }))
    expect(await statusOf(registration.id)).toBe('experience_approval')
    const before = (
      await admin.call(registrationRoutes.getAdminRegistration, { params: { id: registration.id } })
    ).data()
    expect(before.approval.kind).toBe('experience_approval')

    const sentBefore = t.mail.sent.length
    const [one, two] = await Promise.all([
      admin.call(registrationRoutes.approveRegistration, {
        params: { id: registration.id },
        body: { message: 'Well done' },
      }),
      admin.call(registrationRoutes.approveRegistration, {
        params: { id: registration.id },
        body: { message: 'Well done' },
      }),
    ])
    expect(one.statusCode).toBe(200)
    expect(two.statusCode).toBe(200)
    const after = one.data()
    expect(after.status).toBe('in_progress')
    expect(after.approval.kind).toBeNull()
    expect(after.reviews[0]).toMatchObject({ approved: true, message: '<p>Well done</p>' })
    for (const entry of [a, b]) {
      const row = await entryRow(entry.experience.id)
      expect(row).toMatchObject({ approved: true, reviewStatus: 'approved' })
      const entryReviews = await t.database.db
        .select()
        .from(reviews)
        .where(eq(reviews.experienceId, entry.experience.id))
      expect(entryReviews).toMatchObject([{ approved: true, status: 'approved', message: '<p>Well done</p>' }])
    }
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          eq(notifications.title, 'Your Accredited Financial Counselor® (AFC®) experience hours are approved'),
        ),
      )
    expect(told).toHaveLength(1)
    await t.queue.runDue()
    expect(t.mail.sent.slice(sentBefore).filter((mail) => mail.to === user.email)).toHaveLength(1)
  })
})

describe('the experience detail', () => {
  it('shows the entry with its files, reviews, the user and the hours left without it', async () => {
    const { client, registration, user } = await candidate()
    const entry: ExperienceDetail = await logged(client, registration.id, await fieldsFor('training', { hours: 30 }))
    const detail = (await client.call(routes.getExperience, { params: { id: entry.experience.id } })).data()
    expect(detail.user).toEqual({ id: user.id, firstName: 'Casey', lastName: user.lastName, email: user.email })
    expect(detail.serviceTypes.find((type) => type.name === TYPES.training)?.hoursLeft).toBe(100)
    expect(detail.experience).toMatchObject({
      registrationId: registration.id,
      serviceType: TYPES.training,
      reviews: [],
    })
  })
})
