/**
 * Uploaded files' records (db/schema/certification.ts `media`): the only code that writes them.
 * A file is attached to at most one record (registration, experience entry, membership request,
 * group or individual CEU); the bytes live in the Storage under `storageKey`.
 */
import { asc, eq } from 'drizzle-orm'
import { media } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export type MediaRow = typeof media.$inferSelect

/** The column that names each kind of record a file may be attached to. */
export const OWNER_COLUMNS = {
  registration: media.registrationId,
  experience: media.experienceId,
  membershipRequest: media.membershipRequestId,
  groupCeu: media.groupCeuId,
  individualCeu: media.individualCeuId,
} as const

export type MediaOwnerKind = keyof typeof OWNER_COLUMNS

const OWNER_FIELDS = {
  registration: 'registrationId',
  experience: 'experienceId',
  membershipRequest: 'membershipRequestId',
  groupCeu: 'groupCeuId',
  individualCeu: 'individualCeuId',
} as const satisfies Record<MediaOwnerKind, keyof MediaRow>

export const mediaRepo = {
  async insert(
    db: DbOrTx,
    owner: { kind: MediaOwnerKind; id: number },
    values: Omit<typeof media.$inferInsert, (typeof OWNER_FIELDS)[MediaOwnerKind] | 'id' | 'createdAt'>,
  ): Promise<MediaRow> {
    const [row] = await db
      .insert(media)
      .values({ ...values, [OWNER_FIELDS[owner.kind]]: owner.id })
      .returning()
    if (!row) throw new Error('media insert returned no row')
    return row
  },

  async byId(db: DbOrTx, id: number): Promise<MediaRow | null> {
    const [row] = await db.select().from(media).where(eq(media.id, id))
    return row ?? null
  },

  ofOwner(db: DbOrTx, owner: { kind: MediaOwnerKind; id: number }): Promise<MediaRow[]> {
    return db.select().from(media).where(eq(OWNER_COLUMNS[owner.kind], owner.id)).orderBy(asc(media.id))
  },

  async delete(db: DbOrTx, id: number) {
    await db.delete(media).where(eq(media.id, id))
  },

  /** The record a file is attached to, or null for a file attached to none. */
  ownerOf(row: MediaRow): { kind: MediaOwnerKind; id: number } | null {
    for (const kind of Object.keys(OWNER_FIELDS) as MediaOwnerKind[]) {
      const id = row[OWNER_FIELDS[kind]]
      if (id !== null) return { kind, id }
    }
    return null
  },
}
