/**
 * Two instances of the portal on one database and one S3-compatible store, as several machines
 * behind a load balancer run it (docs/configuration.md, "Several instances"): what a person does
 * through one, the other serves. On PostgreSQL (DATABASE_URL) each instance has its own pool; on
 * PGlite the two share its one connection.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media } from './db/schema'
import {
  createSecondInstance,
  createTestApp,
  createUser,
  DEFAULT_PASSWORD,
  multipartForm,
  type TestApp,
  type TestClient,
} from '../test/harness'
import { PDF, start, upload } from '../test/registration-fixtures'
import { startS3Server, type S3TestServer } from '../test/s3-server'

let s3: S3TestServer
let one: TestApp
let two: TestApp

beforeAll(async () => {
  s3 = await startS3Server()
  one = await createTestApp({ config: { s3: s3.config } })
  two = await createSecondInstance(one, { config: { s3: s3.config } })
})
afterAll(async () => {
  await two?.close()
  await one?.close()
  await s3?.close()
})

/** A member signed in on each instance (a browser the load balancer sends to one, then the other). */
async function signedInOnBoth(): Promise<{ userId: number; onOne: TestClient; onTwo: TestClient }> {
  const user = await createUser(one)
  const onOne = one.client()
  await onOne.login(user.email)
  const onTwo = two.client()
  await onTwo.login(user.email)
  return { userId: user.id, onOne, onTwo }
}

describe('two instances on one database and one file store', () => {
  it('serves through one instance the avatar and documents uploaded through the other', async () => {
    const { userId, onOne, onTwo } = await signedInOnBoth()

    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer()
    const uploaded = await onOne.request({
      method: 'POST',
      url: '/api/user/avatar',
      ...multipartForm({ x: 0, y: 0, width: 300, height: 300 }, { field: 'file', data: photo, name: 'me.png' }),
    })
    expect(uploaded.statusCode).toBe(200)
    const throughOne = await onOne.get(`/api/user/avatar/${userId}`)
    const throughTwo = await onTwo.get(`/api/user/avatar/${userId}`)
    expect(throughTwo.statusCode).toBe(200)
    expect(throughTwo.rawPayload.equals(throughOne.rawPayload)).toBe(true)

    const { registration } = await start(two, onTwo)
    expect((await upload(onTwo, registration.id, 'transcript', { data: PDF, name: 'transcript.pdf' })).statusCode).toBe(
      200,
    )
    const [document] = await one.database.db.select().from(media).where(eq(media.registrationId, registration.id))
    const downloaded = await onOne.get(`/api/media/${document?.id}`)
    expect(downloaded.statusCode).toBe(200)
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="transcript.pdf"')
    expect(downloaded.rawPayload.equals(PDF)).toBe(true)

    // Deleted through one, it is gone from the other.
    expect((await onOne.delete(`/api/media/${document?.id}`)).statusCode).toBe(200)
    expect((await onTwo.get(`/api/media/${document?.id}`)).statusCode).toBe(404)
  })

  it('refuses at once on one instance a session signed out on the other, reads and writes', async () => {
    const { onOne, onTwo } = await signedInOnBoth()
    // The same browser's session on both (the balancer sends its requests to either).
    const session = onOne.cookies.get('portal_session') ?? ''
    onTwo.cookies.set('portal_session', session)
    // Read twice on the second instance, so its session cache holds the session.
    expect((await onTwo.get('/api/user')).statusCode).toBe(200)
    expect((await onTwo.get('/api/user')).statusCode).toBe(200)

    expect((await onOne.post('/api/logout')).statusCode).toBe(200)
    expect((await onTwo.get('/api/user')).statusCode).toBe(401)
    expect((await onTwo.post('/api/notifications', { all: true })).statusCode).toBe(401)
  })

  it('refuses at once on one instance the sessions a password change ended on the other', async () => {
    const { onOne, onTwo } = await signedInOnBoth()
    expect((await onTwo.get('/api/user')).statusCode).toBe(200)
    expect((await onTwo.get('/api/user')).statusCode).toBe(200)
    const changed = await onOne.post('/api/user/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: 'another-budget-plan-42',
      passwordConfirmation: 'another-budget-plan-42',
    })
    expect(changed.statusCode).toBe(200)
    expect((await onTwo.get('/api/user')).statusCode).toBe(401)
    expect((await onOne.get('/api/user')).statusCode).toBe(200)
  })
})
