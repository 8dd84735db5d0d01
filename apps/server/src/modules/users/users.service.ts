/**
 * Users: the admin list of accounts, and the few reads of a user other modules need
 * (`UsersReader`), so no module reads the users table or another module's repo for them.
 */
import type { ListQuery } from '@portal/contracts'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx } from '../../platform/db/database'
import { hasValidMembership } from '../profile/valid-membership'
import { usersRepo, type UserRecord } from './users.repo'

export type { UserRecord }

/** What other modules may read of a user. Each takes the caller's transaction when it has one. */
export interface UsersReader {
  /** The account, or undefined for an unknown id. */
  findUser(db: DbOrTx, userId: number): Promise<UserRecord | undefined>
  /** Spec 1 §6 "valid membership" at `now` (default: the clock's now), the profile module's one rule. */
  hasValidMembership(db: DbOrTx, userId: number, now?: Date): Promise<boolean>
}

export type UsersService = ReturnType<typeof createUsersService>

export function createUsersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    findUser: (dbOrTx: DbOrTx, userId: number) => usersRepo.findById(dbOrTx, userId),
    hasValidMembership: (dbOrTx: DbOrTx, userId: number, now: Date = clock.now()) =>
      hasValidMembership(dbOrTx, userId, now),
    listUsers: (query: ListQuery) => usersRepo.listUsers(db, query),
  }
}
