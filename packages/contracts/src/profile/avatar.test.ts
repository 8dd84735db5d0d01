import { describe, expect, it } from 'vitest'
import { AVATAR_LIMITS, AvatarCrop, avatarCropIssue, avatarFileIssue, AvatarMessages as M, avatarUrl } from './avatar'

describe('avatarFileIssue', () => {
  it('accepts JPEG, PNG and WebP up to the size limit, with the messages the server uses', () => {
    for (const type of AVATAR_LIMITS.types) expect(avatarFileIssue({ type, size: 1000 })).toBeNull()
    expect(avatarFileIssue({ type: 'image/gif', size: 1000 })).toBe(M.notAnImage)
    expect(avatarFileIssue({ type: '', size: 1000 })).toBe(M.notAnImage)
    expect(avatarFileIssue({ type: 'image/png', size: AVATAR_LIMITS.maxBytes })).toBeNull()
    expect(avatarFileIssue({ type: 'image/png', size: AVATAR_LIMITS.maxBytes + 1 })).toBe(M.tooLarge)
  })
})

describe('avatarCropIssue', () => {
  const image = { width: 400, height: 300 }
  const crop = (x: number, y: number, width: number, height: number) => AvatarCrop.parse({ x, y, width, height })

  it('needs the rectangle inside the image and square within a pixel', () => {
    expect(avatarCropIssue(crop(100, 0, 300, 300), image)).toBeNull()
    expect(avatarCropIssue(crop(0, 0, 201, 200), image)).toBeNull()
    expect(avatarCropIssue(crop(101, 0, 300, 300), image)).toBe(M.cropOutside)
    expect(avatarCropIssue(crop(0, 1, 300, 300), image)).toBe(M.cropOutside)
    expect(avatarCropIssue(crop(0, 0, 202, 200), image)).toBe(M.cropNotSquare)
  })

  it('reads the form fields as whole, non-negative numbers', () => {
    expect(AvatarCrop.safeParse({ x: '1', y: '2', width: '3', height: '3' }).data).toEqual({
      x: 1,
      y: 2,
      width: 3,
      height: 3,
    })
    for (const bad of [{ x: '-1' }, { x: '1.5' }, { x: 'a' }, { width: '0' }, { height: undefined }]) {
      expect(AvatarCrop.safeParse({ x: '0', y: '0', width: '3', height: '3', ...bad }).success).toBe(false)
    }
  })
})

describe('avatarUrl', () => {
  it('is versioned by the stored file name, and null without an avatar', () => {
    expect(avatarUrl(7, 'avatars/7/0a1b2c.webp')).toBe('/api/user/avatar/7?v=0a1b2c')
    expect(avatarUrl(7, null)).toBeNull()
  })
})
