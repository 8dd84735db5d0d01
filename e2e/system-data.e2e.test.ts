import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SystemDataMessages } from '@portal/contracts'
import { expectAccessible, expectPhoneFriendly, watchPageProblems } from './support/browser'
import { signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const ADMIN_EMAIL = 'admin@example.org'
const DEMO_PASSWORD = 'portal-demo-2026'

async function waitForList(page: Page) {
  await expect.poll(() => page.getByText('Loading...').count()).toBe(0)
}

/** A data row of the list (the filter inputs sit in a header row). */
const dataRow = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text })

describe('system data journey', () => {
  it('opens System Data, then creates, finds, edits and deletes a credit type', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    const name = `Journey credit ${Date.now()}`
    const renamed = `${name} (renamed)`

    await signIn(page, env.portal, ADMIN_EMAIL, DEMO_PASSWORD)
    await page.goto(`${env.portal.url}/admin/users`)
    await page.getByRole('link', { name: 'System Data' }).first().click()
    await page.waitForURL(/\/admin\/extended$/)
    await expect.poll(() => page.getByRole('heading', { name: 'System Data', level: 1 }).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('heading', { name: 'CEUs' }).isVisible()).toBe(true)
    await expectAccessible(page, 'system data index')
    await expectPhoneFriendly(page, 'system data index')

    await page.getByRole('link', { name: 'Credit types' }).click()
    await page.waitForURL(/\/admin\/extended\/credit-type$/)
    await expect.poll(() => page.getByRole('heading', { name: 'Credit types', level: 1 }).isVisible()).toBe(true)
    await waitForList(page)
    expect(await page.getByPlaceholder('Filter...').count()).toBeGreaterThan(0)
    await expectAccessible(page, 'credit type list')
    await expectPhoneFriendly(page, 'credit type list')

    // Create: the form is generated from the descriptor and checks what the server checks.
    await page.getByRole('button', { name: 'New credit type' }).click()
    const form = page.getByRole('dialog', { name: 'New credit type' })
    await expect.poll(() => form.isVisible()).toBe(true)
    await expectAccessible(page, 'new credit type form')
    await expectPhoneFriendly(page, 'new credit type form')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.getByText(SystemDataMessages.required).isVisible()).toBe(true)
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByLabel('Minimum credits').fill('2')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await expect.poll(() => page.getByText(SystemDataMessages.saved, { exact: true }).first().isVisible()).toBe(true)

    // A duplicate is refused by the server, and the message lands on the field.
    await page.getByRole('button', { name: 'New credit type' }).click()
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.getByText('A credit type with this name already exists.').isVisible()).toBe(true)
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    // Find it with the column filter.
    await page.getByLabel('Filter Name').fill(name)
    await expect.poll(() => dataRow(page, name).count()).toBe(1)
    expect(await dataRow(page, name).getByRole('cell').nth(1).textContent()).toBe('2')

    // Edit: a row click opens the form with its values.
    await dataRow(page, name).click()
    const edit = page.getByRole('dialog', { name: 'Edit credit type' })
    await expect.poll(() => edit.isVisible()).toBe(true)
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe(name)
    await expectAccessible(page, 'edit credit type form')
    await expectPhoneFriendly(page, 'edit credit type form')
    await edit.getByLabel('Name', { exact: true }).fill(renamed)
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => edit.isVisible()).toBe(false)
    await expect.poll(() => page.getByRole('cell', { name: renamed }).isVisible()).toBe(true)

    // Delete, after a confirmation; nothing uses it, so it is deleted rather than retired.
    await dataRow(page, renamed).click()
    await edit.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete credit type' })
    await expect.poll(() => confirm.isVisible()).toBe(true)
    expect(await confirm.textContent()).toContain(SystemDataMessages.confirmDelete('Credit type'))
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => page.getByText(SystemDataMessages.deleted, { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('No rows found').isVisible()).toBe(true)

    expect(problems).toEqual([])
    await context.close()
  })
})
