/**
 * What the candidate's wizard (registrations.service.ts) and the staff review
 * (registrations-review.service.ts) share: the catalogue a registration is sold from, the buyer's
 * facts, the line-item rebuild, the views, the decision's message and telling the candidate.
 */
import {
  EXPIRATION_STATUSES,
  RegistrationMessages,
  canExtendRegistration,
  experienceLogging,
  expirationStatusOf,
  extensionRequestState,
  isCandidateLocked,
  type ExpirationStatus,
  type ExtensionRequestState,
  PRE_REGISTRATION_STEP_KEYS,
  RegistrationMessages as M,
  addMonthsToDay,
  easternDay,
  essentialsCreditCents,
  examFee,
  preRegistrationStepApplies,
  preRegistrationStepAt,
  preRegistrationStepNumber,
  registrationItemCents,
  type Day,
  type PreRegistrationStep,
  type Registration,
  type RegistrationDetail,
  type RegistrationFile,
  type RegistrationItem,
  type RegistrationMediaType,
  type RegistrationStage,
  type RegistrationStatus,
  type StepFacts,
} from '@portal/contracts'
import type { Clock } from '../../platform/clock'
import { conflict, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { readCache } from '../../platform/db/read-cache'
import { readAll } from '../../platform/db/reads'
import type { Mailer } from '../../platform/mail/mailer'
import type { Storage } from '../../platform/storage/storage'
import type { CartService } from '../cart/cart.service'
import type { CheckoutService } from '../cart/checkout.service'
import type { MembershipService } from '../membership/membership.service'
import type { NotificationService } from '../notifications/notifications.service'
import { fileLink, type MediaFile, type MediaService } from '../media/media.service'
import type { ApprovalCharge } from '../cart/products'
import type { ReviewsService } from '../reviews/reviews.service'
import type { UsersReader } from '../users/users.service'
import { EXAM_OFFER_LABELS, desiredLines, homeCountryOf, type RegistrationLineKind } from './registration-lines'
import { registrationDecisionMail, type RegistrationDecision } from './registrations.mail'
import { deadlinesRepo, type RegistrationExpiryFacts } from './deadlines.repo'
import {
  catalogIdOf,
  choicesOf,
  registrationsRepo as repo,
  type ExamAttemptRecords,
  type RegistrationChoices,
  type RegistrationLine,
  type RegistrationRow,
} from './registrations.repo'
import { registrationsPolicy as policy } from './registrations.policy'

export interface RegistrationsDeps {
  db: Db
  clock: Clock
  storage: Storage
  mailer: Mailer
  appUrl: string
  users: Pick<UsersReader, 'findUser' | 'hasValidMembership'>
  notifications: Pick<NotificationService, 'tell'>
  /** Locks the user's cart while the registration's items change. */
  cart: Pick<CartService, 'lockForChange'>
  /** Charges the card kept on file when staff approve a registration. */
  checkout: Pick<
    CheckoutService,
    'beginApprovalCharge' | 'settleApprovalCharge' | 'isChargeInFlight' | 'recordAdminEntry'
  >
  /**
   * Whether the candidate's membership request waits for review, whether they are a verified
   * student; approving a registration approves that request too (unless without membership).
   */
  membership: Pick<MembershipService, 'pendingRequestOf' | 'isVerifiedStudent' | 'decide'>
  /** The exam attempts a registration's exam lines pay for (the exams module owns them). */
  examAttempts: ExamAttemptRecords
  /** Staff decisions: their messages and their records. */
  reviews: Pick<ReviewsService, 'decisionMessage' | 'record'>
  /** The registration's documents (the media module owns their records). */
  media: Pick<MediaService, 'attach' | 'filesOf' | 'file' | 'detach'>
}

/** The statuses in which a candidate works toward the Four E's (signs, pays exams). */
export const WORKING_STATUSES: readonly RegistrationStatus[] = ['in_progress', 'experience_approval']

/**
 * Past the deadline a registration's candidate pages lock unless an extension was approved
 * (spec 2 §4). A request waiting in the cart or for review ('expired_with_extension', decision
 * 0014) unlocks nothing; an approval moved the deadline, so it unlocks only until that new
 * deadline passes. The one lock of the dashboard, the exam, the learning system and the
 * experience hours (`extension`: registrationsRepo.latestExtension).
 */
export function isRegistrationLocked(
  registration: Pick<RegistrationRow, 'deadline'>,
  extension: { approved: boolean | null; extendedUntil: string | null } | null,
  today: string,
): boolean {
  const hasApprovedExtension = extension?.approved === true && (extension.extendedUntil ?? today) >= today
  return isCandidateLocked({ deadline: registration.deadline, today, hasApprovedExtension })
}

/** The state of a registration's latest extension request, from the facts read with it (null: none). */
export function latestRequestState(
  facts: Pick<RegistrationExpiryFacts, 'hasExtension' | 'extensionApproved' | 'extensionSubmitted'>,
): ExtensionRequestState | null {
  if (!facts.hasExtension) return null
  return extensionRequestState({ submittedAt: facts.extensionSubmitted ? '' : null, approved: facts.extensionApproved })
}

export const REGISTRATION_APPROVAL = 'registration_approval'

const POST_REGISTRATION: readonly RegistrationStatus[] = [
  'in_progress',
  'experience_approval',
  'final_approval',
  'module_approval',
]

/** Where a registration stands for the screens. */
export function stageOf(registration: Pick<RegistrationRow, 'status' | 'step'>): RegistrationStage {
  switch (registration.status) {
    case 'pre_registration':
      return 'pre_registration'
    case 'registration_approval':
      return registration.step === preRegistrationStepNumber('pathway_review')
        ? 'pathway_approval'
        : 'registration_approval'
    case 'complete':
      return 'complete'
    default:
      return POST_REGISTRATION.includes(registration.status) ? 'post_registration' : 'registration_approval'
  }
}

/**
 * The furthest step the candidate may open: the first step that applies at or after the one
 * reached (`registration.step`), so a step right after a skipped one is reachable.
 */
export function reachableStep(stepReached: number, facts: StepFacts): number {
  let number = Math.max(stepReached, 1)
  while (
    number < PRE_REGISTRATION_STEP_KEYS.length &&
    !preRegistrationStepApplies(preRegistrationStepAt(number), facts)
  ) {
    number++
  }
  return number
}

/**
 * Spec 2 §2.1: paying for the exam applies only to the AFC certification, so only its wizard
 * offers Pay Exam Fees Upfront and only its registration puts the exam among its items.
 */
export const sellsExamUpfront = (cat: Pick<Catalogue, 'certification' | 'exam'>) =>
  cat.exam !== null && cat.certification.key === 'afc'

/** The catalogue a certification's registrations are sold from. */
async function readCatalogue(db: DbOrTx, certificationId: number) {
  const [certification, pathways, materials, practiceExam, exams, shippingFees] = await readAll(db, [
    () => repo.certification(db, certificationId),
    () => repo.pathways(db, certificationId),
    () => repo.courseMaterials(db, certificationId),
    () => repo.practiceExam(db, certificationId),
    () => repo.exams(db, certificationId),
    () => repo.shippingFees(db, certificationId),
  ])
  if (!certification) throw new Error(`certification ${certificationId} is missing`)
  return { certification, pathways, materials, practiceExam, exam: exams[0] ?? null, exams, shippingFees }
}

/**
 * The catalogues, read once and kept while their system data is unchanged (staff edit it in
 * System Data; another instance's edit shows within 5 s): a wizard step reads one for every
 * request.
 */
const catalogues = readCache<number, Awaited<ReturnType<typeof readCatalogue>>>({
  tables: [
    'certifications',
    'pathway_types',
    'registration_fees',
    'course_materials',
    'course_material_pathway_types',
    'practice_exams',
    'exams',
    'shipping_fees',
  ],
  ttlMs: 5_000,
})

const loadCatalogue = (db: DbOrTx, certificationId: number) =>
  catalogues.get(certificationId, () => readCatalogue(db, certificationId))

export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>

export interface Buyer {
  isMember: boolean
  isVerifiedStudent: boolean
  essentialsCreditCents: number
  pendingMembershipRequestId: number | null
  isMemberOrPending: boolean
}

export function createRegistrationCore(deps: RegistrationsDeps) {
  const { clock, appUrl, users, notifications, membership } = deps
  const today = (): Day => easternDay(clock.now())

  const catalogue = loadCatalogue

  async function buyer(db: DbOrTx, userId: number): Promise<Buyer> {
    const [isMember, isVerifiedStudent, completions, pendingMembershipRequestId] = await readAll(db, [
      () => users.hasValidMembership(db, userId, clock.now()),
      () => membership.isVerifiedStudent(db, userId),
      () => repo.essentialsCompletions(db, userId),
      () => membership.pendingRequestOf(db, userId),
    ])
    return {
      isMember,
      isVerifiedStudent,
      essentialsCreditCents: essentialsCreditCents(completions, today()),
      pendingMembershipRequestId,
      isMemberOrPending: isMember || pendingMembershipRequestId !== null,
    }
  }

  const pathwayOf = (cat: Catalogue, registration: Pick<RegistrationRow, 'pathwayTypeId'>) =>
    cat.pathways.find((pathway) => pathway.id === registration.pathwayTypeId) ?? null

  /** The course materials offered on a pathway. */
  const offeredOn = (cat: Catalogue, pathwayId: number | null) =>
    pathwayId === null ? [] : cat.materials.filter((material) => material.pathwayTypeIds.includes(pathwayId))

  function stepFacts(cat: Catalogue, registration: RegistrationRow, who: Buyer): StepFacts {
    const pathway = pathwayOf(cat, registration)
    return {
      pathwayKey: pathway?.key ?? null,
      requiresPreapproval: pathway?.requiresPreapproval ?? false,
      isMemberOrPending: who.isMemberOrPending,
      sellsExamUpfront: sellsExamUpfront(cat),
    }
  }

  /** The shipping fees that belong to the exam. */
  const examShippingIds = (cat: Catalogue) =>
    new Set(cat.shippingFees.filter((fee) => fee.forExams).map((fee) => fee.id))

  const isExamItem = (cat: Catalogue, line: Pick<RegistrationLine, 'categoryType' | 'categoryId'>) =>
    line.categoryType === 'exam' || (line.categoryType === 'shipping_fee' && examShippingIds(cat).has(line.categoryId))

  /** Rebuilds the registration's unpaid line items from its choices (registration-lines.ts). */
  async function rebuildLines(
    tx: Tx,
    registration: RegistrationRow,
    options: { showInCart: boolean },
    known?: { cat?: Catalogue; who?: Buyer },
  ) {
    const { certificationId } = registration
    if (certificationId === null) return
    const [cat, who, lines] = await readAll(tx, [
      () => known?.cat ?? catalogue(tx, certificationId),
      () => known?.who ?? buyer(tx, registration.userId),
      () => repo.lines(tx, registration.id),
    ])
    const pathway = pathwayOf(cat, registration)
    const choices = choicesOf(registration)
    const chosen = offeredOn(cat, pathway?.id ?? null).filter((material) =>
      (choices.courseMaterialIds ?? []).includes(material.id),
    )
    const desired = desiredLines({
      pathway: pathway
        ? {
            key: pathway.key,
            fee: pathway.fee
              ? {
                  id: pathway.fee.id,
                  name: pathway.fee.name,
                  priceCents: pathway.fee.priceCents,
                  freeForMembers: pathway.fee.freeForMembers,
                  deferred: pathway.fee.deferred,
                }
              : null,
          }
        : null,
      courseMaterials: chosen,
      shipping: registration.shipping,
      shippingFees: cat.shippingFees,
      exam: sellsExamUpfront(cat) ? cat.exam : null,
      payExamFeeUpfront: registration.payExamFeeUpfront,
      practiceExam: cat.practiceExam,
      purchasePracticeExam: registration.purchasePracticeExam,
      buyer: who,
      paid: lines
        .filter((line) => line.transactionId !== null)
        .map((line) => ({ kind: line.categoryType as RegistrationLineKind, catalogId: catalogIdOf(line) })),
    })
    await repo.syncLines(tx, registration, lines, desired, options, deps.examAttempts, clock.now())
  }

  function itemOf(line: RegistrationLine): RegistrationItem {
    const paid = line.transactionId !== null
    const offer = (line.extra as { offer?: keyof typeof EXAM_OFFER_LABELS | null }).offer
    return {
      id: line.id,
      kind: line.categoryType,
      name: line.name,
      price: line.priceCents * line.quantity,
      finalPrice: line.finalPriceCents * line.quantity,
      offer: offer ? EXAM_OFFER_LABELS[offer] : null,
      paid,
      inCart: !paid && line.showInCart,
      chargedOnApproval: !paid && line.chargedOnApproval,
    }
  }

  function fileOf(file: MediaFile): RegistrationFile {
    return {
      ...fileLink(file),
      type: file.type as RegistrationMediaType,
      createdAt: file.createdAt.toISOString(),
    }
  }

  /** The registration as both sides read it. */
  async function registrationView(
    db: DbOrTx,
    registration: RegistrationRow,
    known?: { cat?: Catalogue; who?: Buyer },
  ): Promise<Registration & { lines: RegistrationLine[]; cat: Catalogue; who: Buyer }> {
    // A training registration is not one of these screens' (its module is not built yet).
    const { certificationId } = registration
    if (certificationId === null) throw notFound()
    const [cat, who, lines, files, reviews] = await readAll(db, [
      () => known?.cat ?? catalogue(db, certificationId),
      () => known?.who ?? buyer(db, registration.userId),
      () => repo.lines(db, registration.id),
      () => deps.media.filesOf(db, { kind: 'registration', id: registration.id }),
      () => repo.reviews(db, registration.id),
    ])
    const pathway = pathwayOf(cat, registration)
    const choices = choicesOf(registration)
    const items = lines.map(itemOf)
    const editable = registration.status === 'pre_registration'
    return {
      id: registration.id,
      userId: registration.userId,
      certification: { id: cat.certification.id, name: cat.certification.name },
      status: registration.status,
      stage: stageOf(registration),
      expirationStatus: registration.expirationStatus,
      step: registration.step,
      pathway: pathway
        ? {
            id: pathway.id,
            key: pathway.key,
            name: pathway.name,
            description: pathway.description,
            deadlineMonths: pathway.deadlineMonths,
            requiresPreapproval: pathway.requiresPreapproval,
          }
        : null,
      enrolledOn: registration.enrolledOn,
      deadline: registration.deadline,
      requiredHours: registration.requiredHours,
      militarySpouse: registration.militarySpouse,
      payExamFeeUpfront: registration.payExamFeeUpfront,
      purchasePracticeExam: registration.purchasePracticeExam,
      shippingAddressId: registration.shippingAddressId,
      shipping: registration.shipping ?? null,
      universityProgramId: registration.universityProgramId,
      universityProgramDepartment: registration.universityProgramDepartment,
      universityProgramLevelOfStudy: registration.universityProgramLevelOfStudy,
      independentTrainerId: choices.independentTrainerId ?? null,
      courseMaterialIds: choices.courseMaterialIds ?? [],
      noCourseMaterials: choices.noCourseMaterials ?? false,
      media: files.map(fileOf),
      reviews: reviews.map((review) => ({
        id: review.id,
        createdAt: review.createdAt.toISOString(),
        approved: review.approved,
        message: review.message,
        status: review.status,
        step: review.newStep ?? review.previousStep,
        reviewer: review.reviewerFirstName
          ? `${review.reviewerFirstName} ${review.reviewerLastName ?? ''}`.trim()
          : null,
      })),
      items,
      totals: {
        total: items.reduce((sum, item) => sum + item.finalPrice, 0),
        unpaid: items.filter((item) => !item.paid).reduce((sum, item) => sum + item.finalPrice, 0),
      },
      hasUnpaidItems: editable && items.some((item) => !item.paid && item.finalPrice > 0),
      isMemberOrPending: who.isMemberOrPending,
      sellsExamUpfront: sellsExamUpfront(cat),
      editable,
      createdAt: registration.createdAt.toISOString(),
      updatedAt: registration.updatedAt.toISOString(),
      lines,
      cat,
      who,
    }
  }

  /** The wizard's view: the registration and its choices priced for the candidate. */
  async function detail(
    db: DbOrTx,
    registration: RegistrationRow,
    known?: { cat?: Catalogue; who?: Buyer },
  ): Promise<RegistrationDetail> {
    const { lines: _lines, cat, who, ...view } = await registrationView(db, registration, known)
    const [universities, trainers] = await readAll(db, [
      () => repo.universities(db),
      () => repo.independentTrainers(db),
    ])
    const exam = cat.exam ? examFee(cat.exam, { ...who, isRetake: false }) : null
    return {
      registration: view,
      options: {
        pathways: cat.pathways
          .filter((pathway) => pathway.visible)
          .map((pathway) => ({
            id: pathway.id,
            key: pathway.key,
            name: pathway.name,
            description: pathway.description,
            deadlineMonths: pathway.deadlineMonths,
            requiresPreapproval: pathway.requiresPreapproval,
            fee: pathway.fee
              ? {
                  name: pathway.fee.name,
                  price: pathway.fee.priceCents,
                  finalPrice: registrationItemCents(pathway.fee, who.isMember),
                  chargedOnApproval: pathway.fee.deferred,
                }
              : null,
          })),
        courseMaterials: cat.materials.map((material) => ({
          id: material.id,
          name: material.name,
          description: material.description,
          price: material.priceCents,
          finalPrice: registrationItemCents({ priceCents: material.priceCents, freeForMembers: false }, who.isMember),
          shippable: material.shippable,
          pathwayTypeIds: material.pathwayTypeIds,
        })),
        practiceExam: cat.practiceExam
          ? {
              id: cat.practiceExam.id,
              name: cat.practiceExam.name,
              description: cat.practiceExam.description,
              price: cat.practiceExam.priceCents,
              flowLanguage: cat.practiceExam.registrationFlowLanguage,
              checkboxText: cat.practiceExam.registrationFlowCheckboxText,
            }
          : null,
        exam:
          cat.exam && exam
            ? {
                id: cat.exam.id,
                name: cat.exam.name,
                price: exam.priceCents,
                finalPrice: exam.finalCents,
                offer: exam.offer ? EXAM_OFFER_LABELS[exam.offer] : null,
              }
            : null,
        universities: universities.map((university) => ({
          id: university.id,
          name: university.programName ? `${university.name}: ${university.programName}` : university.name,
        })),
        independentTrainers: trainers.map((trainer) => ({
          id: trainer.id,
          name: `${trainer.firstName} ${trainer.lastName}`,
        })),
      },
    }
  }

  /** Tells the candidate about a decision: a notification and (unless `email` is false) an e-mail. */
  async function tell(
    tx: Tx,
    registration: RegistrationRow,
    input: {
      decision: RegistrationDecision
      title: string
      message: { html: string | null; text: string | null }
      email?: boolean
      /** Where the notification and e-mail lead (default: the registration screen). */
      path?: string
    },
  ) {
    const certification = registration.certificationId
      ? await repo.certification(tx, registration.certificationId)
      : null
    if (!certification) return
    const path = input.path ?? `/certifications-and-training/register/${certification.id}`
    await notifications.tell(tx, registration.userId, {
      title: input.title,
      message: input.message.text ?? input.title,
      url: path,
      mail:
        input.email === false
          ? undefined
          : (user) =>
              registrationDecisionMail({
                to: user.email,
                firstName: user.firstName,
                certification: certification.name,
                decision: input.decision,
                subject: input.title,
                messageHtml: input.message.html,
                messageText: input.message.text,
                appUrl,
                path,
              }),
    })
  }

  /**
   * Approves a registration waiting for registration approval: in progress, the timeline set
   * (when not already), an approved review, the candidate told (the e-mail only with the welcome).
   */
  async function approveNow(
    tx: Tx,
    registration: RegistrationRow,
    decision: {
      message: { html: string | null; text: string | null }
      welcomeEmail: boolean
      reviewerId: number | null
      /** Approved without the exam: its unpaid items go, the candidate pays the exam later. */
      withoutExam?: boolean
    },
  ) {
    if (registration.certificationId === null) return
    const cat = await catalogue(tx, registration.certificationId)
    const pathway = pathwayOf(cat, registration)
    if (decision.withoutExam) {
      const unpaid = (await repo.lines(tx, registration.id)).filter((line) => line.transactionId === null)
      await repo.deleteUnpaidLines(
        tx,
        unpaid.filter((line) => isExamItem(cat, line)),
        deps.examAttempts,
      )
    }
    const enrolledOn = registration.enrolledOn ?? today()
    const deadline = registration.deadline ?? addMonthsToDay(enrolledOn, pathway?.deadlineMonths ?? 36)
    await repo.update(tx, registration.id, {
      status: 'in_progress',
      enrolledOn,
      deadline,
      ...(decision.withoutExam ? { payExamFeeUpfront: false } : {}),
      updatedAt: clock.now(),
    })
    await deps.reviews.record(
      tx,
      { registrationId: registration.id },
      {
        reviewerId: decision.reviewerId,
        approved: true,
        message: decision.message.html,
        previousStep: 'pay_review',
        newStep: null,
      },
    )
    await tell(tx, registration, {
      decision: 'approved',
      title: M.approvedTitle(cat.certification.name),
      message: decision.message,
      email: decision.welcomeEmail,
    })
  }

  /** Whether the registration's candidate pages are locked today (its latest extension read). */
  async function isLocked(db: DbOrTx, registration: RegistrationRow): Promise<boolean> {
    return isRegistrationLocked(registration, await repo.latestExtension(db, registration.id), today())
  }

  /**
   * Whether experience may be logged on the registration now, and why not (experienceLogging):
   * the experience screens and the certification page's experience action read this one answer.
   */
  function experienceLoggingOf(
    registration: RegistrationRow,
    extension: Awaited<ReturnType<typeof repo.latestExtension>>,
    approvedHours: number,
  ): ReturnType<typeof experienceLogging> {
    const day = today()
    return experienceLogging({
      status: registration.status,
      hasRequiredHours: registration.requiredHours > 0 && approvedHours >= registration.requiredHours,
      isLocked: isRegistrationLocked(registration, extension, day),
      canRequestExtension: canExtendRegistration({
        status: registration.status,
        deadline: registration.deadline,
        // A certification registration: only a training may disallow extensions.
        allowsExtension: true,
        hasExtension: extension !== null,
        today: day,
      }),
    })
  }

  async function experienceLoggingState(db: DbOrTx, registration: RegistrationRow) {
    const [extension, approvedHours] = await readAll(db, [
      () => repo.latestExtension(db, registration.id),
      () => repo.approvedHours(db, registration.id),
    ])
    return experienceLoggingOf(registration, extension, approvedHours)
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
    const found = policy.authorize(actor, 'fill', await repo.registration(deps.db, registrationId))
    return deps.db.transaction(async (tx) => {
      await deps.cart.lockForChange(tx, found.userId)
      const registration = await repo.registration(tx, registrationId, true)
      if (!registration || registration.certificationId === null) throw notFound()
      if (!WORKING_STATUSES.includes(registration.status)) throw conflict(RegistrationMessages.notEditable)
      return work(tx, registration)
    })
  }

  /**
   * Writes a registration's expiration status from its deadline and its latest request (the row
   * locked): after a request leaves the cart or is rejected, and after staff move the deadline.
   */
  async function refreshExpiration(tx: Tx, registrationId: number) {
    const facts = await deadlinesRepo.registrationProgram(tx, registrationId, true)
    if (!facts) return
    const status = expirationStatusOf({ ...facts, today: today(), extension: latestRequestState(facts) })
    await deadlinesRepo.setExpirationStatus(tx, registrationId, status, clock.now())
  }

  return {
    // Readers: what other modules read of a registration.
    registration: repo.registration,
    lines: repo.lines,
    certification: repo.certification,
    latestExtension: repo.latestExtension,
    /** The facts an extension request rests on (locked for a request). */
    expiryFacts: deadlinesRepo.registrationProgram,
    /** The user's latest registration per certification, with those facts. */
    programs: deadlinesRepo.registrationPrograms,
    isLocked,
    experienceLoggingOf,
    experienceLoggingState,
    asCandidate,
    /** The registration the certification dashboard is about, with its certification, pathway and approved hours. */
    latestRegistration: repo.latestRegistration,
    /** The user's newest registration of a certification, whatever its state. */
    newestRegistration: repo.newestRegistration,
    approvedHours: repo.approvedHours,
    /** The staff decisions on a registration, newest first. */
    reviews: repo.reviews,
    /** The certifications offered for registration. */
    certifications: repo.certifications,

    // Named transitions other modules ask for.
    /** Experience hours moved the registration between in progress and experience approval. */
    async moveExperienceStatus(tx: Tx, registrationId: number, status: RegistrationStatus) {
      await repo.update(tx, registrationId, { status, updatedAt: clock.now() })
    },
    /** A request entered the cart, or its decision changed what the status reads. */
    setExpirationStatus: (tx: Tx, registrationId: number, status: ExpirationStatus) =>
      deadlinesRepo.setExpirationStatus(tx, registrationId, status, clock.now()),
    /** An approved extension: the new deadline, its reminders to send again, its status. */
    extendDeadline: (tx: Tx, registrationId: number, deadline: Day, status: ExpirationStatus) =>
      deadlinesRepo.extendRegistration(tx, registrationId, deadline, status, clock.now()),
    refreshExpiration,
    /** The candidate signed the Code of Ethics (once: a signed registration is left as it is). */
    signCodeOfEthics: (tx: Tx, registrationId: number, signature: string, date: Day) =>
      repo.signCodeOfEthics(tx, registrationId, signature, date, clock.now()),
    /** The candidate asked for a course material (the learning system): its waiting line shown in the cart again. */
    showLineInCart: (tx: Tx, lineItemId: number) => repo.showLine(tx, lineItemId, clock.now()),
    /** The candidate asked for a course material (the learning system): a new line in the cart; its id. */
    addCourseMaterial: (
      tx: Tx,
      registration: Pick<RegistrationRow, 'id' | 'userId'>,
      material: { id: number; name: string; priceCents: number },
    ) =>
      repo.insertLine(tx, {
        userId: registration.userId,
        registrationId: registration.id,
        categoryType: 'course_material',
        categoryId: material.id,
        name: material.name,
        priceCents: material.priceCents,
        finalPriceCents: material.priceCents,
        showInCart: true,
      }),

    today,
    catalogue,
    buyer,
    pathwayOf,
    offeredOn,
    stepFacts,
    isExamItem,
    rebuildLines,
    registrationView,
    detail,
    /** A staff decision's message (the reviews module's one way). */
    decisionMessage: deps.reviews.decisionMessage,
    tell,
    approveNow,

    /** Checked out (paid, or submitted to be charged on approval): the pre-registration goes to review when settled. */
    async submitIfSettled(tx: Tx, registrationId: number): Promise<void> {
      await repo.submitIfSettled(tx, registrationId, clock.now())
    },

    /** The approval's off-session charge is recorded: the approval happens in that same transaction. */
    async approveCharged(tx: Tx, registrationId: number, charge: Pick<ApprovalCharge, 'recordedById' | 'decision'>) {
      const registration = await repo.registration(tx, registrationId, true)
      if (registration?.status !== 'registration_approval' || stageOf(registration) !== 'registration_approval') return
      const { decision } = charge
      await approveNow(tx, registration, {
        message: decision?.message ?? { html: null, text: null },
        welcomeEmail: decision?.options.welcomeEmail ?? true,
        reviewerId: decision?.reviewerId ?? charge.recordedById,
        withoutExam: decision?.options.withoutExam ?? false,
      })
    },
  }
}

export type RegistrationCore = ReturnType<typeof createRegistrationCore>
export type { RegistrationLine, RegistrationRow }
export type { RegistrationChoices }

/** The contract's expiration statuses (re-exported for the list's `expired` flag). */
export const isExpired = (status: (typeof EXPIRATION_STATUSES)[number]) => status.startsWith('expired')

export const PATHWAY_REVIEW_STEP = preRegistrationStepNumber('pathway_review')
export const COURSE_MATERIALS_STEP = preRegistrationStepNumber('course_materials')
export const PAY_REVIEW_STEP = preRegistrationStepNumber('pay_review')
export type { PreRegistrationStep }

/** The home country of a certification (its domestic shipping). */
export { homeCountryOf }
