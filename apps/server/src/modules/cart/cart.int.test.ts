import { CartMessages as M, DonationMessages, type Cart } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { donationOptions, lineItems, registrations } from '../../db/schema'
import {
  aDiscount,
  eventInCart,
  membershipInCart,
  preRegistrationInCart,
  putInCart,
} from '../../../test/commerce-fixtures'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { membershipRecord } from '../../../test/membership-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const cartOf = async (client: TestClient) => {
  const response = await client.request({ method: 'GET', url: '/api/cart/items' })
  expect(response.statusCode).toBe(200)
  return response.json<Cart>()
}

const fieldErrors = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {}

describe('GET /api/cart/items', () => {
  it('answers an empty cart with the user and the membership prompt for a non-member', async () => {
    const { client, user } = await signedIn(t)
    const cart = await cartOf(client)
    expect(cart).toMatchObject({
      items: [],
      subtotal: 0,
      discount: 0,
      total: 0,
      discountCode: null,
      hasDonation: false,
    })
    expect(cart.user.id).toBe(user.id)
    expect(cart.showMembershipPrompt).toBe(true)
    expect(cart.canOverride).toBe(false)
    expect(cart.savedCard).toBeNull()
  })

  it('lists only the unpaid items of the signed-in user, grouped and priced by the server', async () => {
    const { client, user } = await signedIn(t)
    const other = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    await eventInCart(t, other.user.id, 9900)
    await putInCart(t, user.id, {
      categoryType: 'trainer_license',
      categoryId: 1,
      priceCents: 2500,
      withQty: true,
      quantity: 2,
    })
    const cart = await cartOf(client)
    expect(cart.items.map((item) => [item.group, item.total, item.withQty])).toEqual([
      ['Events', 4500, false],
      ['Certification', 5000, true],
    ])
    expect(cart.total).toBe(9500)
  })

  it('does not invite members, nor anyone with a membership in the cart', async () => {
    const member = await signedIn(t)
    await membershipRecord(t, member.user.id, { startsOn: '2026-01-01', endsOn: '2099-01-01' })
    expect((await cartOf(member.client)).showMembershipPrompt).toBe(false)
    const joining = await signedIn(t)
    await membershipInCart(t, joining.user.id)
    expect((await cartOf(joining.client)).showMembershipPrompt).toBe(false)
  })
})

describe('PATCH /api/cart/item/:id', () => {
  it('changes the quantity of an item sold by quantity', async () => {
    const { client, user } = await signedIn(t)
    const id = await putInCart(t, user.id, {
      categoryType: 'trainer_license',
      categoryId: 1,
      priceCents: 2500,
      withQty: true,
    })
    const response = await client.request({ method: 'PATCH', url: `/api/cart/item/${id}`, payload: { quantity: 3 } })
    expect(response.statusCode).toBe(200)
    expect(response.json<Cart>().items[0]).toMatchObject({ quantity: 3, total: 7500 })
  })

  it.each([0, -1, 1.5])("refuses quantity %s with 'Please enter a quantity greater than 0'", async (quantity) => {
    const { client, user } = await signedIn(t)
    const id = await putInCart(t, user.id, {
      categoryType: 'trainer_license',
      categoryId: 1,
      priceCents: 2500,
      withQty: true,
    })
    const response = await client.request({ method: 'PATCH', url: `/api/cart/item/${id}`, payload: { quantity } })
    expect(response.statusCode).toBe(422)
    expect(fieldErrors(response).quantity).toEqual([M.quantityMin])
    expect((await cartOf(client)).items[0]?.quantity).toBe(1)
  })

  it('refuses to change the quantity of an item not sold by quantity, and another user’s item', async () => {
    const { client, user } = await signedIn(t)
    const { lineItemId } = await eventInCart(t, user.id)
    const fixed = await client.request({
      method: 'PATCH',
      url: `/api/cart/item/${lineItemId}`,
      payload: { quantity: 2 },
    })
    expect(fixed.statusCode).toBe(422)
    expect(fieldErrors(fixed).quantity).toEqual([M.quantityFixed])
    const stranger = await signedIn(t)
    const foreign = await stranger.client.request({
      method: 'PATCH',
      url: `/api/cart/item/${lineItemId}`,
      payload: { quantity: 1 },
    })
    expect(foreign.statusCode).toBe(404)
  })
})

describe('POST /api/cart/remove', () => {
  it('removes a pre-registration with all its items when its fee is removed', async () => {
    const { client, user } = await signedIn(t)
    const { registrationId, feeId } = await preRegistrationInCart(t, user.id)
    const { lineItemId: eventItem } = await eventInCart(t, user.id)
    const before = await cartOf(client)
    expect(before.items.find((item) => item.id === feeId)?.removesRegistration).toBe(true)
    const response = await client.request({ method: 'POST', url: '/api/cart/remove', payload: { line_item_id: feeId } })
    expect(response.statusCode).toBe(200)
    expect(response.json<Cart>().items.map((item) => item.id)).toEqual([eventItem])
    expect(await t.database.db.select().from(registrations).where(eq(registrations.id, registrationId))).toEqual([])
  })

  it('removes only the practice exam when that is the item removed', async () => {
    const { client, user } = await signedIn(t)
    const { registrationId, feeId, practiceExamId } = await preRegistrationInCart(t, user.id)
    expect((await cartOf(client)).items.find((item) => item.id === practiceExamId)?.removesRegistration).toBe(false)
    const response = await client.request({
      method: 'POST',
      url: '/api/cart/remove',
      payload: { line_item_id: practiceExamId },
    })
    expect(response.json<Cart>().items.map((item) => item.id)).toEqual([feeId])
    expect(await t.database.db.select().from(registrations).where(eq(registrations.id, registrationId))).toHaveLength(1)
  })

  it('answers 404 for an item that is not in the cart', async () => {
    const { client } = await signedIn(t)
    const response = await client.request({
      method: 'POST',
      url: '/api/cart/remove',
      payload: { line_item_id: 999999 },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json<{ message: string }>().message).toBe(M.itemGone)
  })
})

describe('POST /api/cart/apply-discount', () => {
  const apply = (client: TestClient, code: string) =>
    client.request({ method: 'POST', url: '/api/cart/apply-discount', payload: { code } })

  it('takes a percentage off every covered item, never off a donation, and records the code', async () => {
    const { client, user } = await signedIn(t)
    await aDiscount(t, { code: 'SAVE20', percentage: true, amount: 20 })
    await eventInCart(t, user.id, 4500)
    await client.request({ method: 'POST', url: '/api/donations', payload: { id: await optionId(), amount: '25.00' } })
    const response = await apply(client, ' save20 ')
    expect(response.statusCode).toBe(200)
    const cart = response.json<Cart>()
    const event = cart.items.find((item) => item.categoryType === 'event')
    const donation = cart.items.find((item) => item.categoryType === 'donation')
    expect(event).toMatchObject({ priceBeforeDiscount: 4500, finalPrice: 3600 })
    expect(event?.discount).toMatchObject({ code: 'SAVE20', percentage: true, amount: 20, amountCents: 900 })
    expect(donation).toMatchObject({ finalPrice: 2500, discount: null })
    expect(cart).toMatchObject({ subtotal: 7000, discount: 900, total: 6100, discountCode: 'SAVE20' })
  })

  it('never takes more than the item’s price, and a new code replaces the old one', async () => {
    const { client, user } = await signedIn(t)
    await aDiscount(t, { code: 'BIG', amount: 100_000 })
    await aDiscount(t, { code: 'FIVE', amount: 500 })
    await eventInCart(t, user.id, 4500)
    expect((await apply(client, 'BIG')).json<Cart>()).toMatchObject({ total: 0, discount: 4500 })
    const cart = (await apply(client, 'FIVE')).json<Cart>()
    expect(cart).toMatchObject({ total: 4000, discount: 500, discountCode: 'FIVE' })
  })

  it.each([
    ['unknown', {}, M.discountUnknown],
    ['retired', { retiredAt: new Date() }, M.discountUnknown],
    ['not started', { startsOn: '2999-01-01' }, M.discountNotStarted],
    ['expired', { endsOn: '2001-01-01' }, M.discountExpired],
    ['used up', { usageLimit: 2, usageCount: 2 }, M.discountUsedUp],
    ['out of scope', { scope: ['membership' as const] }, M.discountNotApplicable],
  ])('refuses a code that is %s on the code field and changes nothing', async (label, values, message) => {
    const { client, user } = await signedIn(t)
    const code = `CODE-${label.replace(' ', '-')}-${user.id}`
    if (label !== 'unknown') await aDiscount(t, { code, ...values })
    await eventInCart(t, user.id, 4500)
    const response = await apply(client, code)
    expect(response.statusCode).toBe(422)
    expect(fieldErrors(response).code).toEqual([message])
    expect((await cartOf(client)).total).toBe(4500)
  })

  it('refuses a blank code', async () => {
    const { client } = await signedIn(t)
    const response = await apply(client, '   ')
    expect(response.statusCode).toBe(422)
    expect(fieldErrors(response).code).toEqual([M.discountUnknown])
  })
})

async function optionId(categoryId?: number) {
  const rows = await t.database.db.select().from(donationOptions)
  const option = categoryId === undefined ? rows[0] : rows.find((row) => row.categoryId === categoryId)
  if (!option) throw new Error('no donation option seeded')
  return option.id
}

describe('donations', () => {
  it('lists the donation options', async () => {
    const { client } = await signedIn(t)
    const response = await client.request({ method: 'GET', url: '/api/donation-options' })
    expect(response.statusCode).toBe(200)
    const { options } = response.json<{ options: { categoryId: number }[] }>()
    expect(options.some((option) => option.categoryId === 6)).toBe(true)
  })

  it('adds a donation to the cart, and a second one replaces it', async () => {
    const { client } = await signedIn(t)
    const id = await optionId()
    await client.request({ method: 'POST', url: '/api/donations', payload: { id, amount: '50.00', anonymous: true } })
    const response = await client.request({
      method: 'POST',
      url: '/api/donations',
      payload: { id, amount: 'other', other: '40.50' },
    })
    expect(response.statusCode).toBe(200)
    const cart = response.json<Cart>()
    expect(cart.items.map((item) => [item.categoryType, item.total])).toEqual([['donation', 4050]])
    expect(cart.hasDonation).toBe(true)
  })

  it('offers 375.00 and 725.00 only for the symposium scholarship (category 6)', async () => {
    const { client } = await signedIn(t)
    const scholarship = await client.request({
      method: 'POST',
      url: '/api/donations',
      payload: { id: await optionId(6), amount: '725.00' },
    })
    expect(scholarship.statusCode).toBe(200)
    const other = await client.request({
      method: 'POST',
      url: '/api/donations',
      payload: {
        id: await optionId(1),
        amount: '725.00',
      },
    })
    expect(other.statusCode).toBe(422)
    expect(fieldErrors(other).amount).toEqual([DonationMessages.amountNotOffered])
  })

  it.each([
    [{ amount: undefined }, 'amount', DonationMessages.required],
    [{ amount: 'other' }, 'other', DonationMessages.required],
    [{ amount: 'other', other: 'lots' }, 'other', DonationMessages.amountInvalid],
    [{ amount: 'other', other: '0.50' }, 'other', DonationMessages.amountTooSmall],
  ])('refuses %o on the %s field and changes nothing', async (values, field, message) => {
    const { client } = await signedIn(t)
    const response = await client.request({
      method: 'POST',
      url: '/api/donations',
      payload: { id: await optionId(), ...values },
    })
    expect(response.statusCode).toBe(422)
    expect(fieldErrors(response)[field]).toEqual([message])
    expect((await cartOf(client)).items).toEqual([])
  })

  it('refuses option 0 (no donation) and an unknown option', async () => {
    const { client } = await signedIn(t)
    const none = await client.request({ method: 'POST', url: '/api/donations', payload: { id: 0 } })
    expect(fieldErrors(none).id).toEqual([DonationMessages.required])
    const unknown = await client.request({
      method: 'POST',
      url: '/api/donations',
      payload: { id: 99999, amount: '25.00' },
    })
    expect(fieldErrors(unknown).id).toEqual([DonationMessages.optionUnknown])
  })
})

describe('items not shown in the cart', () => {
  it('are not listed', async () => {
    const { client, user } = await signedIn(t)
    const { lineItemId } = await eventInCart(t, user.id)
    await t.database.db.update(lineItems).set({ showInCart: false }).where(eq(lineItems.id, lineItemId))
    expect((await cartOf(client)).items).toEqual([])
  })
})
