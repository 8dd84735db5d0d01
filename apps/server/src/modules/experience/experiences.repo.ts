/**
 * Experience entries, their files and reviews, the service types they count toward, and the
 * verifier validations (db/schema/certification.ts, catalog.ts). Dumb reads and writes: the
 * rules are in experiences.service.ts and experience-validation.service.ts.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { EXPERIENCE_LIST_STATUSES, type ExperienceListStatus, type ListQuery } from '@portal/contracts'
import {
  certifications,
  experienceValidationItems,
  experienceValidations,
  experiences,
  registrations,
  serviceTypes,
  users,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, oneStatusFilter, planList, type ListSpec } from '../../platform/http/list'

export type ExperienceRecord = typeof experiences.$inferSelect
export type NewExperience = typeof experiences.$inferInsert
export type ServiceTypeRow = typeof serviceTypes.$inferSelect
export type ValidationRecord = typeof experienceValidations.$inferSelect

type ExperienceListField =
  'firstName' | 'lastName' | 'startDate' | 'endDate' | 'certification' | 'hours' | 'militarySpouse' | 'status'

/** The staff list's Status: pending (undecided), approved, or the rejection's review status. */
const statusColumn = sql<ExperienceListStatus>`(case
  when ${experiences.approved} is null then 'pending'
  when ${experiences.approved} then 'approved'
  when ${experiences.reviewStatus} = 'more_info_requested' then 'more_info_requested'
  else 'rejected' end)`

/**
 * The Status filter, written so the (approved, start_date desc) index serves it; no value is
 * interpolated (each status is its own statement shape).
 */
const STATUS_CONDITIONS: Record<ExperienceListStatus, SQL> = {
  pending: sql`${experiences.approved} is null`,
  approved: sql`${experiences.approved} = true`,
  rejected: sql`(${experiences.approved} = false and ${experiences.reviewStatus} is distinct from 'more_info_requested')`,
  more_info_requested: sql`(${experiences.approved} = false and ${experiences.reviewStatus} = 'more_info_requested')`,
}

const listSpec: ListSpec<ExperienceListField | 'id'> = {
  fields: {
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    startDate: { column: experiences.startDate, sortable: true },
    endDate: { column: experiences.endDate, sortable: true },
    certification: { column: certifications.name, sortable: true, filter: 'contains' },
    hours: { column: experiences.hours, sortable: true, filter: 'number' },
    militarySpouse: { column: registrations.militarySpouse, sortable: true, filter: 'boolean' },
    // Filtered by the list itself (STATUS_CONDITIONS), sorted as shown.
    status: { column: statusColumn, sortable: true },
    // The default order's second key only (not sortable or filterable by clients).
    id: { column: experiences.id },
  },
  // Latest start first, then the latest logged among entries of one day: the order of the
  // (approved, start_date desc, id desc) index, so a page reads 10 index entries, not every pending one.
  defaultSort: [
    { field: 'startDate', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ],
  tiebreaker: experiences.id,
}

const experienceColumns = {
  experience: experiences,
  serviceType: serviceTypes.name,
}

export const experiencesRepo = {
  /** Entries waiting for a staff decision (the Experiences review queue). */
  pendingCount(db: DbOrTx): Promise<number> {
    return db.$count(experiences, isNull(experiences.approved))
  },

  // Catalogue -----------------------------------------------------------------------------------

  /** The service types a certification's entries may count toward (not retired), in catalogue order. */
  serviceTypes(db: DbOrTx, certificationId: number) {
    return db
      .select()
      .from(serviceTypes)
      .where(
        and(
          isNull(serviceTypes.retiredAt),
          or(isNull(serviceTypes.certificationId), eq(serviceTypes.certificationId, certificationId)),
        ),
      )
      .orderBy(asc(serviceTypes.id))
  },

  async serviceType(db: DbOrTx, id: number) {
    const [row] = await db.select().from(serviceTypes).where(eq(serviceTypes.id, id))
    return row ?? null
  },

  // Entries -------------------------------------------------------------------------------------

  /** A registration's entries with their service type's name, by start date. */
  ofRegistration(db: DbOrTx, registrationId: number) {
    return db
      .select(experienceColumns)
      .from(experiences)
      .innerJoin(serviceTypes, eq(serviceTypes.id, experiences.serviceTypeId))
      .where(eq(experiences.registrationId, registrationId))
      .orderBy(desc(experiences.startDate), desc(experiences.id))
  },

  async byId(db: DbOrTx, id: number) {
    const [row] = await db
      .select(experienceColumns)
      .from(experiences)
      .innerJoin(serviceTypes, eq(serviceTypes.id, experiences.serviceTypeId))
      .where(eq(experiences.id, id))
    return row ?? null
  },

  /** Entries by id (any registration), for a validation request. */
  byIds(db: DbOrTx, ids: number[]) {
    return db
      .select(experienceColumns)
      .from(experiences)
      .innerJoin(serviceTypes, eq(serviceTypes.id, experiences.serviceTypeId))
      .where(inArray(experiences.id, ids))
      .orderBy(asc(experiences.startDate), asc(experiences.id))
  },

  /** The registration an entry belongs to (its owner decides who may see the entry). */
  async registrationOf(db: DbOrTx, experienceId: number) {
    const [row] = await db
      .select({ id: registrations.id, userId: registrations.userId })
      .from(experiences)
      .innerJoin(registrations, eq(registrations.id, experiences.registrationId))
      .where(eq(experiences.id, experienceId))
    return row ?? null
  },

  async insert(db: DbOrTx, values: NewExperience): Promise<ExperienceRecord> {
    const [row] = await db.insert(experiences).values(values).returning()
    if (!row) throw new Error('experience insert returned no row')
    return row
  },

  /** `updatedAt` is the caller's clock. */
  async update(db: DbOrTx, id: number, values: Partial<NewExperience> & { updatedAt: Date }) {
    await db.update(experiences).set(values).where(eq(experiences.id, id))
  },

  // The staff list ------------------------------------------------------------------------------

  list(db: DbOrTx, query: ListQuery) {
    // The Status filter: one value, pending unless another is asked for.
    const { status, query: rest } = oneStatusFilter(query, EXPERIENCE_LIST_STATUSES, 'pending')
    const plan = planList(rest, listSpec)
    const page = db
      .select({
        id: experiences.id,
        registrationId: experiences.registrationId,
        userId: registrations.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        startDate: experiences.startDate,
        endDate: experiences.endDate,
        certification: sql<string>`coalesce(${certifications.name}, '')`,
        hours: experiences.hours,
        militarySpouse: registrations.militarySpouse,
        status: statusColumn,
      })
      .from(experiences)
      .innerJoin(registrations, eq(registrations.id, experiences.registrationId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(certifications, eq(certifications.id, registrations.certificationId))
      .$dynamic()
    return listPage(
      db,
      { ...plan, where: and(STATUS_CONDITIONS[status], plan.where), shape: `status:${status} ${plan.shape}` },
      {
        page,
        count: (rows) =>
          rows
            .from(experiences)
            .innerJoin(registrations, eq(registrations.id, experiences.registrationId))
            .innerJoin(users, eq(users.id, registrations.userId))
            .leftJoin(certifications, eq(certifications.id, registrations.certificationId)),
      },
      { statement: 'experiences' },
    )
  },

  // Verifier validations ------------------------------------------------------------------------

  async insertValidation(db: DbOrTx, values: typeof experienceValidations.$inferInsert) {
    const [row] = await db.insert(experienceValidations).values(values).returning()
    if (!row) throw new Error('validation insert returned no row')
    return row
  },

  async insertValidationItems(db: DbOrTx, validationId: number, experienceIds: number[]) {
    if (experienceIds.length === 0) return
    await db
      .insert(experienceValidationItems)
      .values(experienceIds.map((experienceId) => ({ validationId, experienceId })))
  },

  /** A registration's validations, newest first, each with its entries' ids. */
  validationsOf(db: DbOrTx, registrationId: number) {
    return db
      .select({
        validation: experienceValidations,
        experienceIds: sql<number[]>`coalesce((
          select array_agg(${experienceValidationItems.experienceId} order by ${experienceValidationItems.experienceId})
          from ${experienceValidationItems}
          where ${experienceValidationItems.validationId} = ${experienceValidations.id}
        ), '{}')`,
      })
      .from(experienceValidations)
      .where(eq(experienceValidations.registrationId, registrationId))
      .orderBy(desc(experienceValidations.createdAt), desc(experienceValidations.id))
  },

  /** The signed validations that cover an entry, newest first. */
  signedValidationsOf(db: DbOrTx, experienceId: number) {
    return db
      .select({ validation: experienceValidations })
      .from(experienceValidations)
      .innerJoin(experienceValidationItems, eq(experienceValidationItems.validationId, experienceValidations.id))
      .where(and(eq(experienceValidationItems.experienceId, experienceId), isNotNull(experienceValidations.signedAt)))
      .orderBy(desc(experienceValidations.signedAt), desc(experienceValidations.id))
  },

  async validation(db: DbOrTx, id: number, lock = false) {
    const query = db.select().from(experienceValidations).where(eq(experienceValidations.id, id))
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  },

  async validationItems(db: DbOrTx, validationId: number) {
    const rows = await db
      .select({ experienceId: experienceValidationItems.experienceId })
      .from(experienceValidationItems)
      .where(eq(experienceValidationItems.validationId, validationId))
      .orderBy(asc(experienceValidationItems.experienceId))
    return rows.map((row) => row.experienceId)
  },

  async validationByTokenHash(db: DbOrTx, tokenHash: string) {
    const [row] = await db.select().from(experienceValidations).where(eq(experienceValidations.tokenHash, tokenHash))
    return row ?? null
  },

  /** The entries a validation asks about, with their service type's name. */
  validationExperiences(db: DbOrTx, validationId: number) {
    return db
      .select(experienceColumns)
      .from(experienceValidationItems)
      .innerJoin(experiences, eq(experiences.id, experienceValidationItems.experienceId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, experiences.serviceTypeId))
      .where(eq(experienceValidationItems.validationId, validationId))
      .orderBy(asc(experiences.startDate), asc(experiences.id))
  },

  /**
   * Records the verifier's answer once: only while the link is unused and unexpired at `now`, so
   * of two submissions one records and the other changes nothing.
   */
  async sign(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    values: { startsOn: string; endsOn: string; hours: number; comments: string | null; signature: string },
  ) {
    const [row] = await db
      .update(experienceValidations)
      .set({ ...values, signedAt: now, updatedAt: now })
      .where(
        and(
          eq(experienceValidations.tokenHash, tokenHash),
          isNull(experienceValidations.signedAt),
          gt(experienceValidations.expiresAt, now),
        ),
      )
      .returning()
    return row ?? null
  },

  /** `updatedAt` is the caller's clock. */
  async updateValidation(
    db: DbOrTx,
    id: number,
    values: Partial<typeof experienceValidations.$inferInsert> & { updatedAt: Date },
  ) {
    const [row] = await db.update(experienceValidations).set(values).where(eq(experienceValidations.id, id)).returning()
    return row ?? null
  },

  /** The candidate and certification a registration's validation e-mail and page name. */
  async registrationNames(db: DbOrTx, registrationId: number) {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        certification: sql<string>`coalesce(${certifications.name}, '')`,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(certifications, eq(certifications.id, registrations.certificationId))
      .where(eq(registrations.id, registrationId))
    return row ?? null
  },
}
