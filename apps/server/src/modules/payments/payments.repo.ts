/** Recorded payments (the history list, one transaction as a receipt) and the card on file. */
import type {
  ListQuery,
  PaymentHistoryStatus,
  ReceiptLine,
  Transaction,
  TransactionType,
  PaymentListField,
} from '@portal/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import {
  discounts,
  lineItems,
  extensions,
  membershipRequests,
  registrations,
  transactions,
  users,
  type LineItemExtra,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import type { CardDetails } from '../../platform/payments/gateway'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

/**
 * The history's rows: the user's transactions, and the items submitted at checkout whose charge
 * waits for staff approval (decision 0005: memberships are charged on approval), so the member
 * sees what will be charged. Such an item has no transaction (no receipt) until the approval
 * charges it, when the transaction takes its place; a request refused or deleted leaves the list.
 * Every value is a placeholder: the list is a prepared statement (decision 0009).
 */
const history = (() => {
  const qb = new QueryBuilder()
  const userId = sql.placeholder('userId')
  const paid = qb
    .select({
      key: sql<string>`'transaction-' || ${transactions.id}`.as('key'),
      id: sql<number | null>`${transactions.id}`.as('id'),
      status: sql<PaymentHistoryStatus>`'paid'`.as('status'),
      type: sql<TransactionType | null>`${transactions.type}`.as('type'),
      createdAt: sql<Date>`${transactions.createdAt}`.mapWith(transactions.createdAt).as('created_at'),
      amount: sql<number>`${transactions.amountCents}`.as('amount'),
      // Written out in full: inside a select list drizzle prints columns without their table,
      // and a bare "id" here would mean line_items.id.
      description:
        sql<string>`coalesce((select string_agg(li.name, ', ' order by li.id) from line_items li where li.transaction_id = "transactions"."id"), '')`.as(
          'description',
        ),
    })
    .from(transactions)
    .where(eq(transactions.userId, userId))
  // Memberships are charged on approval (`chargedOnApproval`, membership.products.ts).
  const awaitingApproval = qb
    .select({
      key: sql<string>`'approval-' || ${lineItems.id}`.as('key'),
      id: sql<number | null>`null::integer`.as('id'),
      status: sql<PaymentHistoryStatus>`'pending_approval'`.as('status'),
      type: sql<TransactionType | null>`null::varchar`.as('type'),
      createdAt: sql<Date>`${membershipRequests.submittedAt}`.mapWith(transactions.createdAt).as('created_at'),
      amount: sql<number>`${lineItems.finalPriceCents} * ${lineItems.quantity}`.as('amount'),
      description: sql<string>`${lineItems.name}`.as('description'),
    })
    .from(lineItems)
    .innerJoin(membershipRequests, eq(membershipRequests.id, lineItems.categoryId))
    .where(
      and(
        eq(lineItems.userId, userId),
        isNull(lineItems.transactionId),
        sql`${lineItems.categoryType} = 'membership' and ${membershipRequests.status} = 'pending'`,
        sql`${lineItems.finalPriceCents} > 0`,
      ),
    )
  // A self-study registration's items, submitted at checkout and charged when staff approve it
  // (decision 0012): pending while the registration waits for that approval.
  const registrationAwaitingApproval = qb
    .select({
      key: sql<string>`'approval-' || ${lineItems.id}`.as('key'),
      id: sql<number | null>`null::integer`.as('id'),
      status: sql<PaymentHistoryStatus>`'pending_approval'`.as('status'),
      type: sql<TransactionType | null>`null::varchar`.as('type'),
      createdAt: sql<Date>`${lineItems.updatedAt}`.mapWith(transactions.createdAt).as('created_at'),
      amount: sql<number>`${lineItems.finalPriceCents} * ${lineItems.quantity}`.as('amount'),
      description: sql<string>`${lineItems.name}`.as('description'),
    })
    .from(lineItems)
    .innerJoin(registrations, eq(registrations.id, lineItems.registrationId))
    .where(
      and(
        eq(lineItems.userId, userId),
        isNull(lineItems.transactionId),
        sql`${lineItems.chargedOnApproval} and not ${lineItems.showInCart}`,
        sql`${registrations.status} = 'registration_approval'`,
        sql`${lineItems.finalPriceCents} > 0`,
      ),
    )
  // An extension request checked out with a card and charged when staff approve it (decision 0014).
  const extensionAwaitingApproval = qb
    .select({
      key: sql<string>`'approval-' || ${lineItems.id}`.as('key'),
      id: sql<number | null>`null::integer`.as('id'),
      status: sql<PaymentHistoryStatus>`'pending_approval'`.as('status'),
      type: sql<TransactionType | null>`null::varchar`.as('type'),
      createdAt: sql<Date>`${extensions.submittedAt}`.mapWith(transactions.createdAt).as('created_at'),
      amount: sql<number>`${lineItems.finalPriceCents} * ${lineItems.quantity}`.as('amount'),
      description: sql<string>`${lineItems.name}`.as('description'),
    })
    .from(lineItems)
    .innerJoin(extensions, eq(extensions.id, lineItems.categoryId))
    .where(
      and(
        eq(lineItems.userId, userId),
        isNull(lineItems.transactionId),
        sql`${lineItems.categoryType} = 'extension' and ${extensions.submittedAt} is not null`,
        sql`${extensions.approved} is null and ${lineItems.finalPriceCents} > 0`,
      ),
    )
  return paid
    .unionAll(awaitingApproval)
    .unionAll(registrationAwaitingApproval)
    .unionAll(extensionAwaitingApproval)
    .as('history')
})()

const listSpec: ListSpec<PaymentListField> = {
  fields: {
    createdAt: { column: sql`${history.createdAt}`, sortable: true },
    amount: { column: sql`${history.amount}`, sortable: true },
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tiebreaker: sql`${history.key}`,
}

export const paymentsRepo = {
  /** The user's card on file, the row locked until the transaction ends (null: no card, or no user). */
  async lockCardOnFile(tx: DbOrTx, userId: number): Promise<string | null> {
    const [row] = await tx
      .select({ paymentMethodId: users.paymentMethodId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    return row?.paymentMethodId ?? null
  },

  async setCustomerId(db: DbOrTx, userId: number, customerId: string) {
    await db.update(users).set({ paymentCustomerId: customerId }).where(eq(users.id, userId))
  },

  /** Makes `card` the user's card on file, kept by `customerId` at the provider; null removes it. */
  async setCardOnFile(tx: DbOrTx, userId: number, card: (CardDetails & { customerId: string }) | null) {
    await tx
      .update(users)
      .set(
        card
          ? {
              paymentCustomerId: card.customerId,
              paymentMethodId: card.paymentMethodId,
              pmType: card.brand,
              pmLastFour: card.last4,
            }
          : { paymentMethodId: null, pmType: null, pmLastFour: null },
      )
      .where(eq(users.id, userId))
  },

  async list(db: DbOrTx, userId: number, query: ListQuery) {
    const plan = planList(query, listSpec)
    const page = await listPage(
      db,
      { ...plan, values: { ...plan.values, userId } },
      { page: db.select().from(history).$dynamic(), count: (rows) => rows.from(history) },
      { statement: 'payments' },
    )
    return { ...page, data: page.data.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) }
  },

  /** One transaction as the receipt shows it, or null. */
  async load(db: DbOrTx, transactionId: number): Promise<Transaction | null> {
    const [row] = await db
      .select({
        transaction: transactions,
        payer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        discount: { code: discounts.code, percentage: discounts.percentage, amount: discounts.amount },
      })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(discounts, eq(discounts.id, transactions.discountId))
      .where(eq(transactions.id, transactionId))
    if (!row) return null
    const lines = await db
      .select({
        line: lineItems,
        discount: { code: discounts.code, percentage: discounts.percentage, amount: discounts.amount },
      })
      .from(lineItems)
      .leftJoin(discounts, eq(discounts.id, lineItems.discountId))
      .where(eq(lineItems.transactionId, transactionId))
      .orderBy(asc(lineItems.id))
    const t = row.transaction
    return {
      id: t.id,
      type: t.type,
      createdAt: t.createdAt.toISOString(),
      amount: t.amountCents,
      stripeId: t.stripeId,
      notes: t.notes,
      discount: row.discount ? { ...row.discount, amountCents: t.discountCents } : null,
      lineItems: lines.map(({ line, discount }) => toReceiptLine(line, discount)),
      payer: row.payer,
    }
  },
}

function toReceiptLine(
  line: typeof lineItems.$inferSelect,
  discount: { code: string; percentage: boolean; amount: number } | null,
): ReceiptLine {
  const extra: LineItemExtra = line.extra
  return {
    id: line.id,
    name: line.name,
    categoryType: line.categoryType,
    finalPrice: line.finalPriceCents,
    quantity: line.quantity,
    withQty: extra.withQty === true,
    due: line.dueYear ?? extra.due ?? null,
    membershipStart: extra.membershipStart ?? null,
    membershipEnd: extra.membershipEnd ?? null,
    discount: discount ? { ...discount, amountCents: line.discountCents * line.quantity } : null,
  }
}
