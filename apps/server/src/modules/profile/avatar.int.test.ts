import { AVATAR_LIMITS, AvatarMessages as M, UPLOAD_RATE_LIMIT, UploadMessages, type Profile } from '@portal/contracts'
import { buffer } from 'node:stream/consumers'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { createDirectoryMember } from '../../../test/directory-fixtures'
import { createTestApp, multipartForm, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const RED = { r: 220, g: 20, b: 20 }
const BLUE = { r: 20, g: 20, b: 220 }

async function stored(id: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, id))
  if (!user) throw new Error('no such user')
  return user
}

/** A solid image of one colour. */
const solid = (width: number, height: number, colour = RED) =>
  sharp({ create: { width, height, channels: 3, background: colour } })

/**
 * A 300×200 JPEG stored sideways (left half red, right half blue) whose EXIF orientation 6 says
 * "turn 90° clockwise": upright it is 200×300, red on top and blue below. It also carries a
 * camera make and GPS coordinates, which must not survive.
 */
async function sidewaysJpegWithGps(): Promise<Buffer> {
  const raw = await sharp({ create: { width: 300, height: 200, channels: 3, background: RED } })
    .composite([{ input: await solid(150, 200, BLUE).png().toBuffer(), left: 150, top: 0 }])
    .png()
    .toBuffer()
  return sharp(raw)
    .jpeg({ quality: 95 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'SecretCam', Model: 'Spy 3000' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 26/1 4600/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '79/1 58/1 0/1',
        },
      },
    })
    .toBuffer()
}

interface Crop {
  x: number | string
  y: number | string
  width: number | string
  height: number | string
}

function form(file: { data: Buffer; name?: string; type?: string } | null, crop: Partial<Crop>) {
  return multipartForm(
    crop,
    file && { field: 'file', data: file.data, name: file.name ?? 'photo.jpg', type: file.type ?? 'image/jpeg' },
  )
}

function upload(client: TestClient, file: { data: Buffer; name?: string; type?: string } | null, crop: Partial<Crop>) {
  return client.request({ method: 'POST', url: '/api/user/avatar', ...form(file, crop) })
}

/** The colour at the centre of an image. */
async function centreColour(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 }
}

const isRed = (c: { r: number; g: number; b: number }) => c.r > 150 && c.b < 80
const isBlue = (c: { r: number; g: number; b: number }) => c.b > 150 && c.r < 80

describe('POST /api/user/avatar', () => {
  it('turns the photo upright, crops it by the rectangle, resizes it and strips every bit of metadata', async () => {
    const { user, client } = await signedIn(t)
    const jpeg = await sidewaysJpegWithGps()
    // The test image really carries what must be removed.
    const source = await sharp(jpeg).metadata()
    expect(source.orientation).toBe(6)
    expect(source.exif?.includes(Buffer.from('SecretCam'))).toBe(true)
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    const hasGps = (exif: Buffer | undefined) =>
      Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))))
    expect(hasGps(source.exif)).toBe(true)

    // Upright the image is 200×300: a square at the bottom is blue, though the stored image is only 200 high.
    const response = await upload(client, { data: jpeg }, { x: 0, y: 150, width: 150, height: 150 })
    expect(response.statusCode, response.body).toBe(200)
    const profile = response.json<Profile>()
    const row = await stored(user.id)
    expect(row.avatarKey).toMatch(new RegExp(`^avatars/${user.id}/[0-9a-f]{32}\\.webp$`))
    expect(profile.avatarUrl).toBe(`/api/user/avatar/${user.id}?v=${row.avatarKey?.slice(-37, -5)}`)
    expect(profile.profileLastUpdated).not.toBeNull()

    const served = await client.get(profile.avatarUrl ?? '')
    expect(served.statusCode).toBe(200)
    const image = served.rawPayload
    const output = await sharp(image).metadata()
    expect(output.format).toBe('webp')
    expect([output.width, output.height]).toEqual([AVATAR_LIMITS.outputSide, AVATAR_LIMITS.outputSide])
    expect(output.exif).toBeUndefined()
    expect(hasGps(image)).toBe(false)
    expect(output.xmp).toBeUndefined()
    expect(output.icc).toBeUndefined()
    expect(output.orientation).toBeUndefined()
    expect(image.includes(Buffer.from('SecretCam'))).toBe(false)
    expect(image.includes(Buffer.from('Exif'))).toBe(false)
    expect(isBlue(await centreColour(image))).toBe(true)

    // The top square of the upright image is red.
    const top = await upload(client, { data: jpeg }, { x: 0, y: 0, width: 150, height: 150 })
    expect(top.statusCode).toBe(200)
    expect(isRed(await centreColour((await client.get(top.json<Profile>().avatarUrl ?? '')).rawPayload))).toBe(true)
  })

  it('accepts a PNG, serves exactly the stored bytes with private caching, and deletes the previous file', async () => {
    const { user, client } = await signedIn(t)
    const png = await solid(400, 300, BLUE).png().toBuffer()
    const first = await upload(
      client,
      { data: png, name: 'me.png', type: 'image/png' },
      { x: 50, y: 20, width: 200, height: 200 },
    )
    expect(first.statusCode, first.body).toBe(200)
    const firstKey = (await stored(user.id)).avatarKey ?? ''
    expect(await t.storage.exists(firstKey)).toBe(true)

    const url = first.json<Profile>().avatarUrl ?? ''
    const served = await client.get(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+/)
    expect(served.headers['etag']).toBe(`"${new URL(url, 'http://x').searchParams.get('v')}"`)
    const stream = await t.storage.get(firstKey)
    if (!stream) throw new Error('the stored avatar is missing')
    const storedBytes = await buffer(stream)
    expect(served.rawPayload.equals(storedBytes)).toBe(true)
    // The unversioned URL is not cached for long.
    const unversioned = await client.get(`/api/user/avatar/${user.id}`)
    expect(unversioned.headers['cache-control']).toBe('private, max-age=60')

    // Within a pixel of square is square (the cropper rounds).
    const second = await upload(client, { data: png, type: 'image/png' }, { x: 0, y: 0, width: 201, height: 200 })
    expect(second.statusCode, second.body).toBe(200)
    const secondKey = (await stored(user.id)).avatarKey ?? ''
    expect(secondKey).not.toBe(firstKey)
    expect(second.json<Profile>().avatarUrl).not.toBe(url)
    expect(await t.storage.exists(firstKey)).toBe(false)
    expect(await t.storage.exists(secondKey)).toBe(true)
    // The signed-in user (the header's copy) carries the same URL.
    expect((await client.get('/api/user')).json<Profile>().avatarUrl).toBe(second.json<Profile>().avatarUrl)
  })

  it('refuses what is not a real JPEG, PNG or WebP image, whatever its name and type say, and changes nothing', async () => {
    const { user, client } = await signedIn(t)
    const png = await solid(100, 100).png().toBuffer()
    expect(
      (await upload(client, { data: png, type: 'image/png' }, { x: 0, y: 0, width: 100, height: 100 })).statusCode,
    ).toBe(200)
    const before = await stored(user.id)

    const refusals = [
      { data: Buffer.from('just some text, not a photo\n'.repeat(20)), name: 'photo.jpg', type: 'image/jpeg' },
      { data: await solid(100, 100).gif().toBuffer(), name: 'photo.png', type: 'image/png' },
      { data: (await solid(100, 100).jpeg().toBuffer()).subarray(0, 40), name: 'cut.jpg', type: 'image/jpeg' },
    ]
    for (const file of refusals) {
      const response = await upload(client, file, { x: 0, y: 0, width: 100, height: 100 })
      expect(response.statusCode, file.name).toBe(422)
      expect(response.json().errors).toEqual({ file: [M.notAnImage] })
    }
    const missing = await upload(client, null, { x: 0, y: 0, width: 100, height: 100 })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ file: [M.fileRequired] })
    const json = await client.post('/api/user/avatar', { x: 0, y: 0, width: 1, height: 1 })
    expect(json.statusCode).toBe(422)
    expect(json.json().errors).toEqual({ file: [M.fileRequired] })

    const after = await stored(user.id)
    expect(after.avatarKey).toBe(before.avatarKey)
    expect(after.updatedAt).toEqual(before.updatedAt)
  })

  it('refuses a file over the size limit and an image over the pixel limit', async () => {
    const { user, client } = await signedIn(t)
    const huge = Buffer.concat([await solid(10, 10).jpeg().toBuffer(), Buffer.alloc(AVATAR_LIMITS.maxBytes)])
    const tooLarge = await upload(client, { data: huge }, { x: 0, y: 0, width: 10, height: 10 })
    expect(tooLarge.statusCode).toBe(422)
    expect(tooLarge.json().errors).toEqual({ file: [M.tooLarge] })

    // Small in bytes, huge in pixels: refused from its header, never decoded in full.
    const wide = await solid(AVATAR_LIMITS.maxSide + 1, 8)
      .png()
      .toBuffer()
    expect(wide.length).toBeLessThan(AVATAR_LIMITS.maxBytes)
    const tooWide = await upload(client, { data: wide, type: 'image/png' }, { x: 0, y: 0, width: 8, height: 8 })
    expect(tooWide.statusCode).toBe(422)
    expect(tooWide.json().errors).toEqual({ file: [M.tooManyPixels] })

    // Within the side limit both ways, over the pixel budget in all (25 megapixels).
    const square = await solid(5000, 5000).png().toBuffer()
    expect(5000 * 5000).toBeGreaterThan(AVATAR_LIMITS.maxPixels)
    const tooMany = await upload(client, { data: square, type: 'image/png' }, { x: 0, y: 0, width: 8, height: 8 })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors).toEqual({ file: [M.tooManyPixels] })
    expect((await stored(user.id)).avatarKey).toBeNull()
  })

  it('answers a cut-off or malformed form with 400, and nothing changes', async () => {
    const { user, client } = await signedIn(t)
    const response = await client.request({
      method: 'POST',
      url: '/api/user/avatar',
      payload: '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'bad_request', message: UploadMessages.unreadable })
    expect((await stored(user.id)).avatarKey).toBeNull()
  })

  it('limits how many uploads one person makes in a window, for every upload route together', async () => {
    const { client } = await signedIn(t)
    const png = await solid(16, 16).png().toBuffer()
    const crop = { x: 0, y: 0, width: 16, height: 16 }
    for (let i = 0; i < UPLOAD_RATE_LIMIT.uploads; i++) {
      expect((await upload(client, { data: png, type: 'image/png' }, crop)).statusCode).toBe(200)
    }
    const refused = await upload(client, { data: png, type: 'image/png' }, crop)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(UploadMessages.tooMany)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.windowSeconds)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(UPLOAD_RATE_LIMIT.windowSeconds - 60)
    // The membership form counts against the same limit.
    expect((await client.post('/api/membership', { membershipId: 1 })).statusCode).toBe(429)
    // Another person is not affected.
    const { client: someoneElse } = await signedIn(t)
    expect((await upload(someoneElse, { data: png, type: 'image/png' }, crop)).statusCode).toBe(200)
    // After the window the person may upload again.
    t.clock.advance(UPLOAD_RATE_LIMIT.windowSeconds * 1000)
    expect((await upload(client, { data: png, type: 'image/png' }, crop)).statusCode).toBe(200)
  })

  it('needs a square crop rectangle inside the upright image', async () => {
    const { user, client } = await signedIn(t)
    const png = await solid(400, 300).png().toBuffer()
    const file = { data: png, type: 'image/png' }
    const cases: Array<[Partial<Crop>, string]> = [
      [{ x: 250, y: 0, width: 200, height: 200 }, M.cropOutside],
      [{ x: 0, y: 150, width: 200, height: 200 }, M.cropOutside],
      [{ x: 0, y: 0, width: 200, height: 150 }, M.cropNotSquare],
      [{ x: -1, y: 0, width: 100, height: 100 }, M.cropInvalid],
      [{ x: 0, y: 0, width: 0, height: 0 }, M.cropInvalid],
      [{ x: 'left', y: 0, width: 100, height: 100 }, M.cropInvalid],
      [{ x: 0.5, y: 0, width: 100, height: 100 }, M.cropInvalid],
      [{ x: 0, y: 0, width: 100 }, M.cropInvalid],
    ]
    for (const [crop, message] of cases) {
      const response = await upload(client, file, crop)
      expect(response.statusCode, JSON.stringify(crop)).toBe(422)
      expect(response.json().errors, JSON.stringify(crop)).toEqual({ crop: [message] })
    }
    // The sideways JPEG is 300 wide as stored but 200 wide upright: the upright size is what counts.
    const sideways = await upload(
      client,
      { data: await sidewaysJpegWithGps() },
      { x: 100, y: 0, width: 200, height: 200 },
    )
    expect(sideways.statusCode).toBe(422)
    expect(sideways.json().errors).toEqual({ crop: [M.cropOutside] })
    expect((await stored(user.id)).avatarKey).toBeNull()
  })
})

describe('GET and DELETE /api/user/avatar', () => {
  it('shows a photo to its owner and staff, to other members only while the owner is listed, and 404 otherwise', async () => {
    const png = await solid(64, 64).png().toBuffer()
    const crop = { x: 0, y: 0, width: 64, height: 64 }
    const owner = await signedIn(t)
    const other = await signedIn(t)
    const { client: admin } = await signedIn(t, 'admin')
    const url = (await upload(owner.client, { data: png, type: 'image/png' }, crop)).json<Profile>().avatarUrl ?? ''

    expect((await owner.client.get(url)).statusCode).toBe(200)
    expect((await admin.get(url)).statusCode).toBe(200)
    // Not listed in the member directory: to another member the photo does not exist.
    expect((await other.client.get(url)).statusCode).toBe(404)
    expect((await t.client().get(url)).statusCode).toBe(401)

    const { user: listed } = await createDirectoryMember(t)
    const listedClient = t.client()
    await listedClient.login(listed.email)
    const listedUrl =
      (await upload(listedClient, { data: png, type: 'image/png' }, crop)).json<Profile>().avatarUrl ?? ''
    const seen = await other.client.get(listedUrl)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-type']).toBe('image/webp')

    expect((await other.client.get(`/api/user/avatar/${other.user.id}`)).statusCode).toBe(404)
    expect((await other.client.get('/api/user/avatar/999999999')).statusCode).toBe(404)
  })

  it('removes the avatar and its file; visitors can neither upload nor remove', async () => {
    const { user, client } = await signedIn(t)
    const png = await solid(64, 64).png().toBuffer()
    await upload(client, { data: png, type: 'image/png' }, { x: 0, y: 0, width: 64, height: 64 })
    const key = (await stored(user.id)).avatarKey ?? ''
    expect(await t.storage.exists(key)).toBe(true)

    const visitor = t.client()
    expect(
      (await upload(visitor, { data: png, type: 'image/png' }, { x: 0, y: 0, width: 64, height: 64 })).statusCode,
    ).toBe(401)
    expect((await visitor.delete('/api/user/avatar')).statusCode).toBe(401)

    const removed = await client.delete('/api/user/avatar')
    expect(removed.statusCode).toBe(200)
    expect(removed.json<Profile>().avatarUrl).toBeNull()
    expect((await stored(user.id)).avatarKey).toBeNull()
    expect(await t.storage.exists(key)).toBe(false)
    expect((await client.get(`/api/user/avatar/${user.id}`)).statusCode).toBe(404)
    // Removing nothing is fine.
    expect((await client.delete('/api/user/avatar')).statusCode).toBe(200)
  })
})

describe('the profile update prompt', () => {
  it('records that it was shown with a silent update: the server sets the time, the review date stays', async () => {
    const { user, client } = await signedIn(t)
    t.clock.advance(60_000)
    const response = await client.request({
      method: 'PATCH',
      url: '/api/user?silent=1',
      payload: { profileUpdateModalShown: true },
    })
    expect(response.statusCode, response.body).toBe(200)
    const profile = response.json<Profile>()
    expect(profile.profileLastUpdated).toBeNull()
    const shownAt = new Date(profile.profileUpdateModalShown ?? 0).getTime()
    expect(Math.abs(shownAt - t.clock.now().getTime())).toBeLessThan(5_000)
    expect((await stored(user.id)).profileLastUpdated).toBeNull()

    // The client only says "shown": it cannot choose the time.
    const forged = await client.patch('/api/user?silent=1', { profileUpdateModalShown: '2000-01-01T00:00:00Z' })
    expect(forged.statusCode).toBe(422)
  })
})
