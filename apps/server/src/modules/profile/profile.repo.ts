import type { Day } from '@portal/contracts'
import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import {
  emailChanges,
  addresses,
  areasOfExpertise,
  militaryInstallations,
  userAreasOfExpertise,
  users,
  userWorkAreaCategories,
  userWorkAreas,
  workAreaCategories,
  workAreas,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { preparedStatement } from '../../platform/db/prepared'

export type UserRow = typeof users.$inferSelect
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>
export type AddressRow = typeof addresses.$inferSelect
export type AddressChanges = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>

/** The catalogue lists a profile can point at. */
export type ChoiceKind = 'workAreaCategory' | 'workArea' | 'areaOfExpertise' | 'militaryInstallation'

export interface ChoiceRow {
  id: number
  name: string
  retiredAt: Date | null
  /** The category of a work area. */
  workAreaCategoryId: number | null
}

export interface ProfileLinks {
  workAreaCategoryIds: number[]
  workAreas: Array<{ workAreaId: number; primary: boolean }>
  areaOfExpertiseIds: number[]
}

const choiceTables = {
  workAreaCategory: workAreaCategories,
  workArea: workAreas,
  areaOfExpertise: areasOfExpertise,
  militaryInstallation: militaryInstallations,
} as const

/** Rows offered as new choices (not retired), plus the given ids (already chosen, maybe retired). */
function offeredOr(table: (typeof choiceTables)[ChoiceKind], ids: readonly number[]): SQL | undefined {
  return ids.length > 0 ? or(isNull(table.retiredAt), inArray(table.id, [...ids])) : isNull(table.retiredAt)
}

/**
 * "An approved membership record whose days include `today` (both ends inclusive)" as one SQL
 * condition on a users row: the single definition behind `hasMembershipCovering` and every list
 * that needs the same rule (the member directory). It reads `users.membership_days`, the days of
 * the user's approved records that the database keeps on every write of them (decision 0015), so a
 * list tests each candidate on the row it already reads instead of probing the records.
 */
export function membershipCoveringSql(today: Day | Placeholder): SQL {
  return sql`${users.membershipDays} @> ${today}::date`
}

/** Asked by every cart page, the dashboard and the directory: built once (decision 0009). */
const membershipCovering = preparedStatement<{ covered: boolean }[], { userId: number; today: Day }>(
  'membership_covering',
  (db) =>
    db
      .select({ covered: membershipCoveringSql(sql.placeholder('today')).mapWith(Boolean) })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId'))),
)

/** The only code that touches the profile's tables (users' profile columns, addresses, choices). */
export const profileRepo = {
  async updateUser(db: DbOrTx, userId: number, changes: UserChanges): Promise<void> {
    await db.update(users).set(changes).where(eq(users.id, userId))
  },

  async insertEmailChange(
    db: DbOrTx,
    values: { userId: number; oldEmail: string; newEmail: string; tokenHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await db.insert(emailChanges).values(values)
  },

  /**
   * Uses a live undo link: marks it and every other open change of the same account used (a later
   * change's link must not undo the restore), and returns the change; undefined when the link is
   * unknown, used or expired.
   */
  async consumeEmailChange(db: DbOrTx, tokenHash: string, now: Date) {
    const [change] = await db
      .update(emailChanges)
      .set({ restoredAt: now })
      .where(
        and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.restoredAt), gt(emailChanges.expiresAt, now)),
      )
      .returning({ userId: emailChanges.userId, oldEmail: emailChanges.oldEmail, newEmail: emailChanges.newEmail })
    if (!change) return undefined
    await db
      .update(emailChanges)
      .set({ restoredAt: now })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.restoredAt)))
    return change
  },

  async pruneEmailChanges(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(emailChanges).where(lt(emailChanges.expiresAt, now))
  },

  /** True when another account already uses the e-mail address, whatever its case. */
  async isEmailTaken(db: DbOrTx, email: string, exceptUserId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${exceptUserId}`))
    return row !== undefined
  },

  /** An approved membership record whose days include `today` (both ends inclusive). */
  async hasMembershipCovering(db: DbOrTx, userId: number, today: Day): Promise<boolean> {
    const [row] = await membershipCovering(db, { userId, today })
    return row?.covered === true
  },

  async findLinks(db: DbOrTx, userId: number): Promise<ProfileLinks> {
    // One after another: inside a transaction the statements share one connection anyway.
    const categories = await db
      .select({ id: userWorkAreaCategories.workAreaCategoryId })
      .from(userWorkAreaCategories)
      .where(eq(userWorkAreaCategories.userId, userId))
      .orderBy(asc(userWorkAreaCategories.workAreaCategoryId))
    const areas = await db
      .select({ workAreaId: userWorkAreas.workAreaId, primary: userWorkAreas.primary })
      .from(userWorkAreas)
      .where(eq(userWorkAreas.userId, userId))
      .orderBy(asc(userWorkAreas.workAreaId))
    const expertise = await db
      .select({ id: userAreasOfExpertise.areaOfExpertiseId })
      .from(userAreasOfExpertise)
      .where(eq(userAreasOfExpertise.userId, userId))
      .orderBy(asc(userAreasOfExpertise.areaOfExpertiseId))
    return {
      workAreaCategoryIds: categories.map((row) => row.id),
      workAreas: areas,
      areaOfExpertiseIds: expertise.map((row) => row.id),
    }
  },

  async replaceWorkAreaCategories(db: DbOrTx, userId: number, ids: readonly number[]): Promise<void> {
    await db.delete(userWorkAreaCategories).where(eq(userWorkAreaCategories.userId, userId))
    if (ids.length > 0) {
      await db.insert(userWorkAreaCategories).values(ids.map((workAreaCategoryId) => ({ userId, workAreaCategoryId })))
    }
  },

  async replaceWorkAreas(
    db: DbOrTx,
    userId: number,
    areas: ReadonlyArray<{ workAreaId: number; primary: boolean }>,
  ): Promise<void> {
    await db.delete(userWorkAreas).where(eq(userWorkAreas.userId, userId))
    if (areas.length > 0) await db.insert(userWorkAreas).values(areas.map((area) => ({ userId, ...area })))
  },

  async replaceAreasOfExpertise(db: DbOrTx, userId: number, ids: readonly number[]): Promise<void> {
    await db.delete(userAreasOfExpertise).where(eq(userAreasOfExpertise.userId, userId))
    if (ids.length > 0) {
      await db.insert(userAreasOfExpertise).values(ids.map((areaOfExpertiseId) => ({ userId, areaOfExpertiseId })))
    }
  },

  /** The catalogue rows with these ids (retired ones included); unknown ids are simply absent. */
  async findChoices(db: DbOrTx, kind: ChoiceKind, ids: readonly number[]): Promise<ChoiceRow[]> {
    if (ids.length === 0) return []
    if (kind === 'workArea') {
      return db
        .select({
          id: workAreas.id,
          name: workAreas.name,
          retiredAt: workAreas.retiredAt,
          workAreaCategoryId: workAreas.workAreaCategoryId,
        })
        .from(workAreas)
        .where(inArray(workAreas.id, [...ids]))
    }
    const table = choiceTables[kind]
    return db
      .select({ id: table.id, name: table.name, retiredAt: table.retiredAt, workAreaCategoryId: sql<null>`null` })
      .from(table)
      .where(inArray(table.id, [...ids]))
  },

  /** The rows of one list offered to a person: the live ones and those they already chose. */
  async listChoices(db: DbOrTx, kind: ChoiceKind, chosenIds: readonly number[]): Promise<ChoiceRow[]> {
    if (kind === 'workArea') {
      return db
        .select({
          id: workAreas.id,
          name: workAreas.name,
          retiredAt: workAreas.retiredAt,
          workAreaCategoryId: workAreas.workAreaCategoryId,
        })
        .from(workAreas)
        .where(offeredOr(workAreas, chosenIds))
        .orderBy(asc(workAreas.name), asc(workAreas.id))
    }
    const table = choiceTables[kind]
    return db
      .select({ id: table.id, name: table.name, retiredAt: table.retiredAt, workAreaCategoryId: sql<null>`null` })
      .from(table)
      .where(offeredOr(table, chosenIds))
      .orderBy(asc(table.name), asc(table.id))
  },

  async listAddresses(db: DbOrTx, userId: number): Promise<AddressRow[]> {
    return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id))
  },

  async insertAddress(db: DbOrTx, userId: number, values: AddressChanges): Promise<AddressRow> {
    const [address] = await db
      .insert(addresses)
      .values({ ...values, userId })
      .returning()
    if (!address) throw new Error('address insert returned no row')
    return address
  },

  /** Updates the address if the user owns it; undefined otherwise. */
  async updateOwnAddress(
    db: DbOrTx,
    userId: number,
    addressId: number,
    values: AddressChanges,
  ): Promise<AddressRow | undefined> {
    const [address] = await db
      .update(addresses)
      .set(values)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning()
    return address
  },

  /** Deletes the address if the user owns it; false otherwise. The user's primary reference is cleared by its key. */
  async deleteOwnAddress(db: DbOrTx, userId: number, addressId: number): Promise<boolean> {
    const deleted = await db
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ id: addresses.id })
    return deleted.length > 0
  },

  /** One address, whoever's it is (the service asks the policy whether it may be touched). */
  async address(db: DbOrTx, addressId: number): Promise<AddressRow | undefined> {
    const [address] = await db.select().from(addresses).where(eq(addresses.id, addressId))
    return address
  },
}
