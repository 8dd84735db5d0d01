/** Practice exams: the catalogue entry, the attempts per exam number and the survey answers. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { SurveyType } from '@portal/contracts'
import {
  practiceExamAttempts,
  practiceExamSurveyQuestions,
  practiceExamSurveyResponses,
  practiceExams,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export type PracticeAttemptRow = typeof practiceExamAttempts.$inferSelect

export const practiceExamRepo = {
  async practiceExamOf(db: DbOrTx, certificationId: number) {
    const [row] = await db
      .select()
      .from(practiceExams)
      .where(eq(practiceExams.certificationId, certificationId))
      .orderBy(asc(practiceExams.id))
      .limit(1)
    return row ?? null
  },

  questions(db: DbOrTx, practiceExamId: number, surveyType: SurveyType) {
    return db
      .select({
        id: practiceExamSurveyQuestions.id,
        question: practiceExamSurveyQuestions.question,
        options: practiceExamSurveyQuestions.options,
      })
      .from(practiceExamSurveyQuestions)
      .where(
        and(
          eq(practiceExamSurveyQuestions.practiceExamId, practiceExamId),
          eq(practiceExamSurveyQuestions.surveyType, surveyType),
        ),
      )
      .orderBy(asc(practiceExamSurveyQuestions.sortOrder), asc(practiceExamSurveyQuestions.id))
  },

  attempts(db: DbOrTx, registrationId: number, practiceExamId: number) {
    return db
      .select()
      .from(practiceExamAttempts)
      .where(
        and(
          eq(practiceExamAttempts.registrationId, registrationId),
          eq(practiceExamAttempts.practiceExamId, practiceExamId),
        ),
      )
  },

  /**
   * The score report's "All candidates": the correct answers and questions per competency pool
   * summed over every completed attempt of this exam number, and how many other registrations
   * took it (with none, the sums are only the candidate's own and are not shown as everyone's).
   */
  poolTotals(db: DbOrTx, input: { practiceExamId: number; examNumber: number; registrationId: number }) {
    const a = practiceExamAttempts
    return db
      .select({
        pool: sql<string>`pool.value->>'pool'`,
        correct: sql<number>`coalesce(sum((pool.value->>'correct')::int), 0)::int`,
        received: sql<number>`coalesce(sum((pool.value->>'received')::int), 0)::int`,
        others: sql<number>`(count(distinct ${a.registrationId}) filter (where ${a.registrationId} <> ${input.registrationId}))::int`,
      })
      .from(a)
      .innerJoin(sql`jsonb_array_elements(${a.results}) as pool`, sql`true`)
      .where(
        and(
          eq(a.practiceExamId, input.practiceExamId),
          eq(a.examNumber, input.examNumber),
          isNotNull(a.completedAt),
          isNotNull(a.results),
        ),
      )
      .groupBy(sql`pool.value->>'pool'`)
  },

  async attemptById(db: DbOrTx, id: number, lock = false) {
    const query = db.select().from(practiceExamAttempts).where(eq(practiceExamAttempts.id, id))
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  },

  /** The attempt of one exam number, created when first started. */
  async ensureAttempt(db: DbOrTx, values: { registrationId: number; practiceExamId: number; examNumber: number }) {
    await db.insert(practiceExamAttempts).values(values).onConflictDoNothing()
    const [row] = await db
      .select()
      .from(practiceExamAttempts)
      .where(
        and(
          eq(practiceExamAttempts.registrationId, values.registrationId),
          eq(practiceExamAttempts.practiceExamId, values.practiceExamId),
          eq(practiceExamAttempts.examNumber, values.examNumber),
        ),
      )
    if (!row) throw new Error('practice exam attempt missing after insert')
    return row
  },

  async updateAttempt(db: DbOrTx, id: number, values: Partial<typeof practiceExamAttempts.$inferInsert>) {
    await db.update(practiceExamAttempts).set(values).where(eq(practiceExamAttempts.id, id))
  },

  surveys(db: DbOrTx, registrationId: number, practiceExamId: number) {
    return db
      .select({
        examNumber: practiceExamSurveyResponses.examNumber,
        surveyType: practiceExamSurveyResponses.surveyType,
      })
      .from(practiceExamSurveyResponses)
      .where(
        and(
          eq(practiceExamSurveyResponses.registrationId, registrationId),
          eq(practiceExamSurveyResponses.practiceExamId, practiceExamId),
        ),
      )
  },

  /** Records a survey's answers once; false when they were already recorded. */
  async insertSurvey(db: DbOrTx, values: typeof practiceExamSurveyResponses.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(practiceExamSurveyResponses)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: practiceExamSurveyResponses.id })
    return rows.length > 0
  },

  /** Forgets one exam number: its attempt and both surveys (staff reset). */
  async reset(db: DbOrTx, registrationId: number, practiceExamId: number, examNumber: number) {
    await db
      .delete(practiceExamAttempts)
      .where(
        and(
          eq(practiceExamAttempts.registrationId, registrationId),
          eq(practiceExamAttempts.practiceExamId, practiceExamId),
          eq(practiceExamAttempts.examNumber, examNumber),
        ),
      )
    await db
      .delete(practiceExamSurveyResponses)
      .where(
        and(
          eq(practiceExamSurveyResponses.registrationId, registrationId),
          eq(practiceExamSurveyResponses.practiceExamId, practiceExamId),
          eq(practiceExamSurveyResponses.examNumber, examNumber),
        ),
      )
  },
}
