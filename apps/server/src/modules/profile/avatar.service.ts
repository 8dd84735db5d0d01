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
import type { UploadedFile } from '../../platform/http/multipart'
import type { Actor } from '../../platform/http/route'
import { imageWork } from '../../platform/storage/image-work'
import type { Storage } from '../../platform/storage/storage'
import type { UsersReader } from '../users/users.service'
import { profilePolicy } from './profile.policy'
import { profileRepo } from './profile.repo'
import type { ProfileService } from './profile.service'

export type AvatarService = ReturnType<typeof createAvatarService>

export interface AvatarServiceDeps {
  db: Db
  clock: Clock
  storage: Storage
  profile: Pick<ProfileService, 'getProfile'>
  users: Pick<UsersReader, 'findUser'>
  /** Whether a member is listed in the member directory (the directory module's rule). */
  isListedInDirectory(userId: number): Promise<boolean>
}

/** What the form carried: the image (size and type checked by the upload reader) and the crop as sent. */
export interface AvatarUpload {
  file: UploadedFile | undefined
  fields: Partial<Record<'x' | 'y' | 'width' | 'height', string>>
}

export interface AvatarImageFile {
  data: Buffer
  contentType: string
  version: string
}

/** The formats sharp must find when it decodes the bytes (the name and the declared type are ignored). */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp'])
const STORED_CONTENT_TYPE = 'image/webp'
const sharpOptions = { limitInputPixels: AVATAR_LIMITS.maxPixels, failOn: 'error' } as const

/** Crops the upright image by the rectangle, resizes it and re-encodes it as WebP without metadata. */
async function renderAvatar(data: Buffer, crop: AvatarCrop): Promise<Buffer> {
  // Two pipelines: sharp applies extract before a rotation in the same pipeline, but the crop was
  // chosen on the image as the browser shows it, i.e. already turned upright by its EXIF orientation.
  // The upright image passes between them as raw pixels (encoding it again cost half the time).
  const upright = await sharp(data, sharpOptions).autoOrient().raw().toBuffer({ resolveWithObject: true })
  return sharp(upright.data, { raw: upright.info, limitInputPixels: AVATAR_LIMITS.maxPixels })
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(AVATAR_LIMITS.outputSide, AVATAR_LIMITS.outputSide, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer()
}

/** The decoded image's upright size, or a field error saying why it is not an acceptable image. */
async function inspect(data: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata
  try {
    // Only the header is read here, so the size can be refused with its own message.
    metadata = await sharp(data, { ...sharpOptions, limitInputPixels: false }).metadata()
  } catch {
    throw fieldError('file', M.notAnImage)
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw fieldError('file', M.notAnImage)
  const isTooLarge =
    metadata.width > AVATAR_LIMITS.maxSide ||
    metadata.height > AVATAR_LIMITS.maxSide ||
    metadata.width * metadata.height > AVATAR_LIMITS.maxPixels
  if (isTooLarge) throw fieldError('file', M.tooManyPixels)
  return metadata.autoOrient
}

export function createAvatarService(deps: AvatarServiceDeps) {
  const { db, clock, storage, profile, users, isListedInDirectory } = deps

  return {
    /** Replaces the avatar; on any refusal (422 on `file` or `crop`) nothing changes. */
    async uploadAvatar(actor: Actor, upload: AvatarUpload): Promise<Profile> {
      const { file } = upload
      if (!file) throw fieldError('file', M.fileRequired)
      const parsed = AvatarCrop.safeParse(upload.fields)
      if (!parsed.success) {
        const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))]
        throw validationFailed({ crop: messages }, messages[0])
      }
      const crop = parsed.data
      // One of a few image slots at a time: decoding is what an upload costs (decision 0010).
      const image = await imageWork(async () => {
        const size = await inspect(file.data)
        const cropIssue = avatarCropIssue(crop, size)
        if (cropIssue) throw fieldError('crop', cropIssue)
        try {
          return await renderAvatar(file.data, crop)
        } catch {
          // A header that reads well over a body that does not decode (truncated or corrupt data).
          throw fieldError('file', M.notAnImage)
        }
      })

      const key = `avatars/${actor.id}/${randomBytes(16).toString('hex')}.webp`
      await storage.put(key, image)
      let previousKey: string | null
      try {
        previousKey = await db.transaction(async (tx) => {
          const user = await users.findUser(tx, actor.id)
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
        const user = await users.findUser(tx, actor.id)
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
     * The avatar of `userId`, for its owner and staff, and for other members while the owner is
     * listed in the member directory (where they see it); otherwise it does not exist for them.
     */
    async readAvatar(viewer: Actor, userId: number): Promise<AvatarImageFile> {
      const user = await users.findUser(db, userId)
      if (!user?.avatarKey) throw notFound()
      const ownerIsListed = viewer.id !== userId && viewer.role !== 'admin' && (await isListedInDirectory(userId))
      profilePolicy.assert(viewer, 'seeAvatar', { userId, isOwnerListed: ownerIsListed })
      const stream = await storage.get(user.avatarKey)
      if (!stream) throw notFound()
      return { data: await buffer(stream), contentType: STORED_CONTENT_TYPE, version: avatarVersion(user.avatarKey) }
    },
  }
}
