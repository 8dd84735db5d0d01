/**
 * Staff tools for a registration's exam attempts (spec 3 §4, §5 Exam attempt edit, §7): add while
 * the registration has fewer than 5, edit the result, score, dates, retake flag and message, and
 * delete an attempt not paid through the portal's checkout (one paid by card is refunded from
 * Payments instead; see `remove`). A paid date entered by staff records the attempt as paid
 * outside the portal (an admin entry, as for a prepaid exam). Every change is audited.
 */
import {
  CandidateMessages as M,
  RegistrationMessages,
  MAX_EXAM_ATTEMPTS,
  canAddExamAttempt,
  startOfEasternDay,
  type AdminExamAttemptBody,
  type AdminExamAttempts,
  type z,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db, Tx } from '../../platform/db/database'
import { conflict, fieldError, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { CheckoutService } from '../cart/checkout.service'
import type { RegistrationCore, RegistrationRow } from '../registrations/registration-core'
import { registrationsPolicy as policy } from '../registrations/registrations.policy'
import { examsRepo as repo, type ExamAttemptRow } from './exams.repo'
import { examAttemptView, type ExamsService } from './exams.service'

type Body = z.output<typeof AdminExamAttemptBody>

export type ExamAttemptsService = ReturnType<typeof createExamAttemptsService>

export function createExamAttemptsService(deps: {
  db: Db
  clock: Clock
  checkout: Pick<CheckoutService, 'isChargeInFlight' | 'recordAdminEntry' | 'deleteAdminPaidLine'>
  registrations: Pick<RegistrationCore, 'registration' | 'catalogue'>
  /** A paid attempt is made bookable at the exam provider. */
  examPaid: ExamsService['examPaid']
}) {
  const { db, clock, checkout, registrations } = deps

  async function view(registration: RegistrationRow): Promise<AdminExamAttempts> {
    if (registration.certificationId === null) throw notFound()
    const [attempts, cat] = await Promise.all([
      repo.examAttempts(db, registration.id),
      registrations.catalogue(db, registration.certificationId),
    ])
    return {
      attempts: attempts.map(examAttemptView),
      canAdd: canAddExamAttempt(attempts.length),
      exams: cat.exams.map((exam) => ({ id: exam.id, name: exam.name })),
    }
  }

  async function load(admin: Actor, registrationId: number) {
    return policy.authorize(admin, 'review', await registrations.registration(db, registrationId))
  }

  /** Runs a change with the registration locked; answers the attempts afterwards. */
  async function change(
    admin: Actor,
    registrationId: number,
    work: (tx: Tx, registration: RegistrationRow, attempts: ExamAttemptRow[]) => Promise<void>,
  ): Promise<AdminExamAttempts> {
    await load(admin, registrationId)
    await db.transaction(async (tx) => {
      const registration = await registrations.registration(tx, registrationId, true)
      if (!registration || registration.certificationId === null) throw notFound()
      const attempts = await repo.examAttempts(tx, registration.id)
      // An attempt whose line the candidate is paying for right now is left alone until that ends.
      for (const attempt of attempts) {
        if (attempt.lineItemId === null || attempt.isPaid) continue
        if (await checkout.isChargeInFlight(tx, { id: attempt.lineItemId, userId: registration.userId })) {
          throw conflict(RegistrationMessages.chargeInProgress)
        }
      }
      await work(tx, registration, attempts)
    })
    return view(await load(admin, registrationId))
  }

  const fields = (body: Body) => ({
    score: body.score ?? null,
    result: body.result ?? null,
    takenAt: body.takenAt ? startOfEasternDay(body.takenAt) : null,
    retake: body.retake,
    message: body.message || null,
  })

  /** Records a paid date: marks an unpaid attempt paid outside the portal, or moves a paid one's date. */
  async function applyPaidOn(tx: Tx, admin: Actor, registration: RegistrationRow, attempt: ExamAttemptRow, body: Body) {
    if (body.paidOn === undefined) return
    if (body.paidOn === null) {
      if (attempt.isPaid) throw fieldError('paidOn', M.paidOnKept)
      return
    }
    const paidAt = startOfEasternDay(body.paidOn)
    if (attempt.isPaid && attempt.lineItemId !== null) {
      await repo.setPaidAt(tx, attempt.lineItemId, paidAt, clock.now())
      return
    }
    let lineItemId = attempt.lineItemId
    if (lineItemId === null) {
      lineItemId = await repo.insertLine(tx, {
        userId: registration.userId,
        registrationId: registration.id,
        categoryType: 'exam',
        categoryId: attempt.id,
        name: attempt.name,
        priceCents: 0,
        finalPriceCents: 0,
        showInCart: false,
      })
      await repo.updateAttempt(tx, attempt.id, { lineItemId, updatedAt: clock.now() })
    }
    await checkout.recordAdminEntry(tx, {
      userId: registration.userId,
      lineIds: [lineItemId],
      recordedById: admin.id,
      notes: `Exam attempt ${attempt.id} paid outside the portal`,
      paidAt,
    })
    // Paid: the candidate may book it at the exam provider (as when paid at checkout).
    if (attempt.result === null && !body.result) await deps.examPaid(tx, attempt.id)
  }

  return {
    async list(admin: Actor, registrationId: number) {
      return view(await load(admin, registrationId))
    },

    async add(admin: Actor, registrationId: number, body: Body) {
      return change(admin, registrationId, async (tx, registration, attempts) => {
        if (attempts.length >= MAX_EXAM_ATTEMPTS) throw conflict(M.examAttemptsFull)
        const cat = await registrations.catalogue(tx, registration.certificationId as number)
        const exam = body.examId ? cat.exams.find((candidate) => candidate.id === body.examId) : cat.exams[0]
        if (!exam) throw body.examId ? fieldError('examId', M.required) : conflict(M.noExamInCatalogue)
        const id = await repo.insertAttempt(tx, {
          registrationId: registration.id,
          examId: exam.id,
          ...fields(body),
        })
        const [attempt] = (await repo.examAttempts(tx, registration.id)).filter((row) => row.id === id)
        if (attempt) await applyPaidOn(tx, admin, registration, attempt, body)
        await recordAudit(tx, {
          action: 'registration.exam_add',
          actor: admin,
          subjectType: 'exam_attempt',
          subjectId: id,
          details: {
            registrationId: registration.id,
            after: { examId: exam.id, ...fields(body), paidOn: body.paidOn },
          },
        })
      })
    },

    async edit(admin: Actor, registrationId: number, attemptId: number, body: Body) {
      return change(admin, registrationId, async (tx, registration, attempts) => {
        const attempt = attempts.find((row) => row.id === attemptId)
        if (!attempt) throw notFound()
        const cat = await registrations.catalogue(tx, registration.certificationId as number)
        if (body.examId && !cat.exams.some((exam) => exam.id === body.examId)) throw fieldError('examId', M.required)
        const now = clock.now()
        await repo.updateAttempt(tx, attempt.id, {
          ...fields(body),
          ...(body.examId ? { examId: body.examId } : {}),
          // Staff's result stands over a provider event produced before it.
          ...(body.result ? { resultAt: now } : {}),
          updatedAt: now,
        })
        await applyPaidOn(tx, admin, registration, attempt, body)
        await recordAudit(tx, {
          action: 'registration.exam_edit',
          actor: admin,
          subjectType: 'exam_attempt',
          subjectId: attempt.id,
          details: {
            registrationId: registration.id,
            before: {
              result: attempt.result,
              score: attempt.score,
              takenAt: attempt.takenAt,
              retake: attempt.retake,
              message: attempt.message,
              paidAt: attempt.paidAt,
            },
            after: { ...fields(body), paidOn: body.paidOn },
          },
        })
      })
    },

    /**
     * Deletes an attempt with its line item (decision 0013). One paid through the portal's checkout
     * (a card, the saved card, the approval's charge, a staff override or a free order: a receipt
     * the payment history shows) is refused: refunds and corrections go through Payments. One paid
     * by an admin entry (a staff paid date, "mark paid", a prepaid exam) goes whole: the attempt,
     * its line, and the admin entry when it holds no other line, so no paid line of a gone attempt
     * stays behind in the payment history.
     */
    async remove(admin: Actor, registrationId: number, attemptId: number) {
      return change(admin, registrationId, async (tx, registration, attempts) => {
        const attempt = attempts.find((row) => row.id === attemptId)
        if (!attempt) throw notFound()
        if (attempt.isPaid && attempt.transactionType !== 'admin_entry') throw conflict(M.paidAttemptKept)
        await repo.deleteAttempt(tx, attempt.id)
        const deletedEntryId =
          attempt.lineItemId === null
            ? null
            : await checkout.deleteAdminPaidLine(tx, {
                lineItemId: attempt.lineItemId,
                transactionId: attempt.transactionId,
              })
        await recordAudit(tx, {
          action: 'registration.exam_delete',
          actor: admin,
          subjectType: 'exam_attempt',
          subjectId: attempt.id,
          details: {
            registrationId: registration.id,
            before: {
              result: attempt.result,
              score: attempt.score,
              lineItemId: attempt.lineItemId,
              paidAt: attempt.isPaid ? attempt.paidAt : null,
              transactionId: attempt.transactionId,
            },
            deletedTransactionId: deletedEntryId,
          },
        })
      })
    },
  }
}
