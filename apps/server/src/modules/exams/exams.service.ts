/**
 * Exams (spec 2 §2.1, §2.10, §4, §5): the exam attempts of a registration (the only writer of
 * them), the candidate putting the exam (or a retake) in the cart, the exam provider's signed
 * results and the `exam.authorize` job that makes a paid attempt bookable, and, in demo
 * environments only, simulated results standing in for the provider. The exam state comes from
 * the pure rules of `@portal/contracts` (certification/candidate.ts).
 */
import {
  CandidateMessages as M,
  EXAM_RESULT_LABELS,
  ErrorCode,
  MAX_EXAM_ATTEMPTS,
  RegistrationMessages,
  assignedExamId,
  easternDay,
  examFee,
  examState,
  isExamCoveredByFellowship,
  type ExamAttemptView,
  type ExamFacts,
  type PayExamBody,
  type z,
} from '@portal/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { isLocalExamDelivery, type ExamDelivery } from '../../platform/exam-delivery'
import { AppError, assertStorableEvent, conflict, fieldError, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import { isWebhookEventRecorded, recordWebhookEvent } from '../../platform/http/webhook-events'
import type { JobQueue } from '../../platform/jobs/queue'
import { SignatureError } from '../../platform/security/signed-payload'
import type { Catalogue, RegistrationCore, RegistrationRow } from '../registrations/registration-core'
import { shippingFeeFor } from '../registrations/registration-lines'
import { examAuthorize } from './exams.jobs'
import { examsRepo as repo, type ExamAttemptRow } from './exams.repo'

export interface ExamsDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** Authorizes paid attempts and posts their results to the webhook. */
  examDelivery: ExamDelivery
  /** The `exam.authorize` job, queued in the transaction that records the payment. */
  queue: Pick<JobQueue, 'enqueue'>
  /** Exam scheduling and the simulate buttons (off in production; only with the local exam provider). */
  demoExamControls: boolean
  registrations: Pick<RegistrationCore, 'asCandidate' | 'catalogue' | 'buyer' | 'isLocked'>
}

export type ExamsService = ReturnType<typeof createExamsService>

/** An exam attempt as the candidate and staff see it. */
export function examAttemptView(attempt: ExamAttemptRow): ExamAttemptView {
  return {
    id: attempt.id,
    examId: attempt.examId,
    name: attempt.name,
    result: attempt.result,
    resultLabel: attempt.result ? EXAM_RESULT_LABELS[attempt.result] : null,
    score: attempt.score,
    takenOn: attempt.takenAt ? easternDay(attempt.takenAt) : null,
    paidOn: attempt.isPaid && attempt.paidAt ? easternDay(attempt.paidAt) : null,
    isPaid: attempt.isPaid,
    retake: attempt.retake,
    international: attempt.international,
    message: attempt.message,
    priceCents: attempt.isPaid ? null : attempt.priceCents,
    inCart: !attempt.isPaid && attempt.showInCart,
  }
}

const examFactsOf = (attempts: ExamAttemptRow[], cat: Catalogue, nextPriceCents: number): ExamFacts => ({
  attempts: attempts.map((attempt) => ({
    isPaid: attempt.isPaid,
    result: attempt.result,
    priceCents: attempt.isPaid ? null : attempt.priceCents,
  })),
  priceCents: nextPriceCents,
  retakePriceCents: cat.exam?.retakePriceCents ?? 0,
})

/** The records a registration's exam lines use (registrations.repo.ts `ExamAttemptRecords`). */
export const examAttemptRecords = {
  open: (tx: DbOrTx, attempt: { registrationId: number; examId: number }) => repo.insertAttempt(tx, attempt),
  linkLine: (tx: DbOrTx, attemptId: number, lineItemId: number) => repo.linkLine(tx, attemptId, lineItemId),
  discard: (tx: DbOrTx, attemptId: number) => repo.deleteAttempt(tx, attemptId),
}

export function createExamsService(deps: ExamsDeps) {
  const { db, clock, examDelivery, registrations } = deps
  /** The simulate buttons stand in for the provider: only in demo environments, with the local provider. */
  const demoControls = deps.demoExamControls && isLocalExamDelivery(examDelivery)

  /** What the next exam attempt costs this candidate: the retake price, or the fee with its best offer. */
  async function nextExamFee(db: DbOrTx, cat: Catalogue, userId: number, isRetake: boolean) {
    if (!cat.exam) return null
    if (isRetake) {
      return { priceCents: cat.exam.retakePriceCents, finalCents: cat.exam.retakePriceCents, offer: null }
    }
    const who = await registrations.buyer(db, userId)
    return examFee(cat.exam, { ...who, isRetake: false })
  }

  /** The exam facts of a registration as its candidate's screens read them. */
  async function examFactsOfRegistration(db: DbOrTx, registration: RegistrationRow, cat: Catalogue) {
    const [attempts, practiceExamsTaken] = await readAll(db, [
      () => repo.examAttempts(db, registration.id),
      () => repo.practiceExamsTaken(db, registration.id),
    ])
    const state = examState(examFactsOf(attempts, cat, 0))
    const fee = await nextExamFee(db, cat, registration.userId, state === 'retake')
    const exam = {
      ...examFactsOf(attempts, cat, fee?.finalCents ?? 0),
      isCoveredByFellowship: isExamCoveredByFellowship(registration),
    }
    return { attempts, state, fee, exam, practiceExamsTaken }
  }

  /**
   * Applies a result the exam provider posted, verified by its signature: once per event id, to a
   * paid attempt of the candidate it names; an event older than the result already applied (a late
   * redelivery) changes nothing. The event is recorded as handled, in the transaction that applies
   * it, only once it was applied or definitively refused (another candidate, an older result); an
   * event whose attempt is unknown or not paid yet is not recorded, so the provider's retry of it
   * is applied once the attempt is there ('unknown': the webhook answers 409 and the provider
   * retries; an attempt staff deleted is retried until the provider gives up).
   */
  async function applyExamResult(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<'applied' | 'refused' | 'duplicate' | 'unknown'> {
    let event
    try {
      event = examDelivery.parseResult(rawBody, signature)
    } catch (error) {
      if (error instanceof SignatureError) throw new AppError(400, ErrorCode.badRequest, 'Invalid signature.')
      throw error
    }
    assertStorableEvent(event)
    const eventId = `exam:${event.id}`
    return db.transaction(async (tx) => {
      // A redelivery of a handled event is answered as such, even when its attempt is gone since.
      if (await isWebhookEventRecorded(tx, eventId)) return 'duplicate'
      // Locked: two deliveries of one event wait for each other here; the second then finds it recorded.
      const attempt = await repo.attemptForResult(tx, event.attemptId)
      if (!attempt || !attempt.isPaid) {
        deps.log.warn({ eventId: event.id, attemptId: event.attemptId }, 'exam result for no paid attempt yet')
        return 'unknown'
      }
      if (!(await recordWebhookEvent(tx, eventId, 'exam.result'))) return 'duplicate'
      if (assignedExamId(attempt.userId) !== event.candidateId) {
        deps.log.warn({ eventId: event.id, attemptId: event.attemptId }, 'exam result names another candidate')
        return 'refused'
      }
      if (attempt.resultAt && attempt.resultAt >= event.occurredAt) return 'refused'
      await repo.updateAttempt(tx, attempt.id, {
        result: event.result,
        score: event.score,
        takenAt: event.takenAt,
        resultAt: event.occurredAt,
        updatedAt: clock.now(),
      })
      return 'applied'
    })
  }

  /** The webhook: 409 for a result whose attempt is not known (or not paid) yet, so the provider retries it. */
  async function handleExamResult(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
    const outcome = await applyExamResult(rawBody, signature)
    if (outcome === 'unknown') throw conflict('No paid exam attempt matches this result yet; retry later.')
    return { received: true }
  }

  /**
   * An exam attempt was paid (checkout, the approval's charge, a staff paid date or "mark paid"):
   * the candidate may book it, once the `exam.authorize` job queued here runs after commit.
   */
  async function examPaid(tx: Tx, attemptId: number): Promise<void> {
    await deps.queue.enqueue(tx, examAuthorize, { attemptId })
  }

  /** Makes a paid attempt bookable at the provider (the `exam.authorize` job); once per attempt. */
  async function authorizeExam(attemptId: number): Promise<void> {
    const row = await repo.eligibility(db, attemptId)
    if (!row || row.schedulingUrl) return
    const { schedulingUrl } = await examDelivery.authorize({
      attemptId,
      candidateId: assignedExamId(row.userId),
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      examName: row.examName,
      international: row.international,
    })
    await repo.setSchedulingUrl(db, attemptId, schedulingUrl, clock.now())
  }

  /** Demo environments: the local provider posts a result for the paid attempt waiting for one. */
  async function simulateResult(actor: Actor, registrationId: number, result: 'P' | 'F'): Promise<void> {
    if (!demoControls || !isLocalExamDelivery(examDelivery)) throw notFound()
    const webhook = await registrations.asCandidate(actor, registrationId, async (tx, registration) => {
      const waiting = (await repo.examAttempts(tx, registration.id)).find(
        (attempt) => attempt.isPaid && attempt.result === null,
      )
      if (!waiting) throw conflict(M.noExamAwaitingResult)
      return examDelivery.resultWebhook({
        attemptId: waiting.id,
        candidateId: assignedExamId(registration.userId),
        result,
        score: result === 'P' ? 112 : 88,
        takenAt: clock.now(),
        occurredAt: clock.now(),
      })
    })
    // Handled in-process as the vendor's would be; an attempt deleted meanwhile waits for nothing.
    if ((await applyExamResult(webhook.body, webhook.signature)) === 'unknown') throw conflict(M.noExamAwaitingResult)
  }

  return {
    demoControls,
    /** A registration's attempts, oldest first, each with its line item. */
    attempts: repo.examAttempts,
    examFacts: examFactsOfRegistration,
    handleExamResult,
    examPaid,
    authorizeExam,

    /**
     * Puts the next exam attempt (a retake after a fail or an absence) in the cart with the exam's
     * shipping fee for a domestic or international sitting. An attempt already waiting unpaid is
     * reused, so a double click or a second tab never adds two, at the price due now.
     */
    async payExam(actor: Actor, registrationId: number, body: z.output<typeof PayExamBody>) {
      return registrations.asCandidate(actor, registrationId, async (tx, registration) => {
        if (!body.examAgreement) throw fieldError('examAgreement', RegistrationMessages.required)
        const cat = await registrations.catalogue(tx, registration.certificationId as number)
        if (cat.certification.key !== 'afc' || !cat.exam) throw conflict(M.examAfcOnly)
        if (isExamCoveredByFellowship(registration)) throw conflict(M.examCoveredNote)
        const attempts = await repo.examAttempts(tx, registration.id)
        if (await registrations.isLocked(tx, registration)) throw conflict(M.examLocked)
        const state = examState(examFactsOf(attempts, cat, 0))
        if (state === 'passed') throw conflict(M.examAlreadyPassed)
        if (state === 'paid') throw conflict(M.examNotDue)
        const isRetake = state === 'retake'
        const latest = attempts.at(-1)
        const reuse = latest && !latest.isPaid ? latest : null
        if (!reuse && attempts.length >= MAX_EXAM_ATTEMPTS) throw conflict(M.tooManyAttempts)
        const fee = await nextExamFee(tx, cat, registration.userId, isRetake)
        if (!fee) throw conflict(M.examAfcOnly)
        const now = clock.now()

        const attemptId =
          reuse?.id ??
          (await repo.insertAttempt(tx, {
            registrationId: registration.id,
            examId: cat.exam.id,
            retake: isRetake,
            international: body.internationalExam,
          }))
        if (reuse) {
          await repo.updateAttempt(tx, reuse.id, {
            international: body.internationalExam,
            retake: isRetake,
            updatedAt: now,
          })
        }
        let lineItemId = reuse?.lineItemId ?? null
        if (lineItemId !== null) {
          // The waiting line is priced as a new attempt would be now: the candidate may have become
          // a member since, or a result recorded since may have made it a retake.
          await repo.repriceUnpaidLine(
            tx,
            lineItemId,
            {
              priceCents: fee.priceCents,
              finalPriceCents: fee.finalCents,
              retakePriceCents: cat.exam.retakePriceCents,
              offer: fee.offer,
            },
            now,
          )
          await repo.showLine(tx, lineItemId, now)
        } else {
          lineItemId = await repo.insertLine(tx, {
            userId: registration.userId,
            registrationId: registration.id,
            categoryType: 'exam',
            categoryId: attemptId,
            name: cat.exam.name,
            priceCents: fee.priceCents,
            finalPriceCents: fee.finalCents,
            retakePriceCents: cat.exam.retakePriceCents,
            showInCart: true,
            extra: { offer: fee.offer },
          })
          await repo.updateAttempt(tx, attemptId, { lineItemId, updatedAt: now })
        }

        // The exam's shipping fee follows the sitting chosen now.
        const examShipping = new Set(cat.shippingFees.filter((fee) => fee.forExams).map((fee) => fee.id))
        for (const line of await repo.unpaidShippingLines(tx, registration.id)) {
          if (examShipping.has(line.categoryId)) await repo.deleteUnpaidLine(tx, line.id)
        }
        const shipping = shippingFeeFor(cat.shippingFees, true, body.internationalExam)
        if (shipping) {
          await repo.insertLine(tx, {
            userId: registration.userId,
            registrationId: registration.id,
            categoryType: 'shipping_fee',
            categoryId: shipping.id,
            name: shipping.name,
            priceCents: shipping.priceCents,
            finalPriceCents: shipping.priceCents,
            showInCart: true,
          })
        }
        return { next: 'cart' as const, lineItemId }
      })
    },

    simulatePass: (actor: Actor, registrationId: number) => simulateResult(actor, registrationId, 'P'),
    simulateFail: (actor: Actor, registrationId: number) => simulateResult(actor, registrationId, 'F'),
  }
}
