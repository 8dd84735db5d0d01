import { randomUUID } from 'node:crypto'
import { addDaysToDay, DirectoryMessages as M, easternDay } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membershipTypes, users } from '../../db/schema'
import { areaOfExpertiseId, createDirectoryMember } from '../../../test/directory-fixtures'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp
let member: TestClient
let admin: TestClient
beforeAll(async () => {
  t = await createTestApp()
  member = (await signedIn(t)).client
  admin = (await signedIn(t, 'admin')).client
})
afterAll(async () => {
  await t.close()
})

/** A surname no other test uses, so each test searches its own people. */
const surname = () => `Dir${randomUUID().replaceAll('-', '').slice(0, 10)}`

interface Page {
  data: Array<Record<string, unknown> & { id: number; firstName: string; lastName: string }>
  lastPage: number
  total: number
}

async function search(client: TestClient, query: Record<string, string | string[]>, path = '/api/membership/search') {
  const response = await client.get(path, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Page>()
}

const idsOf = (page: Page) => page.data.map((row) => row.id)

describe('who is listed', () => {
  it('lists consenting members with a membership covering today, and no one else', async () => {
    const lastName = surname()
    const listed = await createDirectoryMember(t, { lastName, firstName: 'Listed' })
    const endsToday = await createDirectoryMember(t, { lastName, firstName: 'Ends', membership: 'endsToday' })
    const startsToday = await createDirectoryMember(t, { lastName, firstName: 'Starts', membership: 'startsToday' })
    const hidden = await Promise.all([
      createDirectoryMember(t, { lastName, directoryConsent: false }),
      createDirectoryMember(t, { lastName, membership: 'none' }),
      createDirectoryMember(t, { lastName, membership: 'expired' }),
      createDirectoryMember(t, { lastName, membership: 'unapproved' }),
      createDirectoryMember(t, { lastName, membership: 'future' }),
    ])
    const merged = await createDirectoryMember(t, { lastName })
    await t.database.db.update(users).set({ mergedIntoId: listed.user.id }).where(eq(users.id, merged.user.id))

    const page = await search(member, { name: lastName })
    expect(idsOf(page).sort()).toEqual([listed.user.id, endsToday.user.id, startsToday.user.id].sort())
    expect(page.total).toBe(3)
    for (const { user } of [...hidden, merged]) {
      expect((await member.get(`/api/membership/search/${user.id}`)).statusCode).toBe(404)
      expect((await admin.get(`/api/admin/directory/${user.id}`)).statusCode).toBe(404)
    }
    expect(idsOf(await search(admin, { name: lastName }, '/api/admin/directory')).sort()).toEqual(idsOf(page).sort())
  })

  it('follows staff edits of membership records at once, the total included', async () => {
    const lastName = surname()
    const { user } = await createDirectoryMember(t, { lastName, membership: 'none' })
    const [type] = await t.database.db.select({ id: membershipTypes.id }).from(membershipTypes).limit(1)
    const today = easternDay(t.clock.now())
    const listedIds = async () => {
      const page = await search(member, { name: lastName })
      expect(page.total).toBe(page.data.length)
      return idsOf(page)
    }
    expect(await listedIds()).toEqual([])

    const added = await admin.post(`/api/admin/user/${user.id}/membership/${type?.id ?? 1}`, {
      start: addDaysToDay(today, -10),
      end: addDaysToDay(today, 354),
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(await listedIds()).toEqual([user.id])
    const [record] = added.json<{ records: { id: number }[] }>().records

    const ended = await admin.patch(`/api/admin/user/${user.id}/membership/${record?.id}`, {
      start: addDaysToDay(today, -30),
      end: addDaysToDay(today, -1),
    })
    expect(ended.statusCode, ended.body).toBe(200)
    expect(await listedIds()).toEqual([])

    await admin.patch(`/api/admin/user/${user.id}/membership/${record?.id}`, {
      start: today,
      end: addDaysToDay(today, 364),
    })
    expect(await listedIds()).toEqual([user.id])
    expect((await admin.delete(`/api/admin/user-membership/${record?.id}`)).statusCode).toBe(200)
    expect(await listedIds()).toEqual([])
    expect((await member.get(`/api/membership/search/${user.id}`)).statusCode).toBe(404)
  })

  it('answers 404 with the directory message for an unknown or unlisted id', async () => {
    const response = await member.get('/api/membership/search/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe(M.notFound)
  })
})

describe('searching', () => {
  it('finds the start of the first or the last name, any case, every word typed', async () => {
    const lastName = surname()
    const jane = await createDirectoryMember(t, { firstName: 'Janelle', lastName })
    const john = await createDirectoryMember(t, { firstName: 'Johnathan', lastName })
    expect(idsOf(await search(member, { name: lastName.toLowerCase() }))).toHaveLength(2)
    expect(idsOf(await search(member, { name: `jan ${lastName.slice(0, 6)}` }))).toEqual([jane.user.id])
    expect(idsOf(await search(member, { name: `${lastName}, john` }))).toEqual([john.user.id])
    // Inside a name is not its start; LIKE wildcards are taken literally.
    expect(idsOf(await search(member, { name: lastName.slice(2) }))).toEqual([])
    expect(idsOf(await search(member, { name: `${lastName.slice(0, 5)}%` }))).toEqual([])
  })

  it('finds the start of the city, the state by code or name, and "City, ST"', async () => {
    const lastName = surname()
    const columbus = await createDirectoryMember(t, { lastName, address: { city: 'Columbus', state: 'OH' } })
    const cleveland = await createDirectoryMember(t, { lastName, address: { city: 'Cleveland', state: 'OH' } })
    const columbia = await createDirectoryMember(t, { lastName, address: { city: 'Columbia', state: 'SC' } })
    const ottawa = await createDirectoryMember(t, {
      lastName,
      address: { city: 'Ottawa', state: 'ON', country: 'Canada' },
    })
    const find = async (location: string) => idsOf(await search(member, { name: lastName, location })).sort()
    expect(await find('colum')).toEqual([columbus.user.id, columbia.user.id].sort())
    expect(await find('oh')).toEqual([columbus.user.id, cleveland.user.id].sort())
    expect(await find('Ohio')).toEqual([columbus.user.id, cleveland.user.id].sort())
    expect(await find('Columbus, OH')).toEqual([columbus.user.id])
    expect(await find('south carolina')).toEqual([columbia.user.id])
    expect(await find('ON')).toEqual([ottawa.user.id])
    expect(await find('Denver')).toEqual([])
  })

  it('filters by area of expertise', async () => {
    const lastName = surname()
    const housing = await createDirectoryMember(t, { lastName, expertise: ['Housing and Homeownership'] })
    await createDirectoryMember(t, { lastName, expertise: ['Student Loans'] })
    const id = await areaOfExpertiseId(t, 'Housing and Homeownership')
    expect(idsOf(await search(member, { name: lastName, areaOfExpertiseId: String(id) }))).toEqual([housing.user.id])
    expect(idsOf(await search(member, { name: lastName, areaOfExpertiseId: '' }))).toHaveLength(2)
  })

  it('pages and sorts by name: last name, then first name by default', async () => {
    const lastName = surname()
    for (const firstName of ['Cara', 'Abe', 'Bea', 'Dov', 'Eli'])
      await createDirectoryMember(t, { firstName, lastName })
    const first = await search(member, { name: lastName, limit: '2', page: '1' })
    expect(first.data.map((row) => row.firstName)).toEqual(['Abe', 'Bea'])
    expect([first.total, first.lastPage]).toEqual([5, 3])
    const last = await search(member, { name: lastName, limit: '2', page: '3' })
    expect(last.data.map((row) => row.firstName)).toEqual(['Eli'])
    const byFirstDesc = await search(member, { name: lastName, sort: 'firstName,desc', limit: '2' })
    expect(byFirstDesc.data.map((row) => row.firstName)).toEqual(['Eli', 'Dov'])
  })

  it('refuses filter items, unknown sorts and overlong search text, each on its field', async () => {
    const response = await member.get('/api/membership/search', {
      filter: 'email,a',
      sort: 'email,asc',
      name: 'x'.repeat(101),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ name: [M.searchTooLong] })
    const listRules = await member.get('/api/membership/search', { filter: 'email,a', sort: 'email,asc' })
    expect(listRules.statusCode).toBe(422)
    expect(Object.keys(listRules.json().errors).sort()).toEqual(['filter', 'sort'])
    expect((await member.get('/api/membership/search', { areaOfExpertiseId: 'abc' })).statusCode).toBe(422)
  })
})

describe('the directory page of one member', () => {
  it('shows the member biography only to viewers with a valid membership', async () => {
    const { user } = await createDirectoryMember(t, {
      publicBio: 'Public words.',
      memberBio: 'For members only.',
      expertise: ['Student Loans', 'Bankruptcy'],
    })
    const asNonMember = (await member.get(`/api/membership/search/${user.id}`)).json()
    expect(asNonMember).toMatchObject({
      id: user.id,
      publicBio: 'Public words.',
      memberBio: null,
      areasOfExpertise: ['Bankruptcy', 'Student Loans'],
      city: 'Columbus',
      state: 'OH',
      canMessage: true,
    })
    const viewer = await createDirectoryMember(t, { directoryConsent: false })
    const validMember = t.client()
    await validMember.login(viewer.user.email)
    expect((await validMember.get(`/api/membership/search/${user.id}`)).json().memberBio).toBe('For members only.')
    expect((await admin.get(`/api/admin/directory/${user.id}`)).json().memberBio).toBe('For members only.')
  })

  it('tells a member they cannot message themselves', async () => {
    const self = await createDirectoryMember(t)
    const client = t.client()
    await client.login(self.user.email)
    expect((await client.get(`/api/membership/search/${self.user.id}`)).json().canMessage).toBe(false)
  })

  it('gives admins the e-mail, the full address and the phones', async () => {
    const { user, address } = await createDirectoryMember(t, {
      lastName: surname(),
      workPhone: '6145550100',
      address: { addressLine2: 'Suite 9' },
    })
    const list = await search(admin, { name: user.lastName, location: 'Columbus' }, '/api/admin/directory')
    expect(list.data.find((row) => row.id === user.id)).toMatchObject({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      addressLine1: address.addressLine1,
      zip: address.zip,
    })
    expect((await admin.get(`/api/admin/directory/${user.id}`)).json()).toMatchObject({
      email: user.email,
      addressLine1: address.addressLine1,
      addressLine2: 'Suite 9',
      zip: address.zip,
      workPhone: '6145550100',
    })
  })
})
