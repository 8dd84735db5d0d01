/**
 * Provider events handled once (`webhook_events`): a webhook records an event's id in the
 * transaction that applies it, so a redelivery, or two deliveries at once, finds it recorded.
 */
import { eq } from 'drizzle-orm'
import { webhookEvents } from '../../db/schema'
import type { DbOrTx } from '../db/database'

/** Records a provider event once; false when it was handled before. */
export async function recordWebhookEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
  return rows.length > 0
}

/** Whether a provider event was already handled. */
export async function isWebhookEventRecorded(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id))
  return row !== undefined
}
