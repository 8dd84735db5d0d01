import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AvatarMessages, ProfileMessages, ProfilePromptMessages } from '@portal/contracts'
import { users } from '../apps/server/src/db/schema'
import { expectAccessible, expectPhoneFriendly, settled, visible, watchPageProblems } from './support/browser'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()
let files = ''
beforeAll(async () => {
  files = await mkdtemp(path.join(tmpdir(), 'avatar-e2e-'))
})
afterAll(async () => {
  if (files) await rm(files, { recursive: true, force: true })
})

async function storedUser(id: number) {
  const [user] = await env.portal.database.db.select().from(users).where(eq(users.id, id))
  if (!user) throw new Error('no such user')
  return user
}

describe('avatar journey', () => {
  it('crops a photo to a square, saves it, keeps it after a reload and removes it', async () => {
    const photo = path.join(files, 'portrait.png')
    await writeFile(
      photo,
      await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } } })
        .png()
        .toBuffer(),
    )
    const notAPhoto = path.join(files, 'notes.txt')
    await writeFile(notAPhoto, 'not a photo')

    const member = await createMember(env.portal, 'Casey')
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)
    await page.goto(`${env.portal.url}/edit-profile`)
    await expect.poll(() => page.getByRole('button', { name: 'Upload photo' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Remove photo' }).count()).toBe(0)

    // The browser refuses what the server would refuse, with the same message.
    const chooseFile = async (file: string) => {
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Upload photo' }).click()
      await (await chooser).setFiles(file)
    }
    await chooseFile(notAPhoto)
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: AvatarMessages.notAnImage }).isVisible())
      .toBe(true)
    expect(await page.getByRole('dialog', { name: 'Crop your photo' }).count()).toBe(0)

    // The crop dialog opens on the photo with a square crop area.
    await chooseFile(photo)
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const cropArea = dialog.locator('.reactEasyCrop_CropArea')
    await expect.poll(() => cropArea.isVisible()).toBe(true)
    const box = await cropArea.boundingBox()
    expect(box && Math.abs(box.width - box.height)).toBeLessThanOrEqual(1)
    await expectAccessible(page, 'crop dialog')
    await expectPhoneFriendly(page, 'crop dialog')

    // Zoom from the keyboard, then save.
    await dialog.getByRole('button', { name: 'Zoom in' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('slider', { name: 'Zoom' }).getAttribute('aria-valuenow')).toBe('1.25')
    await dialog.getByRole('button', { name: 'Save photo' }).click()
    await expect.poll(() => page.getByText(AvatarMessages.uploaded).first().isVisible()).toBe(true)
    await expect.poll(() => dialog.count()).toBe(0)

    const avatar = page.getByRole('img', { name: 'Your photo' })
    await expect.poll(() => avatar.isVisible()).toBe(true)
    const naturalWidth = () => avatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)
    await expect.poll(naturalWidth).toBe(512)
    expect(await avatar.getAttribute('src')).toMatch(new RegExp(`^/api/user/avatar/${member.id}\\?v=[0-9a-f]+$`))
    expect((await storedUser(member.id)).avatarKey).not.toBeNull()

    await page.reload()
    await expect.poll(() => avatar.isVisible()).toBe(true)
    await expect.poll(naturalWidth).toBe(512)
    await expectAccessible(page, 'contact info with a photo')
    await expectPhoneFriendly(page, 'contact info with a photo')

    await page.getByRole('button', { name: 'Remove photo' }).click()
    await expect.poll(() => page.getByText(AvatarMessages.removed).first().isVisible()).toBe(true)
    await expect.poll(() => avatar.count()).toBe(0)
    expect((await storedUser(member.id)).avatarKey).toBeNull()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('profile update prompt journey', () => {
  it('asks a member who never updated the profile once, on the dashboard; Not now closes it for good', async () => {
    const member = await createMember(env.portal, 'Jamie', { profileLastUpdated: null })
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)

    const dialog = page.getByRole('dialog', { name: ProfilePromptMessages.title })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(async () => (await storedUser(member.id)).profileUpdateModalShown).not.toBeNull()
    // Recording it was silent: no toast, and it is not a profile review.
    expect(await page.getByText(ProfileMessages.updated).count()).toBe(0)
    expect((await storedUser(member.id)).profileLastUpdated).toBeNull()
    await expectAccessible(page, 'profile update prompt')
    await expectPhoneFriendly(page, 'profile update prompt')

    await dialog.getByRole('button', { name: ProfilePromptMessages.notNow }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    await page.reload()
    // The summary shows the profile that decides the prompt: once it is drawn and the page has
    // settled, a prompt that was coming is on the screen.
    await visible(page.getByRole('region', { name: 'Profile summary' }).getByText(member.firstName))
    await settled(page)
    expect(await dialog.count()).toBe(0)

    // "Review my profile" leads to the edit-profile pages (shown again once the interval has passed).
    await env.portal.database.db
      .update(users)
      .set({ profileUpdateModalShown: new Date('2020-01-01T12:00:00Z') })
      .where(eq(users.id, member.id))
    await page.reload()
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: ProfilePromptMessages.review }).click()
    await page.waitForURL(`${env.portal.url}/edit-profile`)
    await expect.poll(() => dialog.count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
