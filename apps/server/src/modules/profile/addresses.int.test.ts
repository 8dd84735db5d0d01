import { ProfileMessages as M, type Profile } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, registrations, users } from '../../db/schema'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { insertRegistration } from '../../../test/registration-fixtures'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const home = {
  name: 'Home',
  addressLine1: '1 Main Street',
  addressLine2: 'Apt 2',
  city: 'Columbus',
  state: 'OH',
  zip: '43004',
  country: 'United States',
  phone: '(614) 555-0100',
  isMilitary: false,
  stateNotListed: false,
  isPrimary: false,
}

async function addressesOf(userId: number) {
  return t.database.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id)
}

async function primaryOf(userId: number) {
  const [user] = await t.database.db.select({ id: users.primaryAddressId }).from(users).where(eq(users.id, userId))
  return user?.id ?? null
}

async function add(client: TestClient, body: Record<string, unknown> = home) {
  const response = await client.post('/api/addresses', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { address: { id: number }; profile: Profile }
}

describe('addresses', () => {
  it('adds an address, answers it with the updated profile, and makes the first one primary', async () => {
    const { user, client } = await signedIn(t)
    const created = await add(client)
    expect(created.address).toMatchObject({
      name: 'Home',
      addressLine1: '1 Main Street',
      state: 'OH',
      phone: '6145550100',
      isMilitary: false,
      lat: null,
      lng: null,
    })
    expect(created.profile.addresses).toEqual([created.address])
    expect(created.profile.primaryAddressId).toBe(created.address.id)
    expect(created.profile.profileLastUpdated).not.toBeNull()
    // A second one is not primary unless asked.
    const second = await add(client, { ...home, name: 'Office' })
    expect(second.profile.primaryAddressId).toBe(created.address.id)
    const third = await add(client, { ...home, name: 'Cabin', isPrimary: true })
    expect(third.profile.primaryAddressId).toBe(third.address.id)
    expect((await addressesOf(user.id)).map((a) => a.name)).toEqual(['Home', 'Office', 'Cabin'])
  })

  it("requires name, line 1 and state ('Required') and stores nothing", async () => {
    const { user, client } = await signedIn(t)
    const response = await client.post('/api/addresses', { ...home, name: '', addressLine1: ' ', state: '' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ name: ['Required'], addressLine1: ['Required'], state: ['Required'] })
    expect(await addressesOf(user.id)).toEqual([])
  })

  it('offers AA, AE and AP only to military addresses', async () => {
    const { client } = await signedIn(t)
    const civilian = await client.post('/api/addresses', { ...home, state: 'AE' })
    expect(civilian.statusCode).toBe(422)
    expect(civilian.json().errors).toEqual({ state: [M.stateNotInList] })
    const military = await add(client, { ...home, name: 'Unit', state: 'AE', isMilitary: true })
    expect(military.address).toMatchObject({ state: 'AE', isMilitary: true })
  })

  it("takes a typed state when 'State not listed' is ticked, upper-cased", async () => {
    const { client } = await signedIn(t)
    const typed = await add(client, { ...home, state: 'ns', stateNotListed: true, country: 'Canada', isMilitary: true })
    expect(typed.address).toMatchObject({ state: 'NS', country: 'Canada' })
    expect((await client.post('/api/addresses', { ...home, state: 'ns' })).json().errors).toEqual({
      state: [M.stateNotInList],
    })
  })

  it('puts every field problem on its field', async () => {
    const { client } = await signedIn(t)
    const response = await client.post('/api/addresses', {
      ...home,
      phone: '555-01',
      zip: 'x'.repeat(21),
      city: 'y'.repeat(101),
    })
    expect(response.json().errors).toEqual({
      phone: [M.phone],
      zip: [M.tooManyCharacters],
      city: [M.tooManyCharacters],
    })
  })

  it('updates an own address and can make it primary', async () => {
    const { user, client } = await signedIn(t)
    const first = await add(client)
    const second = await add(client, { ...home, name: 'Office' })
    const response = await client.patch(`/api/addresses/${second.address.id}`, {
      ...home,
      name: 'Office',
      addressLine1: '200 Broad Street',
      addressLine2: '',
      isPrimary: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().address).toMatchObject({
      id: second.address.id,
      addressLine1: '200 Broad Street',
      addressLine2: null,
    })
    expect(response.json().profile.primaryAddressId).toBe(second.address.id)
    expect(await primaryOf(user.id)).toBe(second.address.id)

    const chosen = await client.post(`/api/addresses/${first.address.id}/primary`)
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json().primaryAddressId).toBe(first.address.id)
    expect(await primaryOf(user.id)).toBe(first.address.id)
  })

  it('deletes an address; deleting the primary one leaves no primary address', async () => {
    const { user, client } = await signedIn(t)
    const first = await add(client)
    const second = await add(client, { ...home, name: 'Office' })
    const removed = await client.delete(`/api/addresses/${second.address.id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().addresses.map((a: { id: number }) => a.id)).toEqual([first.address.id])
    expect(removed.json().primaryAddressId).toBe(first.address.id)

    const removedPrimary = await client.delete(`/api/addresses/${first.address.id}`)
    expect(removedPrimary.json()).toMatchObject({ addresses: [], primaryAddressId: null })
    expect(await primaryOf(user.id)).toBeNull()
    expect((await client.delete(`/api/addresses/${first.address.id}`)).statusCode).toBe(404)
  })

  it("keeps a registration's shipping snapshot when its shipping address is deleted", async () => {
    const { user, client } = await signedIn(t)
    const { address } = await add(client)
    const db = t.database.db
    const shipping = {
      name: 'Home',
      addressLine1: '1 Main Street',
      state: 'OH',
      country: 'United States',
      isInternational: false,
    }
    const registration = await insertRegistration(t, user.id, { values: { shippingAddressId: address.id, shipping } })

    expect((await client.delete(`/api/addresses/${address.id}`)).statusCode).toBe(200)
    const [after] = await db.select().from(registrations).where(eq(registrations.id, registration.id))
    expect(after).toMatchObject({ shippingAddressId: null, shipping })
  })

  it("answers 404 for another user's address and leaves it alone", async () => {
    const owner = await signedIn(t)
    const { address } = await add(owner.client)
    const { client: intruder } = await signedIn(t)
    expect((await intruder.patch(`/api/addresses/${address.id}`, { ...home, name: 'Mine now' })).statusCode).toBe(404)
    expect((await intruder.post(`/api/addresses/${address.id}/primary`)).statusCode).toBe(404)
    expect((await intruder.delete(`/api/addresses/${address.id}`)).statusCode).toBe(404)
    expect((await addressesOf(owner.user.id)).map((a) => a.name)).toEqual(['Home'])
    expect((await intruder.get('/api/profile')).json()).toMatchObject({ addresses: [], primaryAddressId: null })
    expect(await primaryOf(owner.user.id)).toBe(address.id)
  })

  it('is for signed-in users only', async () => {
    expect((await t.client().post('/api/addresses', home)).statusCode).toBe(401)
  })
})
