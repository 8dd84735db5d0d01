/**
 * Directory privacy: no response a non-admin can get from the directory carries the address
 * line, the zip, the e-mail address or a phone number of any member, whatever the search, and
 * people who are not listed never appear.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaOfExpertiseId, createDirectoryMember } from '../../../test/directory-fixtures'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A key of a hidden field anywhere in a JSON body. */
const HIDDEN_KEY = /"(email|addressLine1|addressLine2|zip|workPhone|homePhone|cellPhone|lat|lng)":/

const marker = () => randomUUID().replaceAll('-', '').slice(0, 8)

/** Members whose hidden values are all distinctive, so a leak anywhere in a body is found. */
async function arrangeDirectory(lastName: string) {
  const profile = (tag: string) => ({
    lastName,
    firstName: `First${tag}`,
    email: `secret-${tag}-${marker()}@hidden.test`,
    workPhone: `61455${tag.padStart(5, '0')}`,
    homePhone: `61466${tag.padStart(5, '0')}`,
    cellPhone: `61477${tag.padStart(5, '0')}`,
    expertise: ['Housing and Homeownership'],
    address: {
      addressLine1: `${marker()} Secret Street`,
      addressLine2: `Suite ${marker()}`,
      zip: `Z${marker()}`,
      city: 'Columbus',
      state: 'OH',
    },
  })
  const listed = await Promise.all(['1', '2', '3'].map((tag) => createDirectoryMember(t, profile(tag))))
  const unlisted = await Promise.all([
    createDirectoryMember(t, { ...profile('4'), directoryConsent: false }),
    createDirectoryMember(t, { ...profile('5'), membership: 'none' }),
    createDirectoryMember(t, { ...profile('6'), membership: 'expired' }),
  ])
  return { listed, unlisted }
}

type Arranged = Awaited<ReturnType<typeof arrangeDirectory>>

function hiddenValuesOf({ user, address }: Arranged['listed'][number]): string[] {
  return [
    user.email,
    user.workPhone,
    user.homePhone,
    user.cellPhone,
    address.addressLine1,
    address.addressLine2,
    address.zip,
  ].filter((value): value is string => Boolean(value))
}

/** Every directory response a signed-in non-admin can ask for about these people. */
async function memberResponses(client: TestClient, lastName: string, arranged: Arranged) {
  const areaId = String(await areaOfExpertiseId(t, 'Housing and Homeownership'))
  const searches: Record<string, string>[] = [
    {},
    { name: lastName },
    { name: lastName, location: 'Columbus' },
    { name: lastName, location: 'OH' },
    { name: lastName, areaOfExpertiseId: areaId },
    { name: lastName, limit: '1', page: '2' },
    { name: lastName, sort: 'firstName,desc', limit: '100' },
  ]
  const responses = []
  for (const query of searches)
    responses.push({ status: 200, response: await client.get('/api/membership/search', query) })
  for (const { user } of arranged.listed) {
    responses.push({ status: 200, response: await client.get(`/api/membership/search/${user.id}`) })
  }
  for (const { user } of arranged.unlisted) {
    responses.push({ status: 404, response: await client.get(`/api/membership/search/${user.id}`) })
  }
  return responses
}

describe('directory privacy', () => {
  it('never sends a hidden field of any member to a non-admin, and lists only listed members', async () => {
    const lastName = `Private${marker()}`
    const arranged = await arrangeDirectory(lastName)
    const hidden = [...arranged.listed, ...arranged.unlisted].flatMap(hiddenValuesOf)
    expect(hidden.length).toBeGreaterThan(30)
    const listedIds = new Set(arranged.listed.map(({ user }) => user.id))
    const unlistedIds = arranged.unlisted.map(({ user }) => user.id)

    // A signed-in non-member, a valid member, and a listed member looking at the others.
    const viewers = [
      (await signedIn(t)).client,
      await clientOf((await createDirectoryMember(t, { directoryConsent: false })).user.email),
      await clientOf(arranged.listed[0]?.user.email ?? ''),
    ]
    for (const viewer of viewers) {
      for (const { status, response } of await memberResponses(viewer, lastName, arranged)) {
        const body = response.body
        expect(response.statusCode, body).toBe(status)
        for (const value of hidden) expect(body).not.toContain(value)
        expect(body).not.toMatch(HIDDEN_KEY)
        if (status !== 200) continue
        const json = response.json<{ data?: Array<{ id: number; lastName: string }>; id?: number }>()
        const rows = json.data ?? []
        for (const id of unlistedIds) expect(rows.map((row) => row.id)).not.toContain(id)
        for (const row of rows.filter((r) => r.lastName === lastName)) expect(listedIds.has(row.id)).toBe(true)
        if (json.id !== undefined) expect(listedIds.has(json.id)).toBe(true)
      }
    }
  })

  it('answers the unlisted with the same 404 as an unknown id', async () => {
    const lastName = `Private${marker()}`
    const { unlisted } = await arrangeDirectory(lastName)
    const client = (await signedIn(t)).client
    const unknown = await client.get('/api/membership/search/2000000000')
    for (const { user } of unlisted) {
      const response = await client.get(`/api/membership/search/${user.id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(unknown.json().message)
    }
    const page = (await client.get('/api/membership/search', { name: lastName })).json<{ total: number }>()
    expect(page.total).toBe(3)
  })

  it('gives the hidden fields to admins through the admin routes only', async () => {
    const lastName = `Private${marker()}`
    const { listed } = await arrangeDirectory(lastName)
    const admin = (await signedIn(t, 'admin')).client
    const asMember = await admin.get('/api/membership/search', { name: lastName })
    for (const value of listed.flatMap(hiddenValuesOf)) expect(asMember.body).not.toContain(value)
    const asAdmin = await admin.get('/api/admin/directory', { name: lastName })
    for (const { user, address } of listed) {
      expect(asAdmin.body).toContain(user.email)
      expect(asAdmin.body).toContain(address.zip ?? '')
    }
  })
})

async function clientOf(email: string) {
  const client = t.client()
  await client.login(email)
  return client
}
