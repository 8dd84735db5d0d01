import { OptInMessages } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function stored(id: number) {
  const [user] = await t.database.db
    .select({ willText: users.willText, agreeTos: users.agreeTos, cellPhone: users.cellPhone })
    .from(users)
    .where(eq(users.id, id))
  return user
}

describe('text message opt-in', () => {
  it('opts in with both boxes and a 10-digit number, and answers the updated user', async () => {
    const { user, client } = await signedIn(t)
    const response = await client.post('/api/user/opt-in', {
      willText: true,
      agreeTos: true,
      cellPhone: '(555) 123-4567',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: user.id, willText: true, agreeTos: true, cellPhone: '5551234567' })
    expect(await stored(user.id)).toEqual({ willText: true, agreeTos: true, cellPhone: '5551234567' })
  })

  it('puts each of the three rules on its own field and changes nothing', async () => {
    const { user, client } = await signedIn(t)
    const response = await client.post('/api/user/opt-in', { willText: false, agreeTos: false, cellPhone: '555-1234' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      willText: [OptInMessages.willText],
      agreeTos: [OptInMessages.agreeTos],
      cellPhone: [OptInMessages.cellPhone],
    })
    expect(await stored(user.id)).toEqual({ willText: false, agreeTos: false, cellPhone: null })
  })

  it('requires the cell phone', async () => {
    const { client } = await signedIn(t)
    const response = await client.post('/api/user/opt-in', { willText: true, agreeTos: true })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ cellPhone: [OptInMessages.cellPhone] })
    for (const cellPhone of ['', '555123456', '55512345678', '555-123-456a']) {
      const bad = await client.post('/api/user/opt-in', { willText: true, agreeTos: true, cellPhone })
      expect(bad.json().errors).toEqual({ cellPhone: [OptInMessages.cellPhone] })
    }
  })

  it('is for signed-in users only', async () => {
    const response = await t
      .client()
      .post('/api/user/opt-in', { willText: true, agreeTos: true, cellPhone: '5551234567' })
    expect(response.statusCode).toBe(401)
  })
})
