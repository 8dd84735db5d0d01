/**
 * The avatar (spec 1 §2.6, §7): a real image, cropped on the server by the square rectangle the
 * crop dialog chose, resized and re-encoded (so no metadata such as EXIF or GPS survives), kept
 * in the Storage under a new random key and served to signed-in members.
 */
import { randomBytes } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import {
  AVATAR_LIMITS,
  AvatarCrop,
  avatarCropIssue,
  AvatarMessages as M,
  avatarVersion,
  type Profile,
} from '@portal/contracts'
import sharp, { type Metadata } from 'sharp'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/db/database'
import { fieldError, notFound, unauthenticated, validationFailed } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { Storage } from '../../platform/storage/storage'
import { profileRepo } from './profile.repo'
import type { ProfileService } from './profile.service'

export type AvatarService = ReturnType<typeof createAvatarService>

export interface AvatarServiceDeps {
  db: Db
  clock: Clock
  storage: Storage
  profile: Pick<ProfileService, 'getProfile'>
}

/** What the multipart form carried: the file (or why it was refused) and the crop fields as sent. */
export interface AvatarUpload {
  file: { data: Buffer; isTruncated: boolean } | null
  fields: Record<string, string>
}

export interface AvatarImageFile {
  data: Buffer
  contentType: string
  version: string
}

/** The formats sharp must find when it decodes the bytes (the name and the declared type are ignored). */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp'])
const STORED_CONTENT_TYPE = 'image/webp'
const sharpOptions = { limitInputPixels: AVATAR_LIMITS.maxSide * AVATAR_LIMITS.maxSide, failOn: 'error' } as const

/** Crops the upright image by the rectangle, resizes it and re-encodes it as WebP without metadata. */
async function renderAvatar(data: Buffer, crop: AvatarCrop): Promise<Buffer> {
  // Two pipelines: sharp applies extract before a rotation in the same pipeline, but the crop was
  // chosen on the image as the browser shows it, i.e. already turned upright by its EXIF orientation.
  const upright = await sharp(data, sharpOptions).autoOrient().toBuffer()
  return sharp(upright, sharpOptions)
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(AVATAR_LIMITS.outputSide, AVATAR_LIMITS.outputSide, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer()
}

/** The decoded image's upright size, or a field error saying why it is not an acceptable image. */
async function inspect(data: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata
  try {
    metadata = await sharp(data, sharpOptions).metadata()
  } catch {
    throw fieldError('file', M.notAnImage)
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw fieldError('file', M.notAnImage)
  if (metadata.width > AVATAR_LIMITS.maxSide || metadata.height > AVATAR_LIMITS.maxSide) {
    throw fieldError('file', M.tooManyPixels)
  }
  return metadata.autoOrient
}

export function createAvatarService(deps: AvatarServiceDeps) {
  const { db, clock, storage, profile } = deps

  return {
    /** Replaces the avatar; on any refusal (422 on `file` or `crop`) nothing changes. */
    async uploadAvatar(actor: Actor, upload: AvatarUpload): Promise<Profile> {
      if (!upload.file || upload.file.data.length === 0) throw fieldError('file', M.fileRequired)
      if (upload.file.isTruncated) throw fieldError('file', M.tooLarge)
      const parsed = AvatarCrop.safeParse(upload.fields)
      if (!parsed.success) {
        const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))]
        throw validationFailed({ crop: messages }, messages[0])
      }
      const crop = parsed.data
      const size = await inspect(upload.file.data)
      const cropIssue = avatarCropIssue(crop, size)
      if (cropIssue) throw fieldError('crop', cropIssue)

      let image: Buffer
      try {
        image = await renderAvatar(upload.file.data, crop)
      } catch {
        // A header that reads well over a body that does not decode (truncated or corrupt data).
        throw fieldError('file', M.notAnImage)
      }

      const key = `avatars/${actor.id}/${randomBytes(16).toString('hex')}.webp`
      await storage.put(key, image)
      let previousKey: string | null
      try {
        previousKey = await db.transaction(async (tx) => {
          const user = await profileRepo.findUser(tx, actor.id)
          if (!user) throw unauthenticated()
          const now = clock.now()
          // A new photo is a change to the profile, so it counts as a profile update.
          await profileRepo.updateUser(tx, actor.id, { avatarKey: key, updatedAt: now, profileLastUpdated: now })
          return user.avatarKey
        })
      } catch (error) {
        await storage.delete(key)
        throw error
      }
      // After the commit: a failed delete leaves an unreferenced file, never a missing avatar.
      if (previousKey && previousKey !== key) await storage.delete(previousKey)
      return profile.getProfile(actor)
    },

    /** Removes the avatar (nothing to remove is fine) and its file. */
    async removeAvatar(actor: Actor): Promise<Profile> {
      const previousKey = await db.transaction(async (tx) => {
        const user = await profileRepo.findUser(tx, actor.id)
        if (!user) throw unauthenticated()
        if (user.avatarKey === null) return null
        const now = clock.now()
        await profileRepo.updateUser(tx, actor.id, { avatarKey: null, updatedAt: now, profileLastUpdated: now })
        return user.avatarKey
      })
      if (previousKey) await storage.delete(previousKey)
      return profile.getProfile(actor)
    },

    /**
     * Any signed-in member may see any member's avatar: avatars appear in the member directory,
     * which is open to signed-in members. Visitors are refused by the route's access.
     */
    async readAvatar(userId: number): Promise<AvatarImageFile> {
      const user = await profileRepo.findUser(db, userId)
      if (!user?.avatarKey) throw notFound()
      const stream = await storage.get(user.avatarKey)
      if (!stream) throw notFound()
      return { data: await buffer(stream), contentType: STORED_CONTENT_TYPE, version: avatarVersion(user.avatarKey) }
    },
  }
}
