import { AuthMessages, ProfileMessages as M, type Profile } from '@portal/contracts'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areasOfExpertise, militaryInstallations, users, workAreaCategories, workAreas } from '../../db/schema'
import { createTestApp, createUser, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { membershipRecord } from '../../../test/membership-fixtures'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`
const HOUR = 60 * 60 * 1000

async function stored(id: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, id))
  if (!user) throw new Error('no such user')
  return user
}

/** A work area category with two live work areas and one retired, plus live and retired expertise and installations. */
async function catalog() {
  const db = t.database.db
  const retiredAt = new Date()
  const [category, otherCategory, retiredCategory] = await db
    .insert(workAreaCategories)
    .values([
      { name: unique('Category') },
      { name: unique('Other category') },
      { name: unique('Retired category'), retiredAt },
    ])
    .returning()
  if (!category || !otherCategory || !retiredCategory) throw new Error('categories')
  const [area, secondArea, retiredArea, otherArea] = await db
    .insert(workAreas)
    .values([
      { workAreaCategoryId: category.id, name: unique('Area') },
      { workAreaCategoryId: category.id, name: unique('Second area') },
      { workAreaCategoryId: category.id, name: unique('Retired area'), retiredAt },
      { workAreaCategoryId: otherCategory.id, name: unique('Other area') },
    ])
    .returning()
  if (!area || !secondArea || !retiredArea || !otherArea) throw new Error('areas')
  const [expertise, retiredExpertise] = await db
    .insert(areasOfExpertise)
    .values([{ name: unique('Expertise') }, { name: unique('Retired expertise'), retiredAt }])
    .returning()
  const [installation, retiredInstallation] = await db
    .insert(militaryInstallations)
    .values([{ name: unique('Fort') }, { name: unique('Retired fort'), retiredAt }])
    .returning()
  if (!expertise || !retiredExpertise || !installation || !retiredInstallation) throw new Error('catalog')
  return {
    category,
    otherCategory,
    retiredCategory,
    area,
    secondArea,
    retiredArea,
    otherArea,
    expertise,
    retiredExpertise,
    installation,
    retiredInstallation,
  }
}

function professionalBody(c: Awaited<ReturnType<typeof catalog>>) {
  return {
    organization: 'Credit Union of Ohio',
    jobTitle: 'Financial Counselor',
    yearsOfService: '6-10',
    primaryWorkAreaCategoryId: String(c.category.id),
    primaryWorkAreaIds: [String(c.area.id)],
    workAreaCategoryIds: [String(c.otherCategory.id)],
    workAreaIds: [String(c.otherArea.id)],
    areasOfWorkOther: 'Tax clinics',
    areaOfExpertiseIds: [String(c.expertise.id)],
    militaryInstallationId: String(c.installation.id),
    provideCounselingServices: true,
    agreeDemographicSearch: false,
    offerVirtualCounseling: true,
    offerLocalCounseling: false,
    offerGroupWorkshops: true,
  }
}

const patch = (client: TestClient, body: Record<string, unknown>, silent = false) =>
  client.request({ method: 'PATCH', url: silent ? '/api/user?silent=1' : '/api/user', payload: body })

describe('GET /api/profile', () => {
  it('answers the whole profile without secrets', async () => {
    const { user, client } = await signedIn(t)
    const response = await client.get('/api/profile')
    expect(response.statusCode).toBe(200)
    const profile: Profile = response.json()
    expect(profile).toMatchObject({
      id: user.id,
      firstName: 'Test',
      lastName: 'User',
      email: user.email,
      role: 'member',
      contactMethod: 0,
      textPreferences: [],
      addresses: [],
      primaryAddressId: null,
      workAreaIds: [],
      primaryWorkAreaIds: [],
      profileLastUpdated: null,
      hasValidMembership: false,
    })
    expect(Object.keys(profile)).not.toContain('passwordHash')
    expect(Object.keys(profile)).not.toContain('paymentCustomerId')
    expect(Object.keys(profile)).not.toContain('paymentMethodId')
    expect(response.body).not.toContain(user.passwordHash)
  })

  it('is for signed-in users only', async () => {
    expect((await t.client().get('/api/profile')).statusCode).toBe(401)
    expect((await t.client().patch('/api/user', { firstName: 'X' })).statusCode).toBe(401)
  })
})

describe('PATCH /api/user: Contact Info', () => {
  it('saves the section, normalizes phones and web address, and answers the updated profile', async () => {
    const { user, client } = await signedIn(t)
    const response = await patch(client, {
      firstName: ' Ada ',
      middleName: 'King',
      lastName: 'Lovelace',
      suffix: '',
      dateOfBirth: '1980-12-10',
      gender: 'female',
      ethnicity: 'Prefer to describe',
      website: 'example.org/ada',
      cellPhone: '(555) 123-4567',
      homePhone: '555.222.3333',
      workPhone: '',
      willText: true,
      agreeTos: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: 'Ada',
      middleName: 'King',
      suffix: null,
      dateOfBirth: '1980-12-10',
      gender: 'female',
      website: 'https://example.org/ada',
      cellPhone: '5551234567',
      homePhone: '5552223333',
      workPhone: null,
      willText: true,
      agreeTos: true,
    })
    // GET /api/user (the session's CurrentUser) sees the new name too.
    expect((await client.get('/api/user')).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
    expect(await stored(user.id)).toMatchObject({ firstName: 'Ada', cellPhone: '5551234567', homePhone: '5552223333' })
  })

  it('clears a field with null or an empty string, and leaves absent fields alone', async () => {
    const { user, client } = await signedIn(t)
    await patch(client, { middleName: 'Q', ethnicity: 'Irish', website: 'https://example.org' })
    const response = await patch(client, { middleName: '', website: null })
    expect(response.json()).toMatchObject({ middleName: null, website: null, ethnicity: 'Irish' })
    expect(await stored(user.id)).toMatchObject({ middleName: null, website: null, ethnicity: 'Irish' })
  })

  it('puts every rule on its field and changes nothing', async () => {
    const { user, client } = await signedIn(t)
    const before = await stored(user.id)
    const response = await patch(client, {
      firstName: '',
      lastName: '   ',
      website: 'javascript:alert(1)',
      homePhone: '555-1234',
      dateOfBirth: '2999-01-01',
      gender: 'robot',
      willText: true,
      agreeTos: false,
      cellPhone: '',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      firstName: [M.required],
      lastName: [M.required],
      website: [M.invalidUrl],
      homePhone: [M.phone],
      dateOfBirth: [M.invalidDate],
      gender: [M.optionUnavailable],
      agreeTos: ['If you are opting in to text messages, you must agree the terms of service.'],
      cellPhone: [AuthMessages.cellPhoneForTexts],
    })
    expect(await stored(user.id)).toEqual(before)
  })

  it('judges the text opt-in on the profile as it would be after the update', async () => {
    const { user, client } = await signedIn(t)
    expect((await patch(client, { willText: true, agreeTos: true, cellPhone: '5551234567' })).statusCode).toBe(200)
    // Withdrawing the agreement alone while still opted in is refused...
    const response = await patch(client, { agreeTos: false })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ agreeTos: [M.agreeTos] })
    // ...and so is removing the number texts go to.
    expect((await patch(client, { cellPhone: null })).json().errors).toEqual({ cellPhone: [M.cellPhoneForTexts] })
    expect(await stored(user.id)).toMatchObject({ willText: true, agreeTos: true, cellPhone: '5551234567' })
    // Opting out with it is fine.
    expect((await patch(client, { willText: false, agreeTos: false })).json()).toMatchObject({ willText: false })
  })

  it('refuses fields that are not part of the profile, such as the role or the e-mail', async () => {
    const { user, client } = await signedIn(t)
    const response = await patch(client, { role: 'admin', email: 'x@example.test', passwordHash: 'x' })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'passwordHash', 'role'])
    expect(await stored(user.id)).toMatchObject({ role: 'member', email: user.email })
  })
})

describe('PATCH /api/user: Professional Info', () => {
  it('saves the section with its work areas, expertise and installation', async () => {
    const c = await catalog()
    const { user, client } = await signedIn(t)
    const response = await patch(client, professionalBody(c))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      organization: 'Credit Union of Ohio',
      jobTitle: 'Financial Counselor',
      yearsOfService: '6-10',
      primaryWorkAreaCategoryId: c.category.id,
      primaryWorkAreaIds: [c.area.id],
      workAreaCategoryIds: [c.otherCategory.id],
      workAreaIds: [c.otherArea.id],
      areasOfWorkOther: 'Tax clinics',
      areaOfExpertiseIds: [c.expertise.id],
      militaryInstallationId: c.installation.id,
      provideCounselingServices: true,
      offerVirtualCounseling: true,
      offerGroupWorkshops: true,
    })
    expect(await stored(user.id)).toMatchObject({ organization: 'Credit Union of Ohio', yearsOfService: '6-10' })
    expect((await client.get('/api/profile')).json().primaryWorkAreaIds).toEqual([c.area.id])
  })

  it('requires organization, job title, years of service, primary category and primary work areas', async () => {
    const c = await catalog()
    const { user, client } = await signedIn(t)
    const response = await patch(client, {
      ...professionalBody(c),
      organization: '',
      jobTitle: ' ',
      yearsOfService: '',
      primaryWorkAreaCategoryId: '',
      primaryWorkAreaIds: [],
    })
    expect(response.statusCode).toBe(422)
    const required = ['Required']
    expect(response.json().errors).toEqual({
      organization: required,
      jobTitle: required,
      yearsOfService: required,
      primaryWorkAreaCategoryId: required,
      primaryWorkAreaIds: required,
    })
    expect(await stored(user.id)).toMatchObject({ organization: null, militaryInstallationId: null })
  })

  it('requires the five answers on the result when only part of the section is sent', async () => {
    const { client } = await signedIn(t)
    const response = await patch(client, { jobTitle: 'Coach' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      organization: [M.required],
      yearsOfService: [M.required],
      primaryWorkAreaCategoryId: [M.required],
      primaryWorkAreaIds: [M.required],
    })
  })

  it('keeps primary work areas within the primary area of work', async () => {
    const c = await catalog()
    const { client } = await signedIn(t)
    const response = await patch(client, { ...professionalBody(c), primaryWorkAreaIds: [c.otherArea.id] })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ primaryWorkAreaIds: [M.primaryWorkAreasOutsideCategory] })
  })

  it('refuses unknown and retired choices on their fields, and changes nothing', async () => {
    const c = await catalog()
    const { user, client } = await signedIn(t)
    const response = await patch(client, {
      ...professionalBody(c),
      primaryWorkAreaCategoryId: c.retiredCategory.id,
      primaryWorkAreaIds: [c.retiredArea.id],
      workAreaCategoryIds: [999_999],
      workAreaIds: [c.retiredArea.id],
      areaOfExpertiseIds: [c.retiredExpertise.id],
      militaryInstallationId: c.retiredInstallation.id,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      primaryWorkAreaCategoryId: [M.optionUnavailable],
      primaryWorkAreaIds: [M.optionUnavailable, M.primaryWorkAreasOutsideCategory],
      workAreaCategoryIds: [M.optionUnavailable],
      workAreaIds: [M.optionUnavailable],
      areaOfExpertiseIds: [M.optionUnavailable],
      militaryInstallationId: [M.optionUnavailable],
    })
    expect(await stored(user.id)).toMatchObject({ organization: null, primaryWorkAreaCategoryId: null })
    expect((await client.get('/api/profile')).json()).toMatchObject({ primaryWorkAreaIds: [], areaOfExpertiseIds: [] })
  })

  it('keeps a choice that was retired after the person chose it, and still offers it to them', async () => {
    const c = await catalog()
    const { client } = await signedIn(t)
    const body = { ...professionalBody(c), areaOfExpertiseIds: [c.expertise.id] }
    expect((await patch(client, body)).statusCode).toBe(200)
    const now = new Date()
    await t.database.db.update(areasOfExpertise).set({ retiredAt: now }).where(eq(areasOfExpertise.id, c.expertise.id))
    await t.database.db.update(workAreas).set({ retiredAt: now }).where(eq(workAreas.id, c.area.id))
    await t.database.db
      .update(militaryInstallations)
      .set({ retiredAt: now })
      .where(eq(militaryInstallations.id, c.installation.id))

    // Saving the page again with the retired choices still ticked is fine.
    const again = await patch(client, { ...body, jobTitle: 'Senior Counselor' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ jobTitle: 'Senior Counselor', primaryWorkAreaIds: [c.area.id] })

    // This person still sees them (marked retired); someone else is not offered them.
    const options = (await client.get('/api/profile/options')).json()
    const category = options.workAreaCategories.find((x: { id: number }) => x.id === c.category.id)
    expect(category.workAreas).toContainEqual({ id: c.area.id, name: c.area.name, retired: true })
    expect(options.areasOfExpertise).toContainEqual({ id: c.expertise.id, name: c.expertise.name, retired: true })
    const installations = (await client.get('/api/military-installations')).json()
    expect(installations).toContainEqual({ id: c.installation.id, name: c.installation.name, retired: true })

    const { client: other } = await signedIn(t)
    const otherOptions = (await other.get('/api/profile/options')).json()
    const otherCategory = otherOptions.workAreaCategories.find((x: { id: number }) => x.id === c.category.id)
    expect(otherCategory.workAreas.map((a: { id: number }) => a.id)).toEqual(
      expect.not.arrayContaining([c.area.id, c.retiredArea.id]),
    )
    expect(otherCategory.workAreas.map((a: { id: number }) => a.id)).toContain(c.secondArea.id)
    expect(otherOptions.areasOfExpertise.map((a: { id: number }) => a.id)).not.toContain(c.expertise.id)
    expect(otherOptions.workAreaCategories.map((x: { id: number }) => x.id)).not.toContain(c.retiredCategory.id)
    const otherInstallations = (await other.get('/api/military-installations')).json()
    expect(otherInstallations.map((i: { id: number }) => i.id)).not.toContain(c.installation.id)
  })
})

describe('PATCH /api/user: AFCPE Settings and Social Details', () => {
  it('saves contact method, text topics, mentor connect and directory consent', async () => {
    const { user, client } = await signedIn(t)
    const response = await patch(client, {
      contactMethod: '3',
      textPreferences: ['events', 'ceus', 'events'],
      mentorConnect: true,
      directoryConsent: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      contactMethod: 3,
      textPreferences: ['events', 'ceus'],
      mentorConnect: true,
      directoryConsent: true,
    })
    expect(await stored(user.id)).toMatchObject({ contactMethod: 3, textPreferences: ['events', 'ceus'] })
    const bad = await patch(client, { contactMethod: 7, textPreferences: ['spam'] })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contactMethod', 'textPreferences.0'])
  })

  it('saves the public biography and social links; long biographies are refused', async () => {
    const { user, client } = await signedIn(t)
    const response = await patch(client, {
      publicBio: 'I help families budget.',
      twitterHandle: '@afcpe',
      instagramProfile: 'instagram.com/afcpe',
      linkedinProfile: 'https://www.linkedin.com/in/ada',
      facebookProfile: 'https://facebook.com/afcpe',
    })
    expect(response.json()).toMatchObject({
      publicBio: 'I help families budget.',
      twitterHandle: 'afcpe',
      instagramProfile: 'https://instagram.com/afcpe',
    })
    const tooLong = await patch(client, {
      publicBio: 'x'.repeat(2501),
      memberBio: 'y'.repeat(2501),
      twitterHandle: 'not a handle',
      facebookProfile: 'ftp://facebook.com/x',
    })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().errors).toEqual({
      publicBio: ['Too many characters'],
      memberBio: ['Too many characters'],
      twitterHandle: [M.invalidHandle],
      facebookProfile: [M.invalidUrl],
    })
    expect((await patch(client, { publicBio: 'x'.repeat(2500) })).statusCode).toBe(200)
    expect((await stored(user.id)).twitterHandle).toBe('afcpe')
  })

  it('opens the member biography only to users whose approved membership covers today', async () => {
    const { user, client } = await signedIn(t)
    const refused = await patch(client, { memberBio: 'For members only.' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ memberBio: [M.memberBioMembersOnly] })
    expect((await stored(user.id)).memberBio).toBeNull()

    // An unapproved record and one that ended yesterday do not count.
    await membershipRecord(t, user.id, { startsOn: '2020-01-01', endsOn: '2099-01-01', approved: false })
    await membershipRecord(t, user.id, { startsOn: '2020-01-01', endsOn: '2021-01-01' })
    expect((await patch(client, { memberBio: 'For members only.' })).statusCode).toBe(422)
    expect((await client.get('/api/profile')).json().hasValidMembership).toBe(false)

    await membershipRecord(t, user.id, { startsOn: '2020-01-01', endsOn: '2099-12-31' })
    expect((await client.get('/api/profile')).json().hasValidMembership).toBe(true)
    const accepted = await patch(client, { memberBio: 'For members only.' })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().memberBio).toBe('For members only.')
  })

  it('lets a former member keep or clear the member biography but not write a new one', async () => {
    const user = await createUser(t, { memberBio: 'Written while a member.' })
    const client = t.client()
    await client.login(user.email)
    expect((await patch(client, { memberBio: 'Written while a member.', publicBio: 'Hi' })).statusCode).toBe(200)
    expect((await patch(client, { memberBio: 'Changed.' })).statusCode).toBe(422)
    expect((await patch(client, { memberBio: '' })).json().memberBio).toBeNull()
  })
})

describe('profile_last_updated and the silent flag', () => {
  it('is set by every non-silent update and left alone by a silent one', async () => {
    const { user, client } = await signedIn(t)
    const first = await patch(client, { ethnicity: 'A' })
    const stamped = first.json().profileLastUpdated
    expect(stamped).toEqual((await stored(user.id)).profileLastUpdated?.toISOString())

    t.clock.advance(HOUR)
    const silent = await patch(client, { profileUpdateModalShown: true }, true)
    expect(silent.statusCode).toBe(200)
    expect(silent.json().profileLastUpdated).toBe(stamped)
    expect(silent.json().profileUpdateModalShown).not.toBeNull()
    expect((await stored(user.id)).profileUpdateModalShown?.toISOString()).toBe(silent.json().profileUpdateModalShown)

    t.clock.advance(HOUR)
    const loud = await patch(client, { ethnicity: 'B' })
    expect(new Date(loud.json().profileLastUpdated).getTime()).toBeGreaterThan(new Date(stamped).getTime())
  })

  it('is not touched by a refused update', async () => {
    const { user, client } = await signedIn(t)
    expect((await patch(client, { firstName: '' })).statusCode).toBe(422)
    expect((await stored(user.id)).profileLastUpdated).toBeNull()
  })
})

describe('option lists', () => {
  it('lists work area categories with their work areas, and areas of expertise, by name', async () => {
    const { client } = await signedIn(t)
    const response = await client.get('/api/profile/options')
    expect(response.statusCode).toBe(200)
    const options = response.json()
    const education = options.workAreaCategories.find((c: { name: string }) => c.name === 'Education')
    expect(education.workAreas.map((a: { name: string }) => a.name)).toEqual([
      'College or University',
      'Cooperative Extension',
      'K-12 School',
    ])
    expect(options.areasOfExpertise.map((a: { name: string }) => a.name)).toContain('Student Loans')
  })

  it('lists military installations (id and name)', async () => {
    const { client } = await signedIn(t)
    const response = await client.get('/api/military-installations')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toContainEqual({ id: expect.any(Number), name: 'Fort Bragg', retired: false })
  })
})
