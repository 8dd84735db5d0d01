/**
 * The candidate's journey after registration approval (spec 2 §2.1, §2.2, §2.10, §4, §5): the
 * certification dashboard's three variants, signing the Code of Ethics, putting the exam (or a
 * retake) in the cart, and, in demo environments only, simulated exam results standing in for
 * the exam provider. The variant, exam state and progress come from the pure rules of
 * `@portal/contracts` (certification/candidate.ts, dashboard/certification-card.ts).
 */
import {
  CERTIFICATION_KEY_LABELS,
  CandidateMessages as M,
  DashboardLinks,
  DashboardMessages,
  ExtensionMessages,
  MAX_EXAM_ATTEMPTS,
  RegistrationMessages,
  STUDY_RESOURCES,
  addMonthsToDay,
  assignedExamId,
  attemptsRemaining,
  canExtendCertification,
  canExtendRegistration,
  candidateProgress,
  certificationCard,
  certificationDashboardVariant,
  certificationStatusBadge,
  deadlineBanner,
  easternDay,
  examFee,
  examState,
  examStatusText,
  formatDate,
  isCandidateLocked,
  practiceExamSummary,
  progressOf,
  EXAM_RESULT_LABELS,
  ErrorCode,
  type CandidateView,
  type CertificationDashboard,
  type DeadlineBanner,
  type ExamAttemptView,
  type ExamFacts,
  type HeldCertification,
  type PayExamBody,
  type RegistrationStatus,
  type SignCodeOfEthicsBody,
  type z,
} from '@portal/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx, Tx } from '../../platform/db/database'
import { isLocalExamDelivery, type ExamDelivery } from '../../platform/exam-delivery'
import { SignatureError } from '../../platform/security/signed-payload'
import { readAll } from '../../platform/db/reads'
import { AppError, conflict, fieldError, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { JobQueue } from '../../platform/jobs/queue'
import { candidateRepo, type ExamAttemptRow } from './candidate.repo'
import type { Catalogue, RegistrationCore, RegistrationsDeps } from './registration-core'
import { shippingFeeFor } from './registration-lines'
import { registrationsPolicy as policy } from './registrations.policy'
import { registrationsRepo as repo, type RegistrationLine, type RegistrationRow } from './registrations.repo'

/** The statuses in which a candidate works toward the Four E's (signs, pays exams). */
const WORKING_STATUSES: readonly RegistrationStatus[] = ['in_progress', 'experience_approval']

/** Spec 2 §9: access to the learning system lasts 12 months from the course materials' purchase. */
export const LEARNING_SYSTEM_MONTHS = 12

const CT = '/certifications-and-training'

export interface CandidateDeps extends RegistrationsDeps {
  /** Exam scheduling and the simulate buttons (off in production; only with the local exam provider). */
  demoExamControls: boolean
  /** Authorizes paid attempts and posts their results to the webhook. */
  examDelivery: ExamDelivery
  /** The `exam.authorize` job, queued in the transaction that records the payment. */
  queue: Pick<JobQueue, 'enqueue'>
  log: FastifyBaseLogger
}

export type CandidateService = ReturnType<typeof createCandidateService>

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

/**
 * Past the deadline a registration's candidate pages lock unless an extension was approved
 * (spec 2 §4). A request waiting in the cart or for review ('expired_with_extension', decision
 * 0014) unlocks nothing; an approval moved the deadline, so it unlocks only until that new
 * deadline passes. The one lock of the dashboard, the exam, the learning system and the
 * experience hours (`extension`: candidateRepo.latestExtension).
 */
export function isRegistrationLocked(
  registration: Pick<RegistrationRow, 'deadline'>,
  extension: { approved: boolean | null; extendedUntil: string | null } | null,
  today: string,
): boolean {
  const hasApprovedExtension = extension?.approved === true && (extension.extendedUntil ?? today) >= today
  return isCandidateLocked({ deadline: registration.deadline, today, hasApprovedExtension })
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

export function createCandidateService(deps: CandidateDeps, core: RegistrationCore) {
  const { db, cart, examDelivery } = deps
  /** The simulate buttons stand in for the provider: only in demo environments, with the local provider. */
  const demoControls = deps.demoExamControls && isLocalExamDelivery(examDelivery)

  /** What the next exam attempt costs this candidate: the retake price, or the fee with its best offer. */
  async function nextExamFee(db: DbOrTx, cat: Catalogue, userId: number, isRetake: boolean) {
    if (!cat.exam) return null
    if (isRetake) {
      return { priceCents: cat.exam.retakePriceCents, finalCents: cat.exam.retakePriceCents, offer: null }
    }
    const who = await core.buyer(db, userId)
    return examFee(cat.exam, { ...who, isRetake: false })
  }

  /** Spec 2 §4: the banner within 90 days of a date and past it, with the extension's action. */
  function bannerOf(
    banner: ReturnType<typeof deadlineBanner>,
    state: { isInCart: boolean; canExtend: boolean },
  ): DeadlineBanner | null {
    if (!banner) return null
    return {
      tone: banner.isPast ? 'danger' : 'warning',
      message: banner.message,
      action: state.isInCart
        ? { label: ExtensionMessages.viewInCart, to: DashboardLinks.cart }
        : state.canExtend
          ? { label: ExtensionMessages.fileAnExtension, to: DashboardLinks.extensionRequest }
          : null,
    }
  }

  type HeldRow = Awaited<ReturnType<typeof candidateRepo.heldCertifications>>[number]

  /** A certification's CEU lapse date (its period's end, or the date an approved extension gave) and banner. */
  function heldBanner(row: HeldRow): DeadlineBanner | null {
    if (row.status !== 'good_standing' && row.status !== 'lapsed_ceus') return null
    const date = row.periodExtendedUntil ?? row.reportingPeriodEnd
    if (date === null) return null
    const banner = deadlineBanner({
      kind: 'certification',
      name: CERTIFICATION_KEY_LABELS[row.key],
      date,
      today: core.today(),
      hasApprovedExtension: row.periodExtensionApproved === true,
    })
    return bannerOf(banner, {
      isInCart: row.isPeriodExtensionInCart && row.periodExtensionApproved === null,
      canExtend: canExtendCertification({
        status: row.status,
        lapseDate: row.reportingPeriodEnd,
        hasExtension: row.hasPeriodExtension,
      }),
    })
  }

  /** The registration's deadline banner, its action following the registration's one extension. */
  function registrationBanner(
    registration: RegistrationRow,
    name: string,
    extension: Awaited<ReturnType<typeof candidateRepo.latestExtension>>,
  ): DeadlineBanner | null {
    if (registration.deadline === null) return null
    const today = core.today()
    const banner = deadlineBanner({
      kind: 'registration',
      name,
      date: registration.deadline,
      today,
      hasApprovedExtension: extension?.approved === true,
    })
    return bannerOf(banner, {
      isInCart: extension !== null && extension.isInCart && extension.approved === null,
      canExtend: canExtendRegistration({
        status: registration.status,
        deadline: registration.deadline,
        // A certification registration: only a training may disallow extensions.
        allowsExtension: true,
        hasExtension: extension !== null,
        today,
      }),
    })
  }

  function heldView(row: HeldRow): HeldCertification {
    return {
      certificationId: row.certificationId,
      key: row.key,
      name: row.name,
      status: row.status,
      badge: certificationStatusBadge(row.status),
      notice: row.status === 'revoked' ? DashboardMessages.revoked : null,
      deadlineBanner: heldBanner(row),
      certifiedOn: formatDate(row.certifiedOn) || null,
      certificateUrl: row.accredibleUrl,
      reportingPeriodEnd: formatDate(row.reportingPeriodEnd) || null,
    }
  }

  /** The candidate's facts of one registration, read once for the view and the card rules. */
  async function factsOf(db: DbOrTx, registration: RegistrationRow) {
    if (registration.certificationId === null) throw notFound()
    const certificationId = registration.certificationId
    const [cat, attempts, extension, lines, taken] = await readAll(db, [
      () => core.catalogue(db, certificationId),
      () => candidateRepo.examAttempts(db, registration.id),
      () => candidateRepo.latestExtension(db, registration.id),
      () => repo.lines(db, registration.id),
      () => candidateRepo.practiceExamsTaken(db, registration.id),
    ])
    const facts = examFactsOf(attempts, cat, 0)
    const state = examState(facts)
    const fee = await nextExamFee(db, cat, registration.userId, state === 'retake')
    const exam = examFactsOf(attempts, cat, fee?.finalCents ?? 0)
    const practice = (paid: boolean) => (line: RegistrationLine) =>
      line.categoryType === 'practice_exam' && (line.transactionId !== null) === paid && (paid || line.showInCart)
    return {
      cat,
      attempts,
      extension,
      lines,
      exam,
      state,
      fee,
      practiceExam: {
        isPurchased: lines.some(practice(true)),
        isInCart: lines.some(practice(false)),
        takenCount: taken,
      },
    }
  }

  /**
   * The learning system (a course material with months of access) offered on the registration's
   * pathway: when access bought last ends, whether it is in the cart, whether it may be bought.
   */
  function learningSystemOf(
    cat: Catalogue,
    registration: RegistrationRow,
    lines: RegistrationLine[],
    isLocked: boolean,
  ) {
    const digital = cat.materials.filter((material) => material.accessMonths !== null)
    const material =
      core.offeredOn(cat, registration.pathwayTypeId).find((offered) => offered.accessMonths !== null) ?? digital[0]
    if (!material) return null
    const ids = new Set(digital.map((item) => item.id))
    const ofSystem = lines.filter((line) => line.categoryType === 'course_material' && ids.has(line.categoryId))
    const accessUntil =
      ofSystem
        .filter((line) => line.transactionId !== null && line.paidAt)
        .map((line) => {
          const months = digital.find((item) => item.id === line.categoryId)?.accessMonths ?? LEARNING_SYSTEM_MONTHS
          return addMonthsToDay(easternDay(line.paidAt as Date), months)
        })
        .sort()
        .at(-1) ?? null
    const isActive = accessUntil !== null && core.today() <= accessUntil
    const waiting = ofSystem.find((line) => line.transactionId === null) ?? null
    const inCart = waiting?.showInCart ?? false
    return {
      material,
      accessUntil,
      isActive,
      inCart,
      waiting,
      canBuy: !isActive && !inCart && !isLocked && WORKING_STATUSES.includes(registration.status),
    }
  }

  const lockOf = (registration: RegistrationRow, extension: Parameters<typeof isRegistrationLocked>[1]) =>
    isRegistrationLocked(registration, extension, core.today())

  async function candidateView(
    registration: RegistrationRow,
    names: { key: 'afc' | 'afcc'; name: string; pathway: string | null; approvedHours: number },
  ): Promise<CandidateView> {
    const facts = await factsOf(db, registration)
    const isLocked = lockOf(registration, facts.extension)
    const { attempts, exam, state } = facts
    const latest = attempts.at(-1)
    const inCart = latest !== undefined && !latest.isPaid && latest.showInCart
    const isDue = state === 'due' || state === 'retake'
    const exhausted = isDue && !(latest && !latest.isPaid) && attempts.length >= MAX_EXAM_ATTEMPTS
    const payNote =
      !isDue || inCart || isLocked ? null : names.key !== 'afc' ? M.examAfcOnly : exhausted ? M.tooManyAttempts : null
    const canPay =
      isDue &&
      !inCart &&
      !isLocked &&
      payNote === null &&
      facts.fee !== null &&
      WORKING_STATUSES.includes(registration.status)
    const learningSystem = learningSystemOf(facts.cat, registration, facts.lines, isLocked)
    const signed = registration.codeOfEthicsSignature !== null
    return {
      registrationId: registration.id,
      certification: { id: facts.cat.certification.id, key: names.key, name: names.name },
      pathway: names.pathway,
      status: registration.status,
      enrolledOn: formatDate(registration.enrolledOn) || null,
      deadline: formatDate(registration.deadline) || null,
      isLocked,
      lockedNotice: isLocked ? M.lockedBanner(formatDate(registration.deadline)) : null,
      deadlineBanner: registrationBanner(registration, CERTIFICATION_KEY_LABELS[names.key], facts.extension),
      inFinalApproval: registration.status === 'final_approval',
      progress: candidateProgress({
        hasPassedExam: state === 'passed',
        isCodeOfEthicsSigned: signed,
        approvedHours: names.approvedHours,
        requiredHours: registration.requiredHours,
        status: registration.status,
        isLocked,
      }),
      experience: {
        ...progressOf(names.approvedHours, registration.requiredHours),
        action: { label: M.logExperience, to: `${CT}/experience` },
      },
      exam: {
        state,
        statusText: examStatusText(exam),
        priceCents: facts.fee?.finalCents ?? 0,
        canPay,
        payNote,
        inCart,
        attemptsRemaining: attemptsRemaining(exam),
        assignedExamId: assignedExamId(registration.userId),
        awaitingResult: attempts.some((attempt) => attempt.isPaid && attempt.result === null),
        schedulingUrl: demoControls
          ? (attempts.find((attempt) => attempt.isPaid && attempt.result === null)?.schedulingUrl ?? null)
          : null,
        attempts: attempts.map(examAttemptView),
      },
      practiceExams: practiceExamSummary(registration.id, facts.practiceExam),
      codeOfEthics: {
        isSigned: signed,
        signature: registration.codeOfEthicsSignature,
        signedOn: registration.codeOfEthicsSignatureDate,
      },
      studyResources: [...STUDY_RESOURCES[names.key]],
      learningSystem: learningSystem && {
        name: learningSystem.material.name,
        priceCents: learningSystem.material.priceCents,
        accessUntil: formatDate(learningSystem.accessUntil) || null,
        isActive: learningSystem.isActive,
        inCart: learningSystem.inCart,
        canBuy: learningSystem.canBuy,
      },
      accommodationsNote: M.accommodations,
      demoControls,
    }
  }

  /** The not-certified view's notice: the latest registration in the cart, in review or expired. */
  async function noticeOf(latest: NonNullable<Awaited<ReturnType<typeof candidateRepo.latestRegistration>>>) {
    const registration = latest.registration
    const facts = await factsOf(db, registration)
    const card = certificationCard({
      today: core.today(),
      certifications: [],
      registration: {
        id: registration.id,
        name: latest.certificationName,
        status: registration.status,
        expirationStatus: registration.expirationStatus,
        deadline: registration.deadline,
        requiredHours: registration.requiredHours,
        approvedHours: latest.approvedHours,
        isFeeInCart: facts.lines.some(
          (line) => line.categoryType === 'registration_fee' && line.transactionId === null && line.showInCart,
        ),
        isCodeOfEthicsSigned: registration.codeOfEthicsSignature !== null,
        exam: facts.exam,
        practiceExam: facts.practiceExam,
        extension: facts.extension,
      },
    })
    if (card.variant === 'cart' || card.variant === 'expired') return { message: card.message, action: card.action }
    if (card.variant === 'review') return { message: card.message, action: null }
    return null
  }

  async function dashboard(actor: Actor): Promise<CertificationDashboard> {
    const [held, latest] = await readAll(db, [
      () => candidateRepo.heldCertifications(db, actor.id),
      () => candidateRepo.latestRegistration(db, actor.id),
    ])
    const variant = certificationDashboardVariant({
      certificationStatuses: held.map((row) => row.status),
      registration: latest?.registration ?? null,
    })
    if (variant === 'certified') {
      const standing = held.filter((row) => row.status !== 'revoked')
      return { variant, certifications: standing.map(heldView) }
    }
    if (variant === 'candidate' && latest) {
      return {
        variant,
        candidate: await candidateView(latest.registration, {
          key: latest.certificationKey,
          name: latest.certificationName,
          pathway: latest.pathwayName,
          approvedHours: latest.approvedHours,
        }),
      }
    }
    const certifications = await repo.certifications(db)
    const openRegistration =
      latest && latest.registration.status === 'pre_registration' ? latest.registration.certificationId : null
    return {
      variant: 'not_certified',
      notice: latest ? await noticeOf(latest) : null,
      options: certifications.map((certification) => ({
        id: certification.id,
        key: certification.key,
        name: certification.name,
        description: certification.description,
        action: {
          label: certification.id === openRegistration ? M.continueRegistration : M.enroll(certification.name),
          to: `${CT}/register/${certification.id}`,
        },
      })),
      certifications: held.map(heldView),
    }
  }

  /**
   * Runs a change to the candidate's own registration while it is in a working status: the
   * candidate's cart locked (exam lines change it), the registration locked.
   */
  async function asCandidate<T>(
    actor: Actor,
    registrationId: number,
    work: (tx: Tx, registration: RegistrationRow) => Promise<T>,
  ): Promise<T> {
    const found = policy.authorize(actor, 'fill', await repo.registration(db, registrationId))
    return db.transaction(async (tx) => {
      await cart.lockForChange(tx, found.userId)
      const registration = await repo.registration(tx, registrationId, true)
      if (!registration || registration.certificationId === null) throw notFound()
      if (!WORKING_STATUSES.includes(registration.status)) throw conflict(M.notEditable)
      return work(tx, registration)
    })
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
    const eventId = `exam:${event.id}`
    return db.transaction(async (tx) => {
      // A redelivery of a handled event is answered as such, even when its attempt is gone since.
      if (await candidateRepo.isWebhookEventRecorded(tx, eventId)) return 'duplicate'
      // Locked: two deliveries of one event wait for each other here; the second then finds it recorded.
      const attempt = await candidateRepo.attemptForResult(tx, event.attemptId)
      if (!attempt || !attempt.isPaid) {
        deps.log.warn({ eventId: event.id, attemptId: event.attemptId }, 'exam result for no paid attempt yet')
        return 'unknown'
      }
      if (!(await candidateRepo.recordWebhookEvent(tx, eventId, 'exam.result'))) return 'duplicate'
      if (assignedExamId(attempt.userId) !== event.candidateId) {
        deps.log.warn({ eventId: event.id, attemptId: event.attemptId }, 'exam result names another candidate')
        return 'refused'
      }
      if (attempt.resultAt && attempt.resultAt >= event.occurredAt) return 'refused'
      await candidateRepo.updateAttempt(tx, attempt.id, {
        result: event.result,
        score: event.score,
        takenAt: event.takenAt,
        resultAt: event.occurredAt,
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
    await deps.queue.enqueue(tx, 'exam.authorize', { attemptId })
  }

  /** Makes a paid attempt bookable at the provider (the `exam.authorize` job); once per attempt. */
  async function authorizeExam(attemptId: number): Promise<void> {
    const row = await candidateRepo.eligibility(db, attemptId)
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
    await candidateRepo.setSchedulingUrl(db, attemptId, schedulingUrl)
  }

  /** Demo environments: the local provider posts a result for the paid attempt waiting for one. */
  async function simulateResult(actor: Actor, registrationId: number, result: 'P' | 'F') {
    if (!demoControls || !isLocalExamDelivery(examDelivery)) throw notFound()
    const webhook = await asCandidate(actor, registrationId, async (tx, registration) => {
      const waiting = (await candidateRepo.examAttempts(tx, registration.id)).find(
        (attempt) => attempt.isPaid && attempt.result === null,
      )
      if (!waiting) throw conflict(M.noExamAwaitingResult)
      return examDelivery.resultWebhook({
        attemptId: waiting.id,
        candidateId: assignedExamId(registration.userId),
        result,
        score: result === 'P' ? 112 : 88,
        takenAt: deps.clock.now(),
        occurredAt: deps.clock.now(),
      })
    })
    // Handled in-process as the vendor's would be; an attempt deleted meanwhile waits for nothing.
    if ((await applyExamResult(webhook.body, webhook.signature)) === 'unknown') throw conflict(M.noExamAwaitingResult)
    return dashboard(actor)
  }

  /** Whether the final application may be made now (spec 2 §2.2), with what its summary shows. */
  async function finishState(db: DbOrTx, registration: RegistrationRow) {
    const [facts, approvedHours] = await readAll(db, [
      () => factsOf(db, registration),
      () => candidateRepo.approvedHours(db, registration.id),
    ])
    const isLocked = lockOf(registration, facts.extension)
    const progress = candidateProgress({
      hasPassedExam: facts.state === 'passed',
      isCodeOfEthicsSigned: registration.codeOfEthicsSignature !== null,
      approvedHours,
      requiredHours: registration.requiredHours,
      status: registration.status,
      isLocked,
    })
    const passed = facts.attempts.findLast((attempt) => attempt.result === 'P')
    return {
      canFinish: progress.total === 4 && !isLocked,
      examPassedOn: passed?.takenAt ? easternDay(passed.takenAt) : null,
      approvedHours,
    }
  }

  return {
    dashboard,
    finishState,
    handleExamResult,
    examPaid,
    authorizeExam,

    async signCodeOfEthics(actor: Actor, registrationId: number, body: z.output<typeof SignCodeOfEthicsBody>) {
      await asCandidate(actor, registrationId, async (tx, registration) => {
        if (registration.codeOfEthicsSignature !== null) throw conflict(M.ethicsAlreadySigned)
        if (body.date > core.today()) throw fieldError('date', M.futureDate)
        await candidateRepo.signCodeOfEthics(tx, registration.id, body.signature, body.date)
      })
      return dashboard(actor)
    },

    /**
     * Puts the next exam attempt (a retake after a fail or an absence) in the cart with the exam's
     * shipping fee for a domestic or international sitting. An attempt already waiting unpaid is
     * reused, so a double click or a second tab never adds two, at the price due now.
     */
    async payExam(actor: Actor, registrationId: number, body: z.output<typeof PayExamBody>) {
      return asCandidate(actor, registrationId, async (tx, registration) => {
        if (!body.examAgreement) throw fieldError('examAgreement', RegistrationMessages.required)
        const cat = await core.catalogue(tx, registration.certificationId as number)
        if (cat.certification.key !== 'afc' || !cat.exam) throw conflict(M.examAfcOnly)
        const [attempts, extension] = await readAll(tx, [
          () => candidateRepo.examAttempts(tx, registration.id),
          () => candidateRepo.latestExtension(tx, registration.id),
        ])
        if (lockOf(registration, extension)) throw conflict(M.examLocked)
        const state = examState(examFactsOf(attempts, cat, 0))
        if (state === 'passed') throw conflict(M.examAlreadyPassed)
        if (state === 'paid') throw conflict(M.examNotDue)
        const isRetake = state === 'retake'
        const latest = attempts.at(-1)
        const reuse = latest && !latest.isPaid ? latest : null
        if (!reuse && attempts.length >= MAX_EXAM_ATTEMPTS) throw conflict(M.tooManyAttempts)
        const fee = await nextExamFee(tx, cat, registration.userId, isRetake)
        if (!fee) throw conflict(M.examAfcOnly)

        const attemptId =
          reuse?.id ??
          (await candidateRepo.insertAttempt(tx, {
            registrationId: registration.id,
            examId: cat.exam.id,
            retake: isRetake,
            international: body.internationalExam,
          }))
        if (reuse) {
          await candidateRepo.updateAttempt(tx, reuse.id, { international: body.internationalExam, retake: isRetake })
        }
        let lineItemId = reuse?.lineItemId ?? null
        if (lineItemId !== null) {
          // The waiting line is priced as a new attempt would be now: the candidate may have become
          // a member since, or a result recorded since may have made it a retake.
          await candidateRepo.repriceUnpaidLine(tx, lineItemId, {
            priceCents: fee.priceCents,
            finalPriceCents: fee.finalCents,
            retakePriceCents: cat.exam.retakePriceCents,
            offer: fee.offer,
          })
          await candidateRepo.showLine(tx, lineItemId)
        } else {
          lineItemId = await candidateRepo.insertLine(tx, {
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
          await candidateRepo.updateAttempt(tx, attemptId, { lineItemId })
        }

        // The exam's shipping fee follows the sitting chosen now.
        const examShipping = new Set(cat.shippingFees.filter((fee) => fee.forExams).map((fee) => fee.id))
        for (const line of await candidateRepo.unpaidShippingLines(tx, registration.id)) {
          if (examShipping.has(line.categoryId)) await candidateRepo.deleteUnpaidLine(tx, line.id)
        }
        const shipping = shippingFeeFor(cat.shippingFees, true, body.internationalExam)
        if (shipping) {
          await candidateRepo.insertLine(tx, {
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

    /** Puts the learning system in the cart (spec 2 §7 addLms); never twice, never while access lasts. */
    async addLearningSystem(actor: Actor, registrationId: number) {
      return asCandidate(actor, registrationId, async (tx, registration) => {
        const [cat, lines, extension] = await readAll(tx, [
          () => core.catalogue(tx, registration.certificationId as number),
          () => repo.lines(tx, registration.id),
          () => candidateRepo.latestExtension(tx, registration.id),
        ])
        const offer = learningSystemOf(cat, registration, lines, lockOf(registration, extension))
        if (!offer) throw conflict(M.learningSystemUnavailable)
        if (offer.isActive) throw conflict(M.learningSystemActive)
        if (offer.waiting) {
          await candidateRepo.showLine(tx, offer.waiting.id)
          return { next: 'cart' as const, lineItemId: offer.waiting.id }
        }
        if (!offer.canBuy) throw conflict(M.examLocked)
        const lineItemId = await candidateRepo.insertLine(tx, {
          userId: registration.userId,
          registrationId: registration.id,
          categoryType: 'course_material',
          categoryId: offer.material.id,
          name: offer.material.name,
          priceCents: offer.material.priceCents,
          finalPriceCents: offer.material.priceCents,
          showInCart: true,
        })
        return { next: 'cart' as const, lineItemId }
      })
    },

    simulatePass: (actor: Actor, registrationId: number) => simulateResult(actor, registrationId, 'P'),
    simulateFail: (actor: Actor, registrationId: number) => simulateResult(actor, registrationId, 'F'),
  }
}
