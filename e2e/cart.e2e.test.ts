import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  CartMessages,
  DashboardMessages,
  DonationMessages,
  PaymentInfoMessages,
  type CurrentUser,
} from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { createDiscount, putEventInCart } from './support/commerce'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const VISA = '4242 4242 4242 4242'
const DECLINED = '4000 0000 0000 0002'

interface Session {
  member: { id: number; email: string; firstName: string }
  context: BrowserContext
  page: Page
  problems: string[]
}

/** A new member, signed in on a desktop-sized page. */
async function newMemberSession(firstName: string): Promise<Session> {
  const member = await createMember(env.portal, firstName)
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, member.email)
  return { member, context, page, problems }
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
}

/** A row of the payment history, found by its amount. */
const paymentRow = (page: Page, amount: string) =>
  page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: amount, exact: true }) })

const submitOrder = (page: Page) => page.getByRole('button', { name: 'Submit Order' })
const orderTotal = (page: Page) => page.getByRole('table', { name: 'Order total' })

async function openCheckout(page: Page) {
  await page.goto(`${env.portal.url}/checkout`)
  await visible(page.getByRole('heading', { name: 'Order summary' }))
}

async function payAndLand(page: Page) {
  await submitOrder(page).click()
  await page.waitForURL(`${env.portal.url}/?paid=true`, { timeout: 30_000 })
  await visible(page.getByText(DashboardMessages.paymentConfirmed))
}

describe('cart, checkout and payments journeys', () => {
  it('changes a quantity, applies a code, pays with the sandbox card and opens the receipt and its PDF', async () => {
    const { member, context, page, problems } = await newMemberSession('Casey')
    const itemName = 'Financial Wellness Summit'
    await putEventInCart(env.portal, member.id, { name: itemName, priceCents: 4500, withQty: true })
    const code = await createDiscount(env.portal, { percentage: true, amount: 10 })

    await page.goto(`${env.portal.url}/cart`)
    const item = page.getByRole('listitem', { name: itemName })
    await visible(item)
    await visible(page.getByRole('heading', { name: 'Events', level: 2 }))
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart\W+1 item$/ }))
    await visible(page.getByRole('heading', { name: 'Become an AFCPE member' }))
    await expectAccessible(page, 'cart')
    await expectPhoneFriendly(page, 'cart')

    // Quantity: at least 1, then the update is sent.
    const quantity = page.getByLabel(`Quantity of ${itemName}`)
    const update = page.getByRole('button', { name: `Update quantity of ${itemName}` })
    await quantity.fill('0')
    await expect.poll(() => errorOf(quantity)).toBe(CartMessages.quantityMin)
    expect(await update.isDisabled()).toBe(true)
    await quantity.fill('2')
    await expect.poll(() => update.isEnabled()).toBe(true)
    await update.click()
    await expect.poll(() => orderTotal(page).textContent()).toContain('$90.00')

    // Discount code: Apply waits for a code; a wrong one says why; the right one reprices.
    const codeField = page.getByRole('textbox', { name: 'Discount code' })
    const apply = page.getByRole('button', { name: 'Apply' })
    expect(await apply.isDisabled()).toBe(true)
    await codeField.fill('   ')
    expect(await apply.isDisabled()).toBe(true)
    await codeField.fill('NO-SUCH-CODE')
    await apply.click()
    await expect.poll(() => errorOf(codeField)).toBe(CartMessages.discountUnknown)
    await codeField.fill(code)
    await apply.click()
    await visible(page.getByText(CartMessages.appliedDiscount))
    await visible(item.getByText('$45.00'))
    await visible(item.getByText('$40.50 each'))
    await expect.poll(() => orderTotal(page).textContent()).toContain('$81.00')
    await expectAccessible(page, 'cart with a discount code')
    await expectPhoneFriendly(page, 'cart with a discount code')

    await page.getByRole('link', { name: CartMessages.continueToCheckout }).click()
    await page.waitForURL(`${env.portal.url}/checkout`)
    await visible(page.getByRole('radio', { name: 'New card' }))
    expect(await page.getByRole('radio', { name: 'New card' }).isChecked()).toBe(true)
    // The test card is named in the field's description; no placeholder looks like a number typed in.
    const cardNumber = page.getByLabel('Card number')
    expect(await cardNumber.getAttribute('placeholder')).toBeNull()
    const descriptionId = ((await cardNumber.getAttribute('aria-describedby')) ?? '')
      .split(' ')
      .find((id) => id.endsWith('-description'))
    expect(await page.locator(`[id="${descriptionId}"]`).textContent()).toBe(
      'Sandbox: use a Stripe test card such as 4242 4242 4242 4242',
    )
    await expect.poll(() => submitOrder(page).isDisabled()).toBe(true)
    await expectAccessible(page, 'checkout')
    await expectPhoneFriendly(page, 'checkout')
    await enterCard(page, VISA)
    await expect.poll(() => submitOrder(page).isEnabled()).toBe(true)
    await payAndLand(page)
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart', exact: true }))

    // The payment history lists it; its receipt shows the items and the code.
    await page.goto(`${env.portal.url}/payments`)
    const row = paymentRow(page, '$81.00')
    await visible(row)
    await visible(row.getByRole('cell', { name: itemName }))
    await expectAccessible(page, 'payment history')
    await expectPhoneFriendly(page, 'payment history')
    await row.getByRole('link', { name: /View receipt/ }).click()
    await page.waitForURL(/\/payments\/\d+$/)
    await visible(page.getByRole('cell', { name: itemName }))
    await visible(page.getByRole('cell', { name: '$40.50' }))
    await visible(page.getByText(`${code}`, { exact: true }))
    await visible(page.getByText('10% off', { exact: false }))
    await visible(page.getByRole('cell', { name: 'Card', exact: true }))
    await expectAccessible(page, 'receipt')
    // On a phone each item is listed with its labelled values: what was paid is in view.
    await page.setViewportSize({ width: 390, height: 844 })
    const items = page.getByRole('list', { name: 'Items' })
    await visible(items.getByText(itemName))
    await visible(items.getByRole('definition').filter({ hasText: '$40.50' }))
    await visible(items.getByRole('term').filter({ hasText: 'Quantity' }))
    await page.setViewportSize({ width: 1280, height: 900 })
    await expectPhoneFriendly(page, 'receipt')

    const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
    expect(pdfHref).toMatch(/^\/api\/payments\/\d+\/receipt\.pdf$/)
    const pdf = await page.request.get(`${env.portal.url}${pdfHref}`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')

    await page.goto(`${env.portal.url}/cart`)
    await visible(page.getByText(CartMessages.emptyCart))
    expect(await page.getByRole('link', { name: CartMessages.continueToCheckout }).count()).toBe(0)
    await expectAccessible(page, 'empty cart')
    await expectPhoneFriendly(page, 'empty cart')

    await page.goto(`${env.portal.url}/payments/999999`)
    await visible(page.getByText('This payment was not found.'))
    expect(problems).toEqual([])
    await context.close()
  })

  it('a declined card: Could not process payment, the cart stays, submit comes back, another card pays', async () => {
    const { member, context, page, problems } = await newMemberSession('Devon')
    await putEventInCart(env.portal, member.id, { name: 'Virtual Roundtable: Budget Coaching', priceCents: 3000 })

    await openCheckout(page)
    await enterCard(page, DECLINED)
    await submitOrder(page).click()
    const failure = page.getByRole('alert').filter({ hasText: CartMessages.paymentFailed })
    await visible(failure)
    await visible(failure.getByText('Your card was declined.'))
    await expect.poll(() => submitOrder(page).isEnabled()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/checkout')
    await visible(page.getByRole('region', { name: 'Order summary' }).getByText('Virtual Roundtable: Budget Coaching'))
    await expectAccessible(page, 'checkout after a declined card')
    await expectPhoneFriendly(page, 'checkout after a declined card')

    // The cart is unchanged on its own page too.
    await page.goto(`${env.portal.url}/cart`)
    await visible(page.getByRole('listitem', { name: 'Virtual Roundtable: Budget Coaching' }))

    // A retry with another card is a new attempt (the page chose a new idempotency key).
    await openCheckout(page)
    await enterCard(page, VISA)
    await payAndLand(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a donation on /donate: the rules on their fields, the symposium amounts, then the cart', async () => {
    const { context, page, problems } = await newMemberSession('Emerson')
    await page.goto(`${env.portal.url}/payments`)
    await visible(page.getByText(CartMessages.historyEmpty))
    await expectAccessible(page, 'empty payment history')
    await expectPhoneFriendly(page, 'empty payment history')

    await page.goto(`${env.portal.url}/donate`)
    const option = page.getByLabel('Donate to')
    await visible(option)
    await expectAccessible(page, 'donate')
    await expectPhoneFriendly(page, 'donate')

    const add = page.getByRole('button', { name: 'Add Donation to Cart' })
    await add.click()
    await expect.poll(() => errorOf(option)).toBe(DonationMessages.required)

    await option.selectOption({ label: 'Symposium Student Scholarship' })
    await visible(page.getByRole('radio', { name: '$375.00' }))
    await visible(page.getByRole('radio', { name: '$725.00' }))
    await page.getByRole('radio', { name: '$725.00' }).check()
    await option.selectOption({ label: 'Where it is needed most' })
    await expect.poll(() => page.getByRole('radio', { name: '$375.00' }).count()).toBe(0)
    await visible(page.getByRole('radio', { name: '$500.00' }))
    expect(await page.getByRole('radio', { name: '$725.00' }).count()).toBe(0)

    await add.click()
    await visible(page.getByText(DonationMessages.required))
    await page.getByRole('radio', { name: 'Other' }).check()
    const other = page.getByLabel('Other amount')
    await other.fill('0.50')
    await add.click()
    await expect.poll(() => errorOf(other)).toBe(DonationMessages.amountTooSmall)
    await expectAccessible(page, 'donate with errors')
    await expectPhoneFriendly(page, 'donate with errors')
    await other.fill('40')
    await page.getByLabel('Make my donation anonymous').check()
    await add.click()

    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByText(DonationMessages.added))
    await visible(page.getByRole('heading', { name: 'Donation', level: 2 }))
    await visible(page.getByRole('listitem', { name: 'Where it is needed most' }))
    await expect.poll(() => orderTotal(page).textContent()).toContain('$40.00')

    // The checkout hides its donation block when the cart holds one.
    await openCheckout(page)
    expect(await page.getByLabel('Add a donation').count()).toBe(0)
    await enterCard(page, VISA)
    await payAndLand(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a donation at checkout switches a free order to a card and back, then pays with it', async () => {
    const { member, context, page, problems } = await newMemberSession('Finley')
    await putEventInCart(env.portal, member.id, { name: 'Member Appreciation Webinar', priceCents: 0 })

    await openCheckout(page)
    const free = page.getByRole('radio', { name: 'Free' })
    await visible(free)
    expect(await free.isChecked()).toBe(true)
    expect(await submitOrder(page).isEnabled()).toBe(true)

    const donation = page.getByLabel('Add a donation')
    await donation.selectOption({ label: 'Military Spouse Fellowship' })
    await page.getByRole('radio', { name: '$25.00' }).check()
    const newCard = page.getByRole('radio', { name: 'New card' })
    await visible(newCard)
    expect(await newCard.isChecked()).toBe(true)
    await expect.poll(() => submitOrder(page).isDisabled()).toBe(true)
    await expect.poll(() => orderTotal(page).textContent()).toContain('Donation$25.00')
    await expectAccessible(page, 'checkout with a donation')
    await expectPhoneFriendly(page, 'checkout with a donation')

    await donation.selectOption({ label: 'No donation' })
    await visible(free)
    expect(await free.isChecked()).toBe(true)

    await donation.selectOption({ label: 'Military Spouse Fellowship' })
    await page.getByRole('radio', { name: '$25.00' }).check()
    await enterCard(page, VISA)
    await payAndLand(page)

    await page.goto(`${env.portal.url}/payments`)
    const row = paymentRow(page, '$25.00')
    await visible(row.getByRole('cell', { name: 'Member Appreciation Webinar, Donation: Military Spouse Fellowship' }))
    await row.getByRole('link', { name: /View receipt/ }).click()
    await visible(page.getByRole('cell', { name: 'Donation: Military Spouse Fellowship' }))
    await visible(page.getByRole('cell', { name: '$25.00' }))
    expect(problems).toEqual([])
    await context.close()
  })

  it('saves a card on Payment Info, pays with it at checkout, then removes it', async () => {
    const { member, context, page, problems } = await newMemberSession('Gray')
    await page.goto(`${env.portal.url}/edit-profile/payment`)
    await visible(page.getByText(PaymentInfoMessages.none))
    await expectAccessible(page, 'payment info without a card')
    await expectPhoneFriendly(page, 'payment info without a card')

    await page.getByRole('button', { name: PaymentInfoMessages.addCard }).click()
    const save = page.getByRole('button', { name: 'Save Card' })
    await visible(save)
    expect(await save.isDisabled()).toBe(true)
    await visible(page.getByRole('button', { name: PaymentInfoMessages.cancel }))
    await enterCard(page, VISA)
    await expect.poll(() => save.isEnabled()).toBe(true)
    await save.click()
    await visible(page.getByText(PaymentInfoMessages.saved))
    const card = page.getByRole('region', { name: 'Card on file' })
    // The card's own name, not the provider's key 'visa'.
    await visible(card.getByText('Visa ending in 4242', { exact: true }))
    await visible(page.getByRole('button', { name: PaymentInfoMessages.edit }))
    await expectAccessible(page, 'payment info with a card')
    await expectPhoneFriendly(page, 'payment info with a card')

    await putEventInCart(env.portal, member.id, { name: 'Webinar: Saving for Emergencies', priceCents: 2500 })
    await openCheckout(page)
    const saved = page.getByRole('radio', { name: 'Visa ending in 4242' })
    await visible(saved)
    expect(await saved.isChecked()).toBe(true)
    expect(await submitOrder(page).isEnabled()).toBe(true)
    await payAndLand(page)

    await page.goto(`${env.portal.url}/edit-profile/payment`)
    await page.getByRole('button', { name: 'Remove Card' }).click()
    const dialog = page.getByRole('dialog')
    await visible(dialog)
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await visible(page.getByText(PaymentInfoMessages.removed))
    await visible(page.getByText(PaymentInfoMessages.none))
    expect(problems).toEqual([])
    await context.close()
  })

  it('an admin acting as a member pays with the admin override and stops acting', async () => {
    const member = await createMember(env.portal, 'Harper')
    await putEventInCart(env.portal, member.id, { name: 'Regional Workshop: Housing Counseling', priceCents: 12000 })
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, 'admin@example.org', DEMO_PASSWORD)

    await page.goto(`${env.portal.url}/impersonate/take/${member.id}`)
    await page.waitForURL(`${env.portal.url}/`)
    const banner = page.getByRole('region', { name: 'Impersonation' })
    await visible(banner.getByText(`You are acting as ${member.firstName} Journey.`))
    await expectAccessible(page, 'dashboard while acting as a member')
    await expectPhoneFriendly(page, 'dashboard while acting as a member')

    await openCheckout(page)
    const override = page.getByRole('radio', { name: CartMessages.adminOverride })
    await visible(override)
    await override.check()
    await page.getByLabel('Override notes (optional)').fill('Paid by check #1042')
    expect(await submitOrder(page).isEnabled()).toBe(true)
    await expectAccessible(page, 'checkout with the admin override')
    await expectPhoneFriendly(page, 'checkout with the admin override')
    await payAndLand(page)

    await page.goto(`${env.portal.url}/payments`)
    const row = paymentRow(page, '$120.00')
    await visible(row.getByRole('cell', { name: 'Regional Workshop: Housing Counseling' }))
    await row.getByRole('link', { name: /View receipt/ }).click()
    await visible(page.getByRole('cell', { name: CartMessages.adminOverride }))
    await visible(page.getByText('Paid by check #1042'))

    await banner.getByRole('button', { name: 'Stop' }).click()
    await page.waitForURL(`${env.portal.url}/admin/users`)
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0)
    const me = (await (await page.request.get(`${env.portal.url}/api/user`)).json()) as CurrentUser
    expect(me.role).toBe('admin')
    expect(me.impersonatorId).toBeNull()
    expect(problems).toEqual([])
    await context.close()
  })
})
