/**
 * The avatar (spec 1 §2.6, §5, §7): the limits and messages the browser and the server both
 * apply, the square crop rectangle (source-image pixels) and where the stored image is served.
 */
import { z } from '../zod'
import { text } from '../http/text'
import { defineMultipart } from '../http/upload'

export const AVATAR_LIMITS = {
  /** Largest upload accepted. */
  maxBytes: 10 * 1024 * 1024,
  /** Largest width or height of the source image, in pixels. */
  maxSide: 8000,
  /**
   * Most pixels of the source image (a 24-megapixel phone photo, 6000 × 4000): decoding costs
   * memory and time by the pixel, so this bounds what one upload can cost the server.
   */
  maxPixels: 24_000_000,
  /** The stored avatar is this many pixels square. */
  outputSide: 512,
  /** A crop whose sides differ by at most this many pixels is square (rounding of the cropper). */
  squareTolerance: 1,
  /** What the file input accepts; the server checks the decoded format, never the name or type. */
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const

export const AvatarMessages = {
  fileRequired: 'Please choose a photo to upload.',
  notAnImage: 'Please choose a JPEG, PNG or WebP image.',
  tooLarge: 'The photo must be 10 MB or smaller.',
  tooManyPixels: 'The photo must be at most 24 megapixels and 8000 pixels wide or high.',
  cropInvalid: 'Please choose the part of the photo to use.',
  cropOutside: 'The crop must lie inside the photo.',
  cropNotSquare: 'The crop must be square.',
  uploaded: 'Photo updated',
  removed: 'Photo removed',
  removeFailed: 'Could not remove the photo.',
} as const

/** The browser's check of a chosen file, mirroring the server's (same limits, same messages). */
export function avatarFileIssue(file: { type: string; size: number }): string | null {
  if (!(AVATAR_LIMITS.types as readonly string[]).includes(file.type)) return AvatarMessages.notAnImage
  if (file.size > AVATAR_LIMITS.maxBytes) return AvatarMessages.tooLarge
  return null
}

const cropNumber = z.coerce
  .number({ error: AvatarMessages.cropInvalid })
  .check(
    z.int({ error: AvatarMessages.cropInvalid }),
    z.gte(0, { error: AvatarMessages.cropInvalid }),
    z.lte(AVATAR_LIMITS.maxSide, { error: AvatarMessages.cropOutside }),
  )

/** The crop rectangle in source-image pixels (react-easy-crop's croppedAreaPixels), sent as form fields. */
export const AvatarCrop = z.object({
  x: cropNumber,
  y: cropNumber,
  width: cropNumber.check(z.refine((value) => value > 0, { error: AvatarMessages.cropInvalid })),
  height: cropNumber.check(z.refine((value) => value > 0, { error: AvatarMessages.cropInvalid })),
})
export type AvatarCrop = z.output<typeof AvatarCrop>

/** The upload form: the image as `file`, the crop rectangle as text fields (checked by the service). */
export const AVATAR_FORM = defineMultipart({
  fields: z.object({
    x: z.optional(text().check(z.maxLength(20))),
    y: z.optional(text().check(z.maxLength(20))),
    width: z.optional(text().check(z.maxLength(20))),
    height: z.optional(text().check(z.maxLength(20))),
  }),
  files: {
    file: {
      maxBytes: AVATAR_LIMITS.maxBytes,
      types: AVATAR_LIMITS.types,
      messages: { tooLarge: AvatarMessages.tooLarge, wrongType: AvatarMessages.notAnImage },
    },
  },
})

/** What is wrong with a crop of an image of this (upright) size, or null: inside it and square. */
export function avatarCropIssue(crop: AvatarCrop, image: { width: number; height: number }): string | null {
  if (crop.x + crop.width > image.width || crop.y + crop.height > image.height) return AvatarMessages.cropOutside
  if (Math.abs(crop.width - crop.height) > AVATAR_LIMITS.squareTolerance) return AvatarMessages.cropNotSquare
  return null
}

export const AvatarParams = z.object({ userId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) })

/** `?v=`: the version the URL was built for; a matching version may be cached for good. */
export const AvatarQuery = z.object({ v: z.optional(text().check(z.maxLength(64))) })

/** The served image: bytes, not JSON (the server sends them as they are stored). */

/**
 * The version of a stored avatar is its random file name (a new upload gets a new one), so the
 * URL changes whenever the image does.
 */
export function avatarVersion(avatarKey: string): string {
  const file = avatarKey.slice(avatarKey.lastIndexOf('/') + 1)
  const dot = file.indexOf('.')
  return dot === -1 ? file : file.slice(0, dot)
}

/** The URL of a user's avatar, or null when there is none. */
export function avatarUrl(userId: number, avatarKey: string | null): string | null {
  return avatarKey ? `/api/user/avatar/${userId}?v=${encodeURIComponent(avatarVersion(avatarKey))}` : null
}
