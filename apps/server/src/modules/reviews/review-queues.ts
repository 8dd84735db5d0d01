/**
 * The registry of staff review queues (`@portal/contracts` reviews/queues.ts): each module whose
 * records staff decide declares its queue (how many wait), as it declares its products; app.ts
 * installs them together once every module is wired. A queue declared twice is refused.
 */
import { REVIEW_QUEUE_KEYS, reviewQueueEntry, type ReviewQueue, type ReviewQueueKey } from '@portal/contracts'
import type { DbOrTx } from '../../platform/db/database'
import { declarationRegistry } from '../../platform/registry'

export interface ReviewQueueDeclaration {
  key: ReviewQueueKey
  /** How many records wait for a staff decision. */
  pending(db: DbOrTx): Promise<number>
}

export type ReviewQueueRegistry = ReadonlyMap<ReviewQueueKey, ReviewQueueDeclaration>

export const reviewQueueRegistry = (...declarations: ReviewQueueDeclaration[]): ReviewQueueRegistry =>
  declarationRegistry('review queue', (declaration) => declaration.key, declarations)

/** The declared queues in the menu's order, each with its count. */
export async function reviewQueues(db: DbOrTx, registry: ReviewQueueRegistry): Promise<ReviewQueue[]> {
  const declared = REVIEW_QUEUE_KEYS.flatMap((key) => {
    const declaration = registry.get(key)
    return declaration ? [declaration] : []
  })
  const counts = await Promise.all(declared.map((declaration) => declaration.pending(db)))
  return declared.map((declaration, index) => {
    const { label, to } = reviewQueueEntry(declaration.key)
    return { key: declaration.key, label, to, pending: counts[index] ?? 0 }
  })
}
