/** Practice exams: the catalogue entry, the attempts per exam number and the survey answers. */
import { and, asc, eq } from 'drizzle-orm'
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
