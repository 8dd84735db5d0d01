/**
 * Where a candidate stands (spec 2 §2.1, §2.2, §2.10, §4, §5), computed from the registrations,
 * exams and certifications modules' readers and read by the certification dashboard, the
 * registration wizard (an expired registration's notice) and the final application (whether it
 * may be made): the
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
  ExperienceMessages,
  ExtensionMessages,
  MAX_EXAM_ATTEMPTS,
  PracticeExamMessages,
  RegistrationMessages,
  STUDY_RESOURCES,
  addMonthsToDay,
  assignedExamId,
  attemptsRemaining,
  canExtendCertification,
  canExtendRegistration,
  candidateProgress,
  certificationDashboardVariant,
  certificationStatusBadge,
  deadlineBanner,
  easternDay,
  examStatusText,
  formatDate,
  formatHours,
  htmlToText,
  isExamCoveredByFellowship,
  practiceExamSummary,
  progressOf,
  registrationCard,
  reviewMessageOf,
  reviewStageOf,
  sentBackOf,
  type CandidateView,
  type RegistrationStatus,
  type CertificationDashboard,
  type DeadlineBanner,
  type ExpiredRegistrationNotice,
  type HeldCertification,
  type PayExamCharges,
  type PracticeExamSummary,
  type SignCodeOfEthicsBody,
  type z,
} from '@portal/contracts'
import type { Db, DbOrTx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { CertificationsService } from '../certifications/certifications.service'
import type { HeldCertificationRow } from '../certifications/certifications.service'
import { examAttemptView, type ExamsService } from '../exams/exams.service'
import {
  WORKING_STATUSES,
  isRegistrationLocked,
  type Catalogue,
  type RegistrationCore,
  type RegistrationLine,
  type RegistrationRow,
} from '../registrations/registration-core'
import { shippingFeeFor } from '../registrations/registration-lines'

/** Spec 2 §9: access to the learning system lasts 12 months from the course materials' purchase. */
export const LEARNING_SYSTEM_MONTHS = 12

const CT = '/certifications-and-training'

export interface CandidateDeps {
  db: Db
  /** The registrations module's readers and the transitions it names (the candidate writes nothing itself). */
  core: RegistrationCore
  exams: Pick<ExamsService, 'examFacts' | 'demoControls'>
  certifications: Pick<CertificationsService, 'held'>
}

export type CandidateService = ReturnType<typeof createCandidateService>

export function createCandidateService(deps: CandidateDeps) {
  const { db, core, exams, certifications } = deps
  const { demoControls } = exams

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

  type HeldRow = HeldCertificationRow

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
    extension: Awaited<ReturnType<typeof core.latestExtension>>,
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
      reportable: row.reportable,
      reportingPeriodId: row.reportingPeriodId,
    }
  }

  /** The candidate's facts of one registration, read once for the view and the card rules. */
  async function factsOf(db: DbOrTx, registration: RegistrationRow) {
    if (registration.certificationId === null) throw notFound()
    const certificationId = registration.certificationId
    const [cat, extension, lines] = await readAll(db, [
      () => core.catalogue(db, certificationId),
      () => core.latestExtension(db, registration.id),
      () => core.lines(db, registration.id),
    ])
    const { attempts, state, fee, exam, practiceExamsTaken: taken } = await exams.examFacts(db, registration, cat)
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

  /**
   * Every fee the next exam attempt puts in the cart for one sitting: the exam (or retake) at the
   * price due now and the exam materials' shipping that payExam adds with it (shippingFeeFor).
   */
  function payExamCharges(cat: Catalogue, examName: string, feeCents: number, isInternational: boolean) {
    const shipping = shippingFeeFor(cat.shippingFees, true, isInternational)
    const lines = [
      { name: examName, priceCents: feeCents },
      ...(shipping ? [{ name: shipping.name, priceCents: shipping.priceCents }] : []),
    ]
    return { lines, totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0) } satisfies PayExamCharges
  }

  /** A locked page offers no practice exams to buy (the practice exam service refuses them too). */
  const forSaleUnlessLocked = (summary: PracticeExamSummary, isLocked: boolean): PracticeExamSummary =>
    isLocked && summary.state === 'not_purchased'
      ? { ...summary, text: PracticeExamMessages.notForSaleLocked, action: null }
      : summary

  /** What the candidate waits for while in review: the final application, or the hours' decision. */
  function reviewNoticeOf(status: RegistrationStatus): string | null {
    const stage = reviewStageOf(status)
    if (stage === 'final') return M.finalApprovalBanner
    return stage === 'experience' ? reviewMessageOf(stage) : null
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
    const isCovered = isExamCoveredByFellowship(registration)
    const payNote =
      !isDue || inCart || isLocked
        ? null
        : names.key !== 'afc'
          ? M.examAfcOnly
          : isCovered
            ? M.examCoveredNote
            : exhausted
              ? M.tooManyAttempts
              : null
    const canPay =
      isDue &&
      !inCart &&
      !isLocked &&
      payNote === null &&
      facts.fee !== null &&
      WORKING_STATUSES.includes(registration.status)
    const learningSystem = learningSystemOf(facts.cat, registration, facts.lines, isLocked)
    const signed = registration.codeOfEthicsSignature !== null
    const logging = core.experienceLoggingOf(registration, facts.extension, names.approvedHours)
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
      reviewNotice: reviewNoticeOf(registration.status),
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
        // Log while hours may be logged; otherwise the entries are there to read.
        action: { label: logging.canLog ? M.logExperience : ExperienceMessages.viewExperience, to: `${CT}/experience` },
      },
      exam: {
        state,
        statusText: examStatusText(exam),
        priceCents: facts.fee?.finalCents ?? 0,
        canPay,
        payNote,
        payOptions:
          canPay && facts.fee && facts.cat.exam
            ? {
                domestic: payExamCharges(facts.cat, facts.cat.exam.name, facts.fee.finalCents, false),
                international: payExamCharges(facts.cat, facts.cat.exam.name, facts.fee.finalCents, true),
              }
            : null,
        inCart,
        attemptsRemaining: state === 'passed' ? null : attemptsRemaining(exam),
        assignedExamId: assignedExamId(registration.userId),
        awaitingResult: attempts.some((attempt) => attempt.isPaid && attempt.result === null),
        schedulingUrl: demoControls
          ? (attempts.find((attempt) => attempt.isPaid && attempt.result === null)?.schedulingUrl ?? null)
          : null,
        attempts: attempts.map(examAttemptView),
      },
      practiceExams: forSaleUnlessLocked(
        practiceExamSummary(registration.id, facts.practiceExam, state === 'passed'),
        isLocked,
      ),
      codeOfEthics: {
        isSigned: signed,
        signature: registration.codeOfEthicsSignature,
        signedOn: registration.codeOfEthicsSignatureDate,
      },
      studyResources: [...STUDY_RESOURCES[names.key]],
      // Shown when it has something to say: access bought, in the cart, or on offer.
      learningSystem:
        learningSystem && (learningSystem.accessUntil !== null || learningSystem.inCart || learningSystem.canBuy)
          ? {
              name: learningSystem.material.name,
              priceCents: learningSystem.material.priceCents,
              accessMonths: learningSystem.material.accessMonths ?? LEARNING_SYSTEM_MONTHS,
              accessUntil: formatDate(learningSystem.accessUntil) || null,
              isActive: learningSystem.isActive,
              inCart: learningSystem.inCart,
              canBuy: learningSystem.canBuy,
            }
          : null,
      accommodationsNote: M.accommodations,
      demoControls,
    }
  }

  /** The not-certified view's notice: the latest registration in the cart, in review or expired. */
  async function latestCardOf(latest: NonNullable<Awaited<ReturnType<typeof core.latestRegistration>>>) {
    const registration = latest.registration
    const [facts, reviews] = await readAll(db, [
      () => factsOf(db, registration),
      () => (registration.status === 'pre_registration' ? core.reviews(db, registration.id) : Promise.resolve([])),
    ])
    return registrationCard(
      {
        id: registration.id,
        certificationId: registration.certificationId ?? 0,
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
        extension: facts.extension && {
          ...facts.extension,
          decisionMessage: facts.extension.decisionMessage && htmlToText(facts.extension.decisionMessage),
        },
        sentBack: sentBackOf(
          registration.status,
          reviews.map((review) => ({ ...review, message: review.message ? htmlToText(review.message) : null })),
        ),
      },
      core.today(),
    )
  }

  /**
   * The not-certified view's notice: the dashboard card of the latest registration, when it has
   * one to say; an expired one with its facts (what it was, when it ended, its extension) and the
   * reviewer's reason when its extension was not approved.
   */
  function noticeOf(
    card: Awaited<ReturnType<typeof latestCardOf>>,
    latest: Awaited<ReturnType<typeof core.latestRegistration>>,
  ) {
    switch (card?.variant) {
      case 'cart':
        return { message: card.message, detail: null, facts: [], action: card.action }
      case 'expired':
        return {
          message: card.message,
          detail: card.reason && M.reason(card.reason),
          facts: latest ? expiredFacts(latest, card) : [],
          // Only a way forward of its own (an extension to file or in the cart): registering again
          // is the certification's Register button below, one primary action on the page.
          action: card.extension === 'can_request' || card.extension === 'in_cart' ? card.action : null,
        }
      case 'changes_requested':
        return { message: card.message, detail: card.reviewMessage, facts: [], action: card.action }
      case 'review':
        return { message: card.message, detail: null, facts: [], action: null }
      default:
        return null
    }
  }

  const EXTENSION_FACTS = {
    in_cart: M.extensionInCart,
    under_review: M.extensionUnderReview,
    rejected: M.extensionRejected,
    closed: M.extensionClosed,
  } as const

  function expiredFacts(
    latest: NonNullable<Awaited<ReturnType<typeof core.latestRegistration>>>,
    card: Extract<NonNullable<Awaited<ReturnType<typeof latestCardOf>>>, { variant: 'expired' }>,
  ) {
    const { registration } = latest
    const facts: { label: string; value: string | null }[] = [
      { label: M.factPathway, value: latest.pathwayName },
      { label: M.factEnrolledOn, value: formatDate(registration.enrolledOn) },
      { label: M.factDeadline, value: formatDate(registration.deadline) },
      {
        label: M.factExperience,
        value: M.experienceApproved(formatHours(latest.approvedHours), formatHours(registration.requiredHours)),
      },
      {
        label: M.factExtension,
        value:
          card.extension === 'can_request'
            ? M.extensionCanRequest(card.requestBy ?? '')
            : EXTENSION_FACTS[card.extension],
      },
    ]
    return facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value))
  }

  async function dashboard(actor: Actor): Promise<CertificationDashboard> {
    const [held, latest] = await readAll(db, [
      () => certifications.held(db, actor.id),
      () => core.latestRegistration(db, actor.id),
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
    const [offered, card] = await Promise.all([core.certifications(db), latest ? latestCardOf(latest) : null])
    const openRegistration =
      latest && latest.registration.status === 'pre_registration' ? latest.registration.certificationId : null
    const notice = noticeOf(card, latest)
    const latestCertificationId = latest?.registration.certificationId ?? null
    return {
      variant: 'not_certified',
      notice,
      options: offered.map((certification) => ({
        id: certification.id,
        key: certification.key,
        name: certification.name,
        description: certification.description,
        // The latest registration's card speaks for its certification: no second way in beside
        // its notice (in review, sent back, in the cart), and no Register while it is in review.
        action:
          certification.id === latestCertificationId && notice !== null && card?.variant !== 'expired'
            ? null
            : {
                label: certification.id === openRegistration ? M.continueRegistration : M.enroll(certification.name),
                to: `${CT}/register/${certification.id}`,
              },
      })),
      certifications: held.map(heldView),
    }
  }

  /**
   * With no open registration of a certification: its newest one when it expired (spec 2 §4), the
   * banner the candidate page shows for it (File an extension while one may be requested, View in
   * Cart while a request waits there), whether the extension is offered (requestable, or a request
   * waits in the cart or for review) and what starting a new registration does to it.
   */
  async function expiredNotice(
    db: DbOrTx,
    userId: number,
    certification: { id: number; key: string; name: string },
  ): Promise<ExpiredRegistrationNotice | null> {
    const newest = await core.newestRegistration(db, userId, certification.id)
    if (!newest || newest.status === 'complete' || newest.status === 'pre_registration') return null
    if (newest.expirationStatus === 'not_expired') return null
    const extension = await core.latestExtension(db, newest.id)
    const label = certification.key === 'afcc' ? CERTIFICATION_KEY_LABELS.afcc : CERTIFICATION_KEY_LABELS.afc
    const canExtend = canExtendRegistration({
      status: newest.status,
      deadline: newest.deadline,
      allowsExtension: true,
      hasExtension: extension !== null,
      today: core.today(),
    })
    const isExtensionOffered = canExtend || (extension !== null && extension.approved === null)
    return {
      registrationId: newest.id,
      banner: registrationBanner(newest, label, extension),
      isExtensionOffered,
      startAfreshNote: isExtensionOffered
        ? RegistrationMessages.startAfreshExtendable(label)
        : RegistrationMessages.startAfreshExpired(label),
    }
  }

  /** Whether the final application may be made now (spec 2 §2.2), with what its summary shows. */
  async function finishState(db: DbOrTx, registration: RegistrationRow) {
    const [facts, approvedHours] = await readAll(db, [
      () => factsOf(db, registration),
      () => core.approvedHours(db, registration.id),
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
    expiredNotice,
    dashboard,
    finishState,

    async signCodeOfEthics(actor: Actor, registrationId: number, body: z.output<typeof SignCodeOfEthicsBody>) {
      await core.asCandidate(actor, registrationId, async (tx, registration) => {
        if (registration.codeOfEthicsSignature !== null) throw conflict(M.ethicsAlreadySigned)
        if (body.date > core.today()) throw fieldError('date', M.futureDate)
        await core.signCodeOfEthics(tx, registration.id, body.signature, body.date)
      })
      return dashboard(actor)
    },

    /** Puts the learning system in the cart (spec 2 §7 addLms); never twice, never while access lasts. */
    async addLearningSystem(actor: Actor, registrationId: number) {
      return core.asCandidate(actor, registrationId, async (tx, registration) => {
        const [cat, lines, extension] = await readAll(tx, [
          () => core.catalogue(tx, registration.certificationId as number),
          () => core.lines(tx, registration.id),
          () => core.latestExtension(tx, registration.id),
        ])
        const offer = learningSystemOf(cat, registration, lines, lockOf(registration, extension))
        if (!offer) throw conflict(M.learningSystemUnavailable)
        if (offer.isActive) throw conflict(M.learningSystemActive)
        if (offer.waiting) {
          await core.showLineInCart(tx, offer.waiting.id)
          return { next: 'cart' as const, lineItemId: offer.waiting.id }
        }
        if (!offer.canBuy) throw conflict(M.examLocked)
        const lineItemId = await core.addCourseMaterial(tx, registration, offer.material)
        return { next: 'cart' as const, lineItemId }
      })
    },
  }
}
