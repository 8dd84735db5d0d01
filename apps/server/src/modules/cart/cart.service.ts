/**
 * The cart (spec 1 §2.13): what is in it, priced by the server, and the changes a member makes
 * to it. Every change locks the user's row first and is refused while a payment is in flight,
 * so a checkout always charges for exactly the items it recorded.
 */
import {
  CartMessages as M,
  DonationMessages,
  donationAmountIsOffered,
  donationCents,
  easternDay,
  OTHER_AMOUNT,
  type Cart,
  DonationInput,
} from '@portal/contracts'
import type { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { conflict, fieldError, notFound, unauthenticated } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import { toCurrentUser } from '../auth/auth.service'
import { profileRepo } from '../profile/profile.repo'
import { hasValidMembership } from '../profile/valid-membership'
import { cartRepo, type CartLine } from './cart.repo'
import { discountCovers, discountProblem, repriceLine, toCartItem, totalsOf } from './cart-rules'

export type CartService = ReturnType<typeof createCartService>

type Donation = z.output<typeof DonationInput>

export function createCartService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function describe(dbOrTx: DbOrTx, actor: Actor, lines?: CartLine[]): Promise<Cart> {
    const [user, cartLines] = await Promise.all([
      profileRepo.findUser(dbOrTx, actor.id),
      lines ? Promise.resolve(lines) : cartRepo.lines(dbOrTx, actor.id),
    ])
    if (!user) throw unauthenticated()
    const totals = totalsOf(cartLines)
    const hasMembershipItem = cartLines.some((line) => line.categoryType === 'membership')
    const showMembershipPrompt =
      !hasMembershipItem &&
      !(await hasValidMembership(dbOrTx, actor.id, clock.now())) &&
      !(await cartRepo.hasOpenMembershipRequest(dbOrTx, actor.id))
    return {
      items: cartLines.map(toCartItem),
      user: toCurrentUser(user, actor.impersonatorId),
      subtotal: totals.subtotalCents,
      discount: totals.discountCents,
      total: totals.totalCents,
      discountCode: cartLines.find((line) => line.discountCode)?.discountCode ?? null,
      hasDonation: cartLines.some((line) => line.categoryType === 'donation'),
      showMembershipPrompt,
      savedCard: user.pmType && user.pmLastFour ? { brand: user.pmType, last4: user.pmLastFour } : null,
      canOverride: actor.impersonatorId !== null,
    }
  }

  /** Runs a cart change: user row locked, refused while a payment is in flight. */
  async function change(actor: Actor, work: (tx: Tx) => Promise<void>): Promise<Cart> {
    await db.transaction(async (tx) => {
      await lockForChange(tx, actor.id)
      await work(tx)
    })
    return describe(db, actor)
  }

  async function ownLine(tx: DbOrTx, actor: Actor, lineItemId: number): Promise<CartLine> {
    const line = await cartRepo.line(tx, actor.id, lineItemId)
    if (!line) throw notFound(M.itemGone)
    return line
  }

  return {
    getCart: (actor: Actor) => describe(db, actor),

    removeItem: (actor: Actor, lineItemId: number) =>
      change(actor, async (tx) => {
        const line = await ownLine(tx, actor, lineItemId)
        await removeLine(tx, actor.id, line)
      }),

    updateQuantity: (actor: Actor, lineItemId: number, quantity: number) =>
      change(actor, async (tx) => {
        const line = await ownLine(tx, actor, lineItemId)
        if (line.extra.withQty !== true && quantity !== line.quantity) throw fieldError('quantity', M.quantityFixed)
        await cartRepo.setQuantity(tx, line.id, quantity)
      }),

    applyDiscount: (actor: Actor, code: string) =>
      change(actor, async (tx) => {
        const discount = await cartRepo.discountByCode(tx, code)
        const problem = discountProblem(discount, easternDay(clock.now()))
        if (problem || !discount) throw fieldError('code', problem ?? M.discountUnknown)
        const lines = await cartRepo.lines(tx, actor.id)
        if (!lines.some((line) => discountCovers(discount, line.categoryType))) {
          throw fieldError('code', M.discountNotApplicable)
        }
        // One code per cart: it replaces any other code on every line.
        for (const line of lines) {
          const next = discountCovers(discount, line.categoryType) ? discount : null
          if (next?.id === line.discountId || (!next && line.discountId === null)) continue
          await cartRepo.setDiscount(tx, line.id, repriceLine(line, next))
        }
      }),

    listDonationOptions: async () => ({ options: await cartRepo.donationOptions(db) }),

    /** POST /api/donations: the donation replaces one already in the cart. */
    addDonation: (actor: Actor, input: Donation) =>
      change(actor, async (tx) => {
        if (input.id === 0) throw fieldError('id', DonationMessages.required)
        await putDonation(tx, actor.id, input)
      }),

    describe,
  }
}

/** Locks the user's row and refuses while a checkout of theirs is in flight. */
export async function lockForChange(tx: Tx, userId: number) {
  const user = await cartRepo.lockUser(tx, userId)
  if (!user) throw unauthenticated()
  if (await cartRepo.pendingAttempt(tx, userId)) throw conflict(M.paymentInProgress)
  return user
}

/** Removes a line; a pre-registration, a cart-only membership request or a donation goes with it. */
async function removeLine(tx: Tx, userId: number, line: CartLine) {
  if (line.registrationId !== null && toCartItem(line).removesRegistration) {
    await cartRepo.removeRegistration(tx, userId, line.registrationId)
  }
  await cartRepo.removeLine(tx, line.id)
  if (line.categoryType === 'donation') await cartRepo.removeDonation(tx, line.categoryId)
  if (line.categoryType === 'membership') await cartRepo.removeMembershipRequest(tx, userId, line.categoryId)
}

/**
 * Validates a donation against its option and puts it in the cart in place of any other;
 * answers its line item id and cents. Field errors use the donation form's field names.
 */
export async function putDonation(
  tx: Tx,
  userId: number,
  input: Pick<z.input<typeof DonationInput>, 'id' | 'amount' | 'other' | 'anonymous'>,
): Promise<{ lineItemId: number; cents: number }> {
  const option = await cartRepo.donationOption(tx, input.id)
  if (!option) throw fieldError('id', DonationMessages.optionUnknown)
  if (!input.amount || !donationAmountIsOffered(input.amount, option.categoryId)) {
    throw fieldError('amount', DonationMessages.amountNotOffered)
  }
  const cents = donationCents(input)
  if (cents === null)
    throw fieldError(input.amount === OTHER_AMOUNT ? 'other' : 'amount', DonationMessages.amountInvalid)
  for (const line of await cartRepo.lines(tx, userId)) {
    if (line.categoryType === 'donation') await removeLine(tx, userId, line)
  }
  const lineItemId = await cartRepo.insertDonation(tx, userId, {
    optionId: option.id,
    optionName: option.name,
    amountCents: cents,
    anonymous: input.anonymous ?? false,
    other: input.amount === OTHER_AMOUNT,
  })
  return { lineItemId, cents }
}
