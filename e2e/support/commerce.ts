/**
 * Puts things in a member's cart the way the owning features do (an unpaid line item shown in the
 * cart) through the integration tests' builders (apps/server/test/commerce-fixtures.ts), so the
 * cart journeys do not depend on the event and registration screens.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { aDiscount, anEvent, putInCart } from '../../apps/server/test/commerce-fixtures'
import { visible } from './browser'
import type { PortalServer } from './server'

export interface EventInCart {
  name: string
  priceCents: number
  /** The quantity may be changed on the cart page. */
  withQty?: boolean
}

/** A new event and its line item in the member's cart (the integration tests' builders); answers the line item id. */
export async function putEventInCart(portal: PortalServer, userId: number, item: EventInCart): Promise<number> {
  const eventId = await anEvent(portal, item.priceCents, item.name)
  return putInCart(portal, userId, {
    categoryType: 'event',
    categoryId: eventId,
    name: item.name,
    priceCents: item.priceCents,
    withQty: item.withQty,
  })
}

/** A discount code valid today for every kind of item; answers the code. */
export async function createDiscount(
  portal: PortalServer,
  terms: { percentage: boolean; amount: number },
): Promise<string> {
  const code = `JOURNEY${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
  await aDiscount(portal, { code, ...terms })
  return code
}

/** The sandbox's card that always succeeds. */
export const VISA = '4242 4242 4242 4242'

/** Pays the cart at checkout with a new card and waits for the dashboard's payment confirmation. */
export async function payAtCheckout(page: Page, portal: PortalServer, card = VISA): Promise<void> {
  await page.goto(`${portal.url}/checkout`)
  await visible(page.getByRole('heading', { name: 'Order summary' }))
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  const submit = page.getByRole('button', { name: 'Submit Order' })
  await expect.poll(() => submit.isEnabled()).toBe(true)
  await submit.click()
  await page.waitForURL(`${portal.url}/?paid=true`, { timeout: 30_000 })
}
