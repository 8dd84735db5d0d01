/** Recorded payments: the history list and one transaction as a receipt. */
import type { ListQuery, ReceiptLine, Transaction } from '@portal/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import { discounts, lineItems, transactions, users, type LineItemExtra } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

const listSpec: ListSpec = {
  fields: {
    createdAt: { column: transactions.createdAt, sortable: true },
    amount: { column: transactions.amountCents, sortable: true },
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tiebreaker: transactions.id,
}

export const paymentsRepo = {
  async list(db: DbOrTx, userId: number, query: ListQuery) {
    const plan = planList(query, listSpec)
    const where = and(eq(transactions.userId, sql.placeholder('userId')), plan.where)
    const page = await listPage(
      db
        .select({
          id: transactions.id,
          type: transactions.type,
          createdAt: transactions.createdAt,
          amount: transactions.amountCents,
          // Written out in full: inside a select list drizzle prints columns without their table,
          // and a bare "id" here would mean line_items.id.
          description: sql<string>`coalesce((select string_agg(li.name, ', ' order by li.id) from line_items li where li.transaction_id = "transactions"."id"), '')`,
        })
        .from(transactions)
        .$dynamic(),
      { ...plan, where, values: { ...plan.values, userId } },
      db.$count(transactions, where),
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
