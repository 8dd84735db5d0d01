/**
 * What buying each kind of line item does, declared by the module that sells it (conventions:
 * "each product owns its purchase"). The cart and the checkout know no product's tables: they call
 * these registrations, and every status is written by its own module.
 *
 * Each module's wiring function returns the registrations of the kinds it sells; `app.ts` puts
 * them together with `productRegistry(...)`, which does not compile while a kind of
 * `LineItemCategoryType` has no registration, and refuses a kind declared twice.
 */
import type { LineItemCategoryType, RegistrationStatus } from '@portal/contracts'
import type { PendingDecision } from './checkout.repo'
import type { DbOrTx, Tx } from '../../platform/db/database'

/** The line item a hook is about (a row of `line_items`, decision 0004). */
export interface ProductLine {
  id: number
  userId: number
  categoryType: LineItemCategoryType
  /** The thing bought (`LINE_ITEM_CATEGORY_TARGETS`): this request, this event, this extension ... */
  categoryId: number
  /** The certification registration the item belongs to, if any. */
  registrationId: number | null
}

/** A line as the cart shows it: with the status of its registration, read with the line. */
export interface CartLineFacts extends ProductLine {
  registrationStatus: RegistrationStatus | null
}

export type { PendingDecision }

/** The staff approval's off-session charge that paid an item charged on approval. */
export interface ApprovalCharge {
  /** The admin who approved. */
  recordedById: number | null
  transactionId: number | null
  /** The decision the charge applies (null only for a charge stored without one). */
  decision: PendingDecision | null
}

interface Registration {
  /**
   * Paying for it at checkout, in the transaction that records the payment: the item is paid
   * exactly when its effect exists. Nothing to write when the paid line item is itself the record
   * the feature reads (`paidItemIsTheRecord`).
   */
  onPaid(tx: Tx, item: ProductLine, paidAt: Date): Promise<void>
  /**
   * Removing it from the cart, after its line is deleted, in the same transaction (the user's row
   * locked): what was only ever a cart entry goes with it.
   */
  onRemoved?(tx: Tx, line: CartLineFacts): Promise<void>
  /**
   * Why it can no longer be bought (say, the window to request it closed while it sat in the
   * cart), or null while it still can. Asked for every line before checkout takes an order, in its
   * transaction (the user's row locked), and by a selling module's own clean-up: a line with a
   * reason is removed from the cart like any other (`onRemoved` runs).
   */
  noLongerOffered?(tx: Tx, line: CartLineFacts): Promise<string | null>
  /** Whether removing it also removes its registration (shown on the item before it is removed). */
  removesRegistration?(line: CartLineFacts): boolean
  /** Whether the cart invites the user to buy this kind while none is in the cart (spec 1 §2.13). */
  invitesToBuy?(db: DbOrTx, userId: number): Promise<boolean>
}

/** Charged when paid at checkout. */
export interface ChargedAtCheckout extends Registration {
  chargedOnApproval: false
}

/**
 * Charged when staff approve the request, not at checkout (decision 0005: spec 3's approval
 * "charge[s] {price} to the user's card"). A checkout with a card submits it and keeps the card on
 * file; a free or admin-override checkout pays it (`onPaid`).
 */
export interface ChargedOnApproval extends Registration {
  chargedOnApproval: true
  /** Checked out with a card and not charged: submitted for review, in the checkout's transaction. */
  onSubmitted(tx: Tx, item: ProductLine, submittedAt: Date): Promise<void>
  /** The approval's off-session charge succeeded, in the transaction that records it. */
  onApprovalCharged(tx: Tx, item: ProductLine, charge: ApprovalCharge): Promise<void>
}

export type ProductRegistration = ChargedAtCheckout | ChargedOnApproval

/** One registration per kind of line item. */
export type ProductRegistry = Readonly<Record<LineItemCategoryType, ProductRegistration>>

/** Some kinds' registrations: what a module that sells them returns from its wiring function. */
export type Products<K extends LineItemCategoryType> = Readonly<Record<K, ProductRegistration>>

/** For a kind whose paid line item is the whole record (the features read it, decision 0004). */
export const paidItemIsTheRecord = async (): Promise<void> => {}

type KindsOf<P> = P extends unknown ? keyof P : never
type Missing<Parts extends readonly object[]> = Exclude<LineItemCategoryType, KindsOf<Parts[number]>>

/**
 * The registry from every module's declarations. A kind without one is a compile error (its name
 * is in the message); a kind declared by two modules is refused when the app is built.
 */
export function productRegistry<const Parts extends readonly Partial<ProductRegistry>[]>(
  ...parts: Parts & ([Missing<Parts>] extends [never] ? unknown : { missingKinds: Missing<Parts> })
): ProductRegistry {
  const registry: Partial<Record<LineItemCategoryType, ProductRegistration>> = {}
  for (const part of parts as readonly Partial<ProductRegistry>[]) {
    for (const [kind, registration] of Object.entries(part) as [LineItemCategoryType, ProductRegistration][]) {
      if (registry[kind]) throw new Error(`line item kind ${kind} is declared by two modules`)
      registry[kind] = registration
    }
  }
  return registry as ProductRegistry
}

/**
 * The registry as the cart and the checkout hold it. The modules that sell things call the cart
 * (to lock it, to describe it) and the cart calls them back, so the registry is installed once all
 * of them are wired, before the app serves a request.
 */
export interface ProductCatalog {
  of(kind: LineItemCategoryType): ProductRegistration
}

export function createProductCatalog(): ProductCatalog & { install(registry: ProductRegistry): void } {
  let installed: ProductRegistry | null = null
  return {
    of(kind) {
      if (!installed) throw new Error('the product registry is not installed yet')
      return installed[kind]
    },
    install(registry) {
      if (installed) throw new Error('the product registry is installed once')
      installed = registry
    },
  }
}
