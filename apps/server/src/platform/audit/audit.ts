import { auditEvents } from '../../db/schema'
import type { DbOrTx } from '../db/database'
import type { Actor, RequestMeta } from '../http/route'

export interface AuditEntry {
  action: string
  actor?: Pick<Actor, 'id' | 'impersonatorId'> | null
  /** For events without a signed-in actor (a failed sign-in), the user concerned. */
  actorId?: number | null
  subjectType?: string
  subjectId?: string | number
  meta?: RequestMeta
  details?: Record<string, unknown>
}

/** Writes one audit row, inside the caller's transaction when it has one. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    actorId: entry.actor?.id ?? entry.actorId ?? null,
    impersonatorId: entry.actor?.impersonatorId ?? null,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined ? undefined : String(entry.subjectId),
    ip: entry.meta?.ip,
    requestId: entry.meta?.requestId,
    details: entry.details ?? {},
  })
}
