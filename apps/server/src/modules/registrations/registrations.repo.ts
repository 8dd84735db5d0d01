/**
 * Certification registrations, their documents, reviews and line items (db/schema/certification.ts,
 * commerce.ts), and the catalogue they are sold from: the only code that writes a registration's
 * status.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { APPROVAL_REGISTRATION_STATUSES, type ListQuery, type RegistrationListField } from '@portal/contracts'
import {
  addresses,
  certifications,
  courseMaterialPathwayTypes,
  courseMaterials,
  examAttempts,
  exams,
  experiences,
  extensions,
  lineItems,
  media,
  pathwayTypes,
  practiceExams,
  registrationFees,
  registrations,
  reviews,
  shippingFees,
  trainingRequirements,
  trainings,
  transactions,
  universities,
  userTrainings,
  users,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { listPage, planList, type ListSpec } from '../../platform/http/list'
import { lineKey, type DesiredLine, type RegistrationLineKind } from './registration-lines'

/**
 * What a registration's exam line needs of the exams module (which owns exam attempts): an exam
 * line's category is the attempt it pays for.
 */
export interface ExamAttemptRecords {
  open(tx: DbOrTx, attempt: { registrationId: number; examId: number }): Promise<number>
  linkLine(tx: DbOrTx, attemptId: number, lineItemId: number): Promise<void>
  discard(tx: DbOrTx, attemptId: number): Promise<void>
}

export type RegistrationRow = typeof registrations.$inferSelect
export type NewRegistration = typeof registrations.$inferInsert
/** What a registration keeps in `extra` besides the integrations' fields. */
export interface RegistrationChoices {
  courseMaterialIds?: number[]
  noCourseMaterials?: boolean
  independentTrainerId?: number | null
  /** A post-registration step staff sent the candidate back to. */
  rejectedToStep?: string
  /** How many post-registration steps the candidate reached. */
  postRegistrationStep?: number
}

export const choicesOf = (row: Pick<RegistrationRow, 'extra'>): RegistrationChoices => row.extra as RegistrationChoices

const REGISTRATION_KINDS: RegistrationLineKind[] = [
  'registration_fee',
  'course_material',
  'shipping_fee',
  'exam',
  'practice_exam',
]

const lineColumns = {
  id: lineItems.id,
  userId: lineItems.userId,
  registrationId: lineItems.registrationId,
  categoryType: lineItems.categoryType,
  categoryId: lineItems.categoryId,
  name: lineItems.name,
  priceCents: lineItems.priceCents,
  finalPriceCents: lineItems.finalPriceCents,
  quantity: lineItems.quantity,
  showInCart: lineItems.showInCart,
  chargedOnApproval: lineItems.chargedOnApproval,
  discountId: lineItems.discountId,
  extra: lineItems.extra,
  transactionId: lineItems.transactionId,
  paidAt: lineItems.paidAt,
  examId: examAttempts.examId,
  providerPaymentId: transactions.stripeId,
}

function selectLines(db: DbOrTx, registrationId: number) {
  return db
    .select(lineColumns)
    .from(lineItems)
    .leftJoin(examAttempts, and(eq(lineItems.categoryType, 'exam'), eq(examAttempts.id, lineItems.categoryId)))
    .leftJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .where(eq(lineItems.registrationId, registrationId))
    .orderBy(asc(lineItems.id))
}

export type RegistrationLine = Awaited<ReturnType<typeof selectLines>>[number]

/** The catalogue id a line stands for: its exam for an exam line (its category is the attempt). */
export const catalogIdOf = (line: Pick<RegistrationLine, 'categoryType' | 'categoryId' | 'examId'>) =>
  line.categoryType === 'exam' ? (line.examId ?? -1) : line.categoryId

const listSpec: ListSpec<RegistrationListField> = {
  fields: {
    certification: { column: certifications.name, sortable: true, filter: 'contains' },
    challengePath: { column: pathwayTypes.name, sortable: true, filter: 'contains' },
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    updatedAt: { column: registrations.updatedAt, sortable: true },
    status: { column: registrations.status, sortable: true, filter: 'exact' },
    militarySpouse: { column: registrations.militarySpouse, sortable: true, filter: 'boolean' },
  },
  defaultSort: [{ field: 'updatedAt', direction: 'desc' }],
  tiebreaker: registrations.id,
}

const rowColumns = {
  id: registrations.id,
  userId: registrations.userId,
  certification: sql<string>`coalesce(${certifications.name}, ${trainings.name}, '')`,
  challengePath: pathwayTypes.name,
  firstName: users.firstName,
  lastName: users.lastName,
  updatedAt: registrations.updatedAt,
  status: registrations.status,
  step: registrations.step,
  expirationStatus: registrations.expirationStatus,
  militarySpouse: registrations.militarySpouse,
  /** The step staff sent it back to, while it waits in the wizard (its latest decision a rejection). */
  sentBackTo: sql<string | null>`case when "registrations"."status" = 'pre_registration' then (
      select case when "latest"."approved" = false then "latest"."new_step" end
        from "reviews" as "latest" where "latest"."registration_id" = "registrations"."id"
       order by "latest"."created_at" desc, "latest"."id" desc limit 1) end`,
}

export const registrationsRepo = {
  /** Certification registrations waiting for a staff decision (the Registrations review queue). */
  pendingCount(db: DbOrTx): Promise<number> {
    return db.$count(
      registrations,
      and(isNotNull(registrations.certificationId), inArray(registrations.status, [...APPROVAL_REGISTRATION_STATUSES])),
    )
  },

  // Catalogue -----------------------------------------------------------------------------------

  async certification(db: DbOrTx, id: number) {
    const [row] = await db.select().from(certifications).where(eq(certifications.id, id))
    return row ?? null
  },

  certifications(db: DbOrTx) {
    return db.select().from(certifications).where(isNull(certifications.retiredAt)).orderBy(asc(certifications.id))
  },

  /** The pathways of a certification with their registration fee (the first, if several). */
  async pathways(db: DbOrTx, certificationId: number) {
    const rows = await db
      .select({ pathway: pathwayTypes, fee: registrationFees })
      .from(pathwayTypes)
      .leftJoin(
        registrationFees,
        and(eq(registrationFees.pathwayTypeId, pathwayTypes.id), isNull(registrationFees.retiredAt)),
      )
      .where(eq(pathwayTypes.certificationId, certificationId))
      .orderBy(asc(pathwayTypes.sortOrder), asc(pathwayTypes.id), asc(registrationFees.id))
    const seen = new Map<number, (typeof rows)[number]>()
    for (const row of rows) if (!seen.has(row.pathway.id)) seen.set(row.pathway.id, row)
    return [...seen.values()].map(({ pathway, fee }) => ({ ...pathway, fee }))
  },

  async courseMaterials(db: DbOrTx, certificationId: number) {
    const [materials, links] = await readAll(db, [
      () =>
        db
          .select()
          .from(courseMaterials)
          .where(and(eq(courseMaterials.certificationId, certificationId), isNull(courseMaterials.retiredAt)))
          .orderBy(asc(courseMaterials.id)),
      () =>
        db
          .select({ courseMaterialId: courseMaterialPathwayTypes.courseMaterialId, pathwayTypeId: pathwayTypes.id })
          .from(courseMaterialPathwayTypes)
          .innerJoin(pathwayTypes, eq(pathwayTypes.id, courseMaterialPathwayTypes.pathwayTypeId))
          .where(eq(pathwayTypes.certificationId, certificationId)),
    ])
    return materials.map((material) => ({
      ...material,
      pathwayTypeIds: links.filter((l) => l.courseMaterialId === material.id).map((l) => l.pathwayTypeId),
    }))
  },

  async practiceExam(db: DbOrTx, certificationId: number) {
    const [row] = await db
      .select()
      .from(practiceExams)
      .where(and(eq(practiceExams.certificationId, certificationId), isNull(practiceExams.retiredAt)))
      .orderBy(asc(practiceExams.id))
      .limit(1)
    return row ?? null
  },

  exams(db: DbOrTx, certificationId: number) {
    return db
      .select()
      .from(exams)
      .where(and(eq(exams.certificationId, certificationId), isNull(exams.retiredAt)))
      .orderBy(asc(exams.id))
  },

  shippingFees(db: DbOrTx, certificationId: number) {
    return db
      .select()
      .from(shippingFees)
      .where(and(eq(shippingFees.certificationId, certificationId), isNull(shippingFees.retiredAt)))
      .orderBy(asc(shippingFees.id))
  },

  universities(db: DbOrTx) {
    return db
      .select({ id: universities.id, name: universities.name, programName: universities.programName })
      .from(universities)
      .where(isNull(universities.retiredAt))
      .orderBy(asc(universities.name), asc(universities.id))
  },

  async university(db: DbOrTx, id: number) {
    const [row] = await db.select().from(universities).where(eq(universities.id, id))
    return row ?? null
  },

  /** Users holding an unrevoked licence of the Independent Trainer training. */
  independentTrainers(db: DbOrTx) {
    return db
      .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(userTrainings)
      .innerJoin(trainings, eq(trainings.id, userTrainings.trainingId))
      .innerJoin(users, eq(users.id, userTrainings.userId))
      .where(and(eq(trainings.isIndependentTrainer, true), eq(userTrainings.revoked, false)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
  },

  /** Completed Money Management Essentials courses of a user, with what their paid training item cost. */
  async essentialsCompletions(db: DbOrTx, userId: number) {
    const rows = await db
      .select({
        completedOn: userTrainings.completedOn,
        paidCents: sql<number>`coalesce((
          select max(${lineItems.finalPriceCents} * ${lineItems.quantity})
          from ${lineItems}
          inner join ${trainingRequirements} on ${trainingRequirements.id} = ${lineItems.categoryId}
          where ${lineItems.userId} = ${userTrainings.userId}
            and ${lineItems.categoryType} = 'training'
            and ${lineItems.transactionId} is not null
            and ${trainingRequirements.trainingId} = ${userTrainings.trainingId}
        ), 0)`.mapWith(Number),
      })
      .from(userTrainings)
      .innerJoin(trainings, eq(trainings.id, userTrainings.trainingId))
      .where(
        and(
          eq(userTrainings.userId, userId),
          eq(trainings.name, 'Money Management Essentials'),
          isNotNull(userTrainings.completedOn),
          eq(userTrainings.revoked, false),
        ),
      )
    return rows.flatMap((row) => (row.completedOn ? [{ completedOn: row.completedOn, paidCents: row.paidCents }] : []))
  },

  async address(db: DbOrTx, userId: number, addressId: number) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    return row ?? null
  },

  // Registrations -------------------------------------------------------------------------------

  async registration(db: DbOrTx, id: number, lock = false): Promise<RegistrationRow | null> {
    const query = db.select().from(registrations).where(eq(registrations.id, id))
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  },

  /** The user's open registration for a certification: not complete, not expired. */
  async openRegistration(db: DbOrTx, userId: number, certificationId: number): Promise<RegistrationRow | null> {
    const [row] = await db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.userId, userId),
          eq(registrations.certificationId, certificationId),
          ne(registrations.status, 'complete'),
          eq(registrations.expirationStatus, 'not_expired'),
        ),
      )
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(1)
    return row ?? null
  },

  /** The user's newest registration of a certification, whatever its state, or null. */
  async newestRegistration(db: DbOrTx, userId: number, certificationId: number): Promise<RegistrationRow | null> {
    const [row] = await db
      .select()
      .from(registrations)
      .where(and(eq(registrations.userId, userId), eq(registrations.certificationId, certificationId)))
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(1)
    return row ?? null
  },

  async insertRegistration(db: DbOrTx, values: NewRegistration): Promise<RegistrationRow> {
    const [row] = await db.insert(registrations).values(values).returning()
    if (!row) throw new Error('registration insert returned no row')
    return row
  },

  /** `updatedAt` is the caller's clock. */
  async update(db: DbOrTx, id: number, values: Partial<NewRegistration> & { updatedAt: Date }) {
    await db.update(registrations).set(values).where(eq(registrations.id, id))
  },

  /** Changes a registration and answers it as it is now; `updatedAt` is the caller's clock. */
  async updateReturning(
    db: DbOrTx,
    id: number,
    values: Partial<NewRegistration> & { updatedAt: Date },
  ): Promise<RegistrationRow> {
    const [row] = await db.update(registrations).set(values).where(eq(registrations.id, id)).returning()
    if (!row) throw new Error(`registration ${id} is missing`)
    return row
  },

  /** The latest registration per certification and per training of a user. */
  latest(db: DbOrTx, userId: number) {
    return db
      .selectDistinctOn([registrations.certificationId, registrations.trainingId])
      .from(registrations)
      .where(eq(registrations.userId, userId))
      .orderBy(
        registrations.certificationId,
        registrations.trainingId,
        desc(registrations.createdAt),
        desc(registrations.id),
      )
  },

  async deleteRegistration(db: DbOrTx, id: number) {
    await db.delete(registrations).where(eq(registrations.id, id))
  },

  /**
   * Checked out: a pre-registration none of whose items (practice exams aside) is still unpaid in
   * the cart goes to registration review.
   */
  async submitIfSettled(tx: DbOrTx, registrationId: number, now: Date): Promise<boolean> {
    const [waiting] = await tx
      .select({ id: lineItems.id })
      .from(lineItems)
      .where(
        and(
          eq(lineItems.registrationId, registrationId),
          isNull(lineItems.transactionId),
          eq(lineItems.showInCart, true),
          ne(lineItems.categoryType, 'practice_exam'),
        ),
      )
      .limit(1)
    if (waiting) return false
    const updated = await tx
      .update(registrations)
      .set({ status: 'registration_approval', updatedAt: now })
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'pre_registration')))
      .returning({ id: registrations.id })
    return updated.length > 0
  },

  /** Removes a registration that was never paid for; its line items go with it (cascade). */
  async removePreRegistration(tx: DbOrTx, userId: number, registrationId: number) {
    await tx
      .delete(registrations)
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.userId, userId),
          eq(registrations.status, 'pre_registration'),
        ),
      )
  },

  async extensionOf(db: DbOrTx, registrationId: number) {
    const [row] = await db
      .select({ id: extensions.id, approved: extensions.approved })
      .from(extensions)
      .where(eq(extensions.registrationId, registrationId))
      .orderBy(desc(extensions.createdAt), desc(extensions.id))
      .limit(1)
    return row ?? null
  },

  // The candidate's certification dashboard ------------------------------------------------------

  /** The certification registration the dashboard is about (trainings aside), with its approved hours. */
  async latestRegistration(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({
        registration: registrations,
        certificationKey: certifications.key,
        certificationName: certifications.name,
        pathwayName: pathwayTypes.name,
        approvedHours: sql<number>`(
          select coalesce(sum(${experiences.hours}), 0) from ${experiences}
           where ${experiences.registrationId} = ${registrations.id} and ${experiences.approved})`.mapWith(Number),
      })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(pathwayTypes, eq(pathwayTypes.id, registrations.pathwayTypeId))
      .where(eq(registrations.userId, userId))
      // A registration the candidate works on comes first (spec 2 §2.1), even when a newer one
      // (another certification's wizard) was started since; otherwise the newest.
      .orderBy(
        desc(sql`${registrations.status} in ('in_progress', 'experience_approval', 'final_approval')
          and ${registrations.expirationStatus} in ('not_expired', 'expired_with_extension')`),
        desc(registrations.createdAt),
        desc(registrations.id),
      )
      .limit(1)
    return row ?? null
  },

  /** The registration's latest extension request: whether it is in the cart, its decision and new deadline. */
  async latestExtension(db: DbOrTx, registrationId: number) {
    const [row] = await db
      .select({
        approved: extensions.approved,
        isInCart: sql<boolean>`${extensions.submittedAt} is null`,
        extendedUntil: extensions.extendedUntil,
        // The reviewer's message on its decision (the reason a rejection gives); tables named in
        // full, as a single-table select prints its columns bare.
        decisionMessage: sql<string | null>`(
          select "reviews"."message" from "reviews" where "reviews"."extension_id" = "extensions"."id"
             and "reviews"."message" is not null
           order by "reviews"."created_at" desc, "reviews"."id" desc limit 1)`,
      })
      .from(extensions)
      .where(eq(extensions.registrationId, registrationId))
      .orderBy(desc(extensions.createdAt), desc(extensions.id))
      .limit(1)
    return row ?? null
  },

  /** Approved experience hours of a registration. */
  async approvedHours(db: DbOrTx, registrationId: number): Promise<number> {
    const [row] = await db
      .select({ hours: sql<number>`coalesce(sum(${experiences.hours}), 0)`.mapWith(Number) })
      .from(experiences)
      .where(and(eq(experiences.registrationId, registrationId), eq(experiences.approved, true)))
    return row?.hours ?? 0
  },

  async signCodeOfEthics(tx: DbOrTx, registrationId: number, signature: string, date: string, now: Date) {
    await tx
      .update(registrations)
      .set({ codeOfEthicsSignature: signature, codeOfEthicsSignatureDate: date, updatedAt: now })
      .where(and(eq(registrations.id, registrationId), isNull(registrations.codeOfEthicsSignature)))
  },

  // Documents -----------------------------------------------------------------------------------

  // Reviews -------------------------------------------------------------------------------------

  reviews(db: DbOrTx, registrationId: number) {
    return db
      .select({
        id: reviews.id,
        createdAt: reviews.createdAt,
        approved: reviews.approved,
        message: reviews.message,
        status: reviews.status,
        previousStep: reviews.previousStep,
        newStep: reviews.newStep,
        reviewerFirstName: users.firstName,
        reviewerLastName: users.lastName,
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.reviewerId))
      .where(eq(reviews.registrationId, registrationId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
  },

  // Line items ----------------------------------------------------------------------------------

  /** The registration's line items (paid or not), an exam line with its exam, a paid one with its payment. */
  lines: selectLines,

  /**
   * Makes the registration's unpaid lines the desired ones: deletes the unpaid lines no longer
   * wanted (an exam line with its attempt), reprices the others and inserts the new ones (an exam
   * line with a new attempt). Paid lines are never touched.
   */
  async syncLines(
    tx: DbOrTx,
    registration: Pick<RegistrationRow, 'id' | 'userId'>,
    /** The registration's lines as they are now (`lines`). */
    current: RegistrationLine[],
    desired: DesiredLine[],
    options: { showInCart: boolean },
    attempts: ExamAttemptRecords,
    now: Date,
  ) {
    const existing = current.filter(
      (line) => line.transactionId === null && REGISTRATION_KINDS.includes(line.categoryType as RegistrationLineKind),
    )
    const wanted = new Map(desired.map((line) => [lineKey(line), line]))
    const kept = new Set<string>()
    for (const line of existing) {
      const key = lineKey({ kind: line.categoryType, catalogId: catalogIdOf(line) })
      const want = wanted.get(key)
      if (!want || kept.has(key)) {
        await tx.delete(lineItems).where(eq(lineItems.id, line.id))
        if (line.categoryType === 'exam') await attempts.discard(tx, line.categoryId)
        continue
      }
      kept.add(key)
      const finalPriceCents = line.discountId === null ? want.finalPriceCents : line.finalPriceCents
      const isUnchanged =
        line.name === want.name &&
        line.priceCents === want.priceCents &&
        line.finalPriceCents === finalPriceCents &&
        line.chargedOnApproval === want.chargedOnApproval &&
        line.showInCart === options.showInCart &&
        (line.extra as { offer?: unknown }).offer === want.offer
      if (isUnchanged) continue
      await tx
        .update(lineItems)
        .set({
          name: want.name,
          priceCents: want.priceCents,
          // A code applied in the cart keeps its reduction.
          finalPriceCents,
          chargedOnApproval: want.chargedOnApproval,
          showInCart: options.showInCart,
          extra: { ...line.extra, offer: want.offer },
          updatedAt: now,
        })
        .where(eq(lineItems.id, line.id))
    }
    const added = desired.filter((want) => !kept.has(lineKey(want)))
    const valuesOf = (want: DesiredLine, categoryId: number) => ({
      userId: registration.userId,
      registrationId: registration.id,
      categoryType: want.kind,
      categoryId,
      name: want.name,
      priceCents: want.priceCents,
      finalPriceCents: want.finalPriceCents,
      chargedOnApproval: want.chargedOnApproval,
      showInCart: options.showInCart,
      extra: { offer: want.offer },
    })
    // An exam line pays for an attempt of its own, opened first; the other lines in one statement.
    for (const want of added.filter((line) => line.kind === 'exam')) {
      const attemptId = await attempts.open(tx, { registrationId: registration.id, examId: want.catalogId })
      const [line] = await tx.insert(lineItems).values(valuesOf(want, attemptId)).returning({ id: lineItems.id })
      if (line) await attempts.linkLine(tx, attemptId, line.id)
    }
    const others = added.filter((line) => line.kind !== 'exam')
    if (others.length > 0) await tx.insert(lineItems).values(others.map((want) => valuesOf(want, want.catalogId)))
  },

  /** Shows an unpaid line (the learning system's) in the cart again. */
  async showLine(tx: DbOrTx, lineItemId: number, now: Date) {
    await tx
      .update(lineItems)
      .set({ showInCart: true, updatedAt: now })
      .where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
  },

  async insertLine(tx: DbOrTx, values: typeof lineItems.$inferInsert) {
    const [row] = await tx.insert(lineItems).values(values).returning({ id: lineItems.id })
    if (!row) throw new Error('line insert returned no row')
    return row.id
  },

  /** Shows the registration's unpaid lines (all, or those of these kinds) in the cart. */
  async showInCart(tx: DbOrTx, registrationId: number, now: Date, kinds?: RegistrationLineKind[]) {
    await tx
      .update(lineItems)
      .set({ showInCart: true, updatedAt: now })
      .where(
        and(
          eq(lineItems.registrationId, registrationId),
          isNull(lineItems.transactionId),
          kinds ? inArray(lineItems.categoryType, kinds) : undefined,
        ),
      )
  },

  /** Deletes unpaid lines (an exam line with its attempt). */
  async deleteUnpaidLines(
    tx: DbOrTx,
    lines: Pick<RegistrationLine, 'id' | 'categoryType' | 'categoryId'>[],
    attempts: Pick<ExamAttemptRecords, 'discard'>,
  ) {
    for (const line of lines) {
      await tx.delete(lineItems).where(and(eq(lineItems.id, line.id), isNull(lineItems.transactionId)))
      if (line.categoryType === 'exam') await attempts.discard(tx, line.categoryId)
    }
  },

  async setLinePrice(tx: DbOrTx, lineId: number, cents: number, now: Date) {
    await tx
      .update(lineItems)
      .set({ priceCents: cents, finalPriceCents: cents, discountId: null, discountCents: 0, updatedAt: now })
      .where(and(eq(lineItems.id, lineId), isNull(lineItems.transactionId)))
  },

  async insertExamLine(
    tx: DbOrTx,
    registration: Pick<RegistrationRow, 'id' | 'userId'>,
    exam: { id: number; name: string; priceCents: number; retakePriceCents: number },
    attempts: Pick<ExamAttemptRecords, 'open' | 'linkLine'>,
  ) {
    const attempt = { id: await attempts.open(tx, { registrationId: registration.id, examId: exam.id }) }
    const [line] = await tx
      .insert(lineItems)
      .values({
        userId: registration.userId,
        registrationId: registration.id,
        categoryType: 'exam',
        categoryId: attempt.id,
        name: exam.name,
        priceCents: exam.priceCents,
        finalPriceCents: exam.priceCents,
        retakePriceCents: exam.retakePriceCents,
        showInCart: false,
      })
      .returning({ id: lineItems.id })
    if (!line) throw new Error('line insert returned no row')
    await attempts.linkLine(tx, attempt.id, line.id)
    return { lineId: line.id, attemptId: attempt.id }
  },

  // Staff lists ---------------------------------------------------------------------------------

  list(db: DbOrTx, query: ListQuery) {
    // The certification filter takes an id as well as a part of the name.
    const certificationFilter = query.filter.find((item) => item.startsWith('certification,'))
    const certificationId = certificationFilter?.slice('certification,'.length).trim()
    const byId = certificationId !== undefined && /^\d{1,9}$/.test(certificationId)
    const plan = planList(
      byId ? { ...query, filter: query.filter.filter((item) => item !== certificationFilter) } : query,
      listSpec,
    )
    const conditions: (SQL | undefined)[] = [isNotNull(registrations.certificationId), plan.where]
    const values = { ...plan.values }
    let shape = plan.shape
    if (byId) {
      conditions.push(sql`${registrations.certificationId} = ${sql.placeholder('certificationId')}`)
      values.certificationId = Number(certificationId)
      shape += ' filter:certificationId'
    }
    const page = db
      .select(rowColumns)
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .leftJoin(pathwayTypes, eq(pathwayTypes.id, registrations.pathwayTypeId))
      .$dynamic()
    return listPage(
      db,
      { ...plan, where: and(...conditions), values, shape },
      {
        page,
        count: (rows) =>
          rows
            .from(registrations)
            .innerJoin(users, eq(users.id, registrations.userId))
            .leftJoin(certifications, eq(certifications.id, registrations.certificationId))
            .leftJoin(pathwayTypes, eq(pathwayTypes.id, registrations.pathwayTypeId)),
      },
      { statement: 'registrations' },
    )
  },

  userRegistrations(db: DbOrTx, userId: number) {
    return db
      .select(rowColumns)
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .leftJoin(pathwayTypes, eq(pathwayTypes.id, registrations.pathwayTypeId))
      .where(eq(registrations.userId, userId))
      .orderBy(desc(registrations.updatedAt), desc(registrations.id))
  },

  /** Whether any line of the registration is paid. */
  async hasPaidLine(db: DbOrTx, registrationId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: lineItems.id })
      .from(lineItems)
      .where(and(eq(lineItems.registrationId, registrationId), isNotNull(lineItems.transactionId)))
      .limit(1)
    return Boolean(row)
  },

  /** Storage keys of the registration's documents. */
  /** The stored files a registration's deletion removes: its documents and its experience entries' files. */
  async mediaKeys(db: DbOrTx, registrationId: number) {
    const rows = await db
      .select({ storageKey: media.storageKey })
      .from(media)
      .where(
        or(
          eq(media.registrationId, registrationId),
          inArray(
            media.experienceId,
            db.select({ id: experiences.id }).from(experiences).where(eq(experiences.registrationId, registrationId)),
          ),
        ),
      )
    return rows.map((row) => row.storageKey)
  },
}
