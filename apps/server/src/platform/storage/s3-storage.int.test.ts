/**
 * The S3 file store against a real S3-protocol server on the loopback (s3rver): the storage
 * contract LocalStorage keeps, and the portal's uploads and downloads through it.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media } from '../../db/schema'
import { createTestApp, multipartForm, signedIn, type TestApp } from '../../../test/harness'
import { PDF, start, upload } from '../../../test/registration-fixtures'
import { startS3Server, type S3TestServer } from '../../../test/s3-server'
import { S3Storage } from './s3-storage'
import { createStorage } from './storage'

let s3: S3TestServer
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3?.close()
})

describe('S3Storage', () => {
  it('stores, reads and deletes files by key; a missing file reads as null', async () => {
    const storage = await createStorage({ storageDir: '', s3: s3.config })
    expect(storage).toBeInstanceOf(S3Storage)
    await storage.put('avatars/1/a.txt', Buffer.from('hello'))
    expect(await storage.exists('avatars/1/a.txt')).toBe(true)
    const stream = await storage.get('avatars/1/a.txt')
    expect(stream && (await text(stream))).toBe('hello')
    await storage.delete('avatars/1/a.txt')
    expect(await storage.exists('avatars/1/a.txt')).toBe(false)
    expect(await storage.get('avatars/1/a.txt')).toBeNull()
    // Deleting what is gone is fine, as on the local disk.
    await storage.delete('avatars/1/a.txt')
  })

  it('refuses keys that escape the bucket’s folders', async () => {
    const storage = new S3Storage(s3.config)
    await expect(storage.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe/)
    await expect(storage.get('a/../../b')).rejects.toThrow(/Unsafe/)
    await expect(storage.exists('/etc/passwd')).rejects.toThrow(/Unsafe/)
  })

  it('fails loudly on a bucket that does not exist, rather than reading files as missing', async () => {
    const storage = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' })
    await expect(storage.get('avatars/1/a.txt')).rejects.toThrow()
    await expect(storage.put('avatars/1/a.txt', Buffer.from('x'))).rejects.toThrow()
  })
})

describe('the portal with S3_BUCKET', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: { s3: s3.config } })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The keys the S3 server holds in the bucket. */
  const keysInBucket = async () =>
    (await readdir(path.join(s3.directory, s3.config.bucket), { recursive: true })).map((name) => String(name))

  it('keeps an avatar and a registration document in the bucket, and serves them after its own check', async () => {
    const { client, user } = await signedIn(t)
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer()
    const avatar = await client.request({
      method: 'POST',
      url: '/api/user/avatar',
      ...multipartForm({ x: 0, y: 0, width: 400, height: 400 }, { field: 'file', data: photo, name: 'me.jpg' }),
    })
    expect(avatar.statusCode).toBe(200)
    const image = await client.get(`/api/user/avatar/${user.id}`)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toContain('image/webp')

    const { registration } = await start(t, client)
    expect(
      (await upload(client, registration.id, 'transcript', { data: PDF, name: 'transcript.pdf' })).statusCode,
    ).toBe(200)
    const [file] = await t.database.db.select().from(media).where(eq(media.registrationId, registration.id))
    const download = await client.get(`/api/media/${file?.id}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PDF)).toBe(true)
    // Another member gets neither.
    const other = await signedIn(t)
    expect((await other.client.get(`/api/media/${file?.id}`)).statusCode).toBe(404)

    const keys = await keysInBucket()
    expect(keys.some((key) => key.startsWith(`avatars/${user.id}/`))).toBe(true)
    expect(keys.some((key) => key.startsWith(`registrations/${user.id}/`))).toBe(true)
  })
})
