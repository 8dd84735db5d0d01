/**
 * The cart (spec 1 §2.13): what is in it, priced by the server, and the changes a member makes
 * to it. Every change locks the user's row first and is refused while a payment is in flight,
 * so a checkout always charges for exactly the items it recorded. What each item is, and what
 * removing it does, belongs to the module that sells it (products.ts).
 */
import {
  CartMessages as M,
  DonationMessages,
  easternDay,
  type Cart,
  type DonationInput,
  type z,
} from '@portal/contracts'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, unauthenticated } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import { toCurrentUser } from '../auth/auth.service'
import type { DonationsService } from '../donations/donations.service'
import type { UsersReader } from '../users/users.service'
import { cartPolicy } from './cart.policy'
import { cartRepo, type CartLine } from './cart.repo'
import { discountCovers, discountProblem, isChargedOnApproval, repriceLine, toCartItem, totalsOf } from './cart-rules'
import type { ProductCatalog } from './products'

export type CartService = ReturnType<typeof createCartService>

type Donation = z.output<typeof DonationInput>

export interface CartServiceDeps {
  db: Db
  clock: Clock
  users: Pick<UsersReader, 'findUser'>
  donations: Pick<DonationsService, 'putDonation'>
  products: ProductCatalog
}

export function createCartService(deps: CartServiceDeps) {
  const { db, clock, users, donations, products } = deps

  async function describe(dbOrTx: DbOrTx, actor: Actor, lines?: CartLine[]): Promise<Cart> {
    const [user, cartLines] = await readAll(dbOrTx, [
      () => users.findUser(dbOrTx, actor.id),
      () => (lines ? Promise.resolve(lines) : cartRepo.lines(dbOrTx, actor.id)),
    ])
    if (!user) throw unauthenticated()
    const totals = totalsOf(cartLines)
    // Paid by card, these are submitted now and charged when staff approve (the checkout's rule).
    const later = totalsOf(cartLines.filter((line) => isChargedOnApproval(line, products)))
    const hasMembershipItem = cartLines.some((line) => line.categoryType === 'membership')
    const showMembershipPrompt =
      !hasMembershipItem && ((await products.of('membership').invitesToBuy?.(dbOrTx, actor.id)) ?? false)
    return {
      items: cartLines.map((line) => toCartItem(line, products)),
      user: toCurrentUser(user, actor.impersonatorId),
      subtotal: totals.subtotalCents,
      discount: totals.discountCents,
      total: totals.totalCents,
      dueNow: totals.totalCents - later.totalCents,
      chargedOnApproval: later.totalCents,
      discountCode: cartLines.find((line) => line.discountCode)?.discountCode ?? null,
      hasDonation: cartLines.some((line) => line.categoryType === 'donation'),
      showMembershipPrompt,
      savedCard: user.pmType && user.pmLastFour ? { brand: user.pmType, last4: user.pmLastFour } : null,
      canOverride: actor.impersonatorId !== null,
    }
  }

  /** Runs a cart change: user row locked, refused while a payment is in flight; answers the cart. */
  async function change(actor: Actor, work: (tx: Tx) => Promise<void>): Promise<Cart> {
    await db.transaction(async (tx) => {
      await lockForChange(tx, actor.id)
      await work(tx)
    })
    return describe(db, actor)
  }

  return {
    getCart: (actor: Actor) => describe(db, actor),

    removeItem: (actor: Actor, lineItemId: number) =>
      change(actor, async (tx) => {
        const line = cartPolicy.authorize(actor, 'changeLine', await cartRepo.lineInCart(tx, lineItemId))
        await removeCartLine(tx, products, line)
      }),

    updateQuantity: (actor: Actor, lineItemId: number, quantity: number) =>
      change(actor, async (tx) => {
        const line = cartPolicy.authorize(actor, 'changeLine', await cartRepo.lineInCart(tx, lineItemId))
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

    /** POST /api/donations: the donation replaces one already in the cart. */
    addDonation: (actor: Actor, input: Donation) =>
      change(actor, async (tx) => {
        if (input.id === 0) throw fieldError('id', DonationMessages.required)
        await donations.putDonation(tx, actor.id, input)
      }),

    /** The cart as its page shows it (a module that put something in answers this). */
    describe,
    /** Runs a change of the actor's cart (a module putting its item in): see `change` above. */
    change,
    /** Locks the user's row for a cart change in the caller's transaction (409 while a payment is in flight). */
    lockForChange,

    /**
     * Removes a line its module no longer offers (a module's daily clean-up), in the caller's
     * transaction with the user's row locked; answers why, or null when it is still offered, gone
     * already, or covered by a payment in flight (whose checkout asked the same question first).
     */
    async removeIfNoLongerOffered(tx: Tx, userId: number, lineItemId: number): Promise<string | null> {
      if (!(await cartRepo.lockUser(tx, userId)) || (await cartRepo.pendingAttempt(tx, userId))) return null
      const line = await cartRepo.lineInCart(tx, lineItemId)
      if (!line || line.userId !== userId) return null
      return removeNoLongerOffered(tx, products, [line])
    },
  }
}

/** Removes a line; what else goes with it is its kind's (a pre-registration, a cart-only request ...). */
async function removeCartLine(tx: Tx, products: ProductCatalog, line: CartLine) {
  await cartRepo.removeLine(tx, line.id)
  await products.of(line.categoryType).onRemoved?.(tx, line)
}

/**
 * Removes the lines their module no longer offers (products.ts `noLongerOffered`), the user's row
 * locked by the caller; answers the first line's reason, or null when every line is still offered.
 */
export async function removeNoLongerOffered(
  tx: Tx,
  products: ProductCatalog,
  lines: CartLine[],
): Promise<string | null> {
  let reason: string | null = null
  for (const line of lines) {
    const why = await products.of(line.categoryType).noLongerOffered?.(tx, line)
    if (!why) continue
    await removeCartLine(tx, products, line)
    reason ??= why
  }
  return reason
}

/** Locks the user's row and refuses while a checkout of theirs is in flight. */
async function lockForChange(tx: Tx, userId: number) {
  const user = await cartRepo.lockUser(tx, userId)
  if (!user) throw unauthenticated()
  if (await cartRepo.pendingAttempt(tx, userId)) throw conflict(M.paymentInProgress)
  return user
}
