/**
 * Users: the admin list of accounts and the staff's view of one person (the profile's Info, its
 * secuId, the flags and notes staff keep on them), and the few reads of a user other modules need
 * (`UsersReader`), so no module reads the users table or another module's repo for them.
 */
import {
  easternDay,
  type ActiveFlag,
  type AdminUserProfile,
  type FlagBody,
  type ListQuery,
  type NoteBody,
  type SecuIdBody,
  type UserFlags,
  type UserNotes,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx } from '../../platform/db/database'
import type { Actor } from '../../platform/http/route'
import { onScreen, subjectOf } from '../../platform/policy'
import { hasValidMembership } from '../profile/valid-membership'
import { usersPolicy as policy } from './users.policy'
import { usersRepo as repo, type FlagRecord, type UserRecord } from './users.repo'

export type { UserRecord }

/** What other modules may read of a user. Each takes the caller's transaction when it has one. */
export interface UsersReader {
  /** The account, or undefined for an unknown id. */
  findUser(db: DbOrTx, userId: number): Promise<UserRecord | undefined>
  /** Spec 1 §6 "valid membership" at `now` (default: the clock's now), the profile module's one rule. */
  hasValidMembership(db: DbOrTx, userId: number, now?: Date): Promise<boolean>
  /**
   * The user's active flags, oldest first: what every staff review of this user shows in its red
   * alert (spec 3 §2, §6). The one reader of them; the web's `ActiveFlagsAlert` draws them.
   */
  activeFlags(db: DbOrTx, userId: number): Promise<ActiveFlag[]>
}

export type UsersService = ReturnType<typeof createUsersService>

/** A flag or a note as it was and is, for the audit row. */
const flagFacts = (flag: Pick<FlagRecord, 'reason' | 'note' | 'active'>) => ({
  reason: flag.reason,
  note: flag.note,
  active: flag.active,
})

export function createUsersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function userFor(actor: Actor, userId: number, dbOrTx: DbOrTx = db): Promise<UserRecord> {
    return policy.authorize(actor, 'manage', await repo.findById(dbOrTx, userId))
  }

  async function flagsOf(dbOrTx: DbOrTx, userId: number): Promise<UserFlags> {
    const rows = await repo.flags(dbOrTx, userId)
    return {
      flags: rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        note: row.note,
        active: row.active,
        createdAt: row.createdAt.toISOString(),
      })),
    }
  }

  async function notesOf(dbOrTx: DbOrTx, userId: number): Promise<UserNotes> {
    const rows = await repo.notes(dbOrTx, userId)
    return {
      notes: rows.map((row) => ({
        id: row.id,
        note: row.note,
        author:
          row.authorFirstName === null || row.authorLastName === null
            ? null
            : { firstName: row.authorFirstName, lastName: row.authorLastName },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    }
  }

  return {
    findUser: (dbOrTx: DbOrTx, userId: number) => repo.findById(dbOrTx, userId),
    hasValidMembership: (dbOrTx: DbOrTx, userId: number, now: Date = clock.now()) =>
      hasValidMembership(dbOrTx, userId, now),
    activeFlags: (dbOrTx: DbOrTx, userId: number): Promise<ActiveFlag[]> => repo.activeFlags(dbOrTx, userId),
    listUsers: (query: ListQuery) => repo.listUsers(db, query),

    /** GET /api/admin/user/{userId}: the Info tab. */
    async profile(actor: Actor, userId: number): Promise<AdminUserProfile> {
      const user = await userFor(actor, userId)
      const now = clock.now()
      const today = easternDay(now)
      const [address, records, flags] = await Promise.all([
        repo.primaryAddress(db, user),
        repo.membershipRecords(db, user.id),
        repo.activeFlags(db, user.id),
      ])
      const covering = records.find((record) => record.start <= today && record.end >= today)
      const shown = covering ?? records.find((record) => record.end < today) ?? null
      const firstStart = records.reduce<string | null>(
        (first, record) => (first === null || record.start < first ? record.start : first),
        null,
      )
      return {
        id: user.id,
        firstName: user.firstName,
        middleName: user.middleName,
        lastName: user.lastName,
        suffix: user.suffix,
        email: user.email,
        role: user.role,
        phones: { cell: user.cellPhone, home: user.homePhone, work: user.workPhone },
        address: address
          ? [
              address.addressLine1,
              address.addressLine2,
              [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
              address.country,
            ].filter((line): line is string => Boolean(line))
          : null,
        accountCreatedOn: easternDay(user.createdAt),
        memberSince: firstStart,
        membership: { valid: covering !== undefined, name: shown?.name ?? null, end: shown?.end ?? null },
        secuId: user.secuId,
        activeFlags: flags,
      }
    },

    async updateSecuId(actor: Actor, userId: number, body: SecuIdBody & { secuId: string | null }) {
      return db.transaction(async (tx) => {
        const user = await userFor(actor, userId, tx)
        await repo.setSecuId(tx, user.id, body.secuId, clock.now())
        await recordAudit(tx, {
          action: 'user.secu_id',
          actor,
          subjectType: 'user',
          subjectId: user.id,
          details: { before: { secuId: user.secuId }, after: { secuId: body.secuId } },
        })
        return { secuId: body.secuId }
      })
    },

    async flags(actor: Actor, userId: number): Promise<UserFlags> {
      const user = await userFor(actor, userId)
      return flagsOf(db, user.id)
    },

    async addFlag(actor: Actor, userId: number, body: FlagValues): Promise<UserFlags> {
      return db.transaction(async (tx) => {
        const user = await userFor(actor, userId, tx)
        const flag = await repo.insertFlag(tx, { userId: user.id, ...body, createdById: actor.id, at: clock.now() })
        await recordAudit(tx, {
          action: 'user.flag_add',
          actor,
          subjectType: 'user_flag',
          subjectId: flag.id,
          details: { userId: user.id, before: null, after: flagFacts(flag) },
        })
        return flagsOf(tx, user.id)
      })
    },

    async updateFlag(actor: Actor, userId: number, flagId: number, body: FlagValues): Promise<UserFlags> {
      return db.transaction(async (tx) => {
        const flag = policy.authorize(
          actor,
          'edit',
          onScreen(await repo.flag(tx, userId, flagId, true), subjectOf(actor, userId)),
        ).record
        await repo.updateFlag(tx, flag.id, { ...body, at: clock.now() })
        await recordAudit(tx, {
          action: 'user.flag_update',
          actor,
          subjectType: 'user_flag',
          subjectId: flag.id,
          details: { userId: flag.userId, before: flagFacts(flag), after: flagFacts(body) },
        })
        return flagsOf(tx, flag.userId)
      })
    },

    async notes(actor: Actor, userId: number): Promise<UserNotes> {
      const user = await userFor(actor, userId)
      return notesOf(db, user.id)
    },

    async addNote(actor: Actor, userId: number, body: NoteValues): Promise<UserNotes> {
      return db.transaction(async (tx) => {
        const user = await userFor(actor, userId, tx)
        const note = await repo.insertNote(tx, {
          userId: user.id,
          authorId: actor.id,
          note: body.note,
          at: clock.now(),
        })
        await recordAudit(tx, {
          action: 'user.note_add',
          actor,
          subjectType: 'user_note',
          subjectId: note.id,
          details: { userId: user.id, before: null, after: { note: note.note } },
        })
        return notesOf(tx, user.id)
      })
    },

    async updateNote(actor: Actor, userId: number, noteId: number, body: NoteValues): Promise<UserNotes> {
      return db.transaction(async (tx) => {
        const note = policy.authorize(
          actor,
          'edit',
          onScreen(await repo.note(tx, userId, noteId, true), subjectOf(actor, userId)),
        ).record
        await repo.updateNote(tx, note.id, body.note, clock.now())
        await recordAudit(tx, {
          action: 'user.note_update',
          actor,
          subjectType: 'user_note',
          subjectId: note.id,
          details: { userId: note.userId, before: { note: note.note }, after: { note: body.note } },
        })
        return notesOf(tx, note.userId)
      })
    },
  }
}

/** A flag's fields as the contract has parsed them (the note trimmed, empty as null). */
type FlagValues = Omit<FlagBody, 'note'> & { note: string | null }
type NoteValues = NoteBody
