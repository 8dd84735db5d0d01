/**
 * Staff review of certification registrations (spec 3: course registrations, §4, §5, §8, §9):
 * the list, one registration with what approving charges, the decisions (pathway approval,
 * registration approval charging the card on file off-session exactly once, rejection to a step),
 * edits, line prices and admin entries, and registering a user directly.
 */
import {
  APPROVAL_REGISTRATION_STATUSES,
  REJECT_STEP_LABELS,
  RegistrationMessages as M,
  PRE_REGISTRATION_STEP_KEYS,
  REGISTRATION_MEDIA_LABELS,
  formatCents,
  preRegistrationStepNumber,
  registrationStatusLabel,
  rejectStepOptions,
  requiredDocuments,
  type AdminCreateRegistrationBody,
  type AdminRegistration,
  type AdminRegistrationOptions,
  type AdminRegistrationRow,
  type ApproveRegistrationBody,
  type EditRegistrationBody,
  type LineItemPriceBody,
  type ListQuery,
  type ListResult,
  type PreRegistrationStep,
  type RejectRegistrationBody,
  type z,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { ApprovalStep } from '../cart/checkout.service'
import {
  COURSE_MATERIALS_STEP,
  REGISTRATION_APPROVAL,
  isExpired,
  stageOf,
  type RegistrationCore,
  type RegistrationsDeps,
} from './registration-core'
import type { ExamsService } from '../exams/exams.service'
import type { ExperiencesService } from '../experience/experiences.service'
import type { PostRegistrationService } from './post-registration.service'
import type { UsersReader } from '../users/users.service'
import { registrationsPolicy as policy } from './registrations.policy'
import { choicesOf, registrationsRepo as repo, type RegistrationLine, type RegistrationRow } from './registrations.repo'

type Approve = z.output<typeof ApproveRegistrationBody>
type Reject = z.output<typeof RejectRegistrationBody>
type Edit = z.output<typeof EditRegistrationBody>
type Price = z.output<typeof LineItemPriceBody>
type AdminCreate = z.output<typeof AdminCreateRegistrationBody>

const LEVEL_LABELS: Record<string, string> = {}

const sumOf = (lines: Pick<RegistrationLine, 'finalPriceCents' | 'quantity'>[]) =>
  lines.reduce((sum, line) => sum + line.finalPriceCents * line.quantity, 0)

type ListRow = Awaited<ReturnType<typeof repo.userRegistrations>>[number]

function rowOf(row: ListRow): AdminRegistrationRow {
  return {
    id: row.id,
    userId: row.userId,
    certification: row.certification,
    challengePath: row.challengePath,
    firstName: row.firstName,
    lastName: row.lastName,
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    stage: stageOf(row),
    expired: isExpired(row.expirationStatus),
    statusLabel: registrationStatusLabel({ ...row, stage: stageOf(row) }),
    militarySpouse: row.militarySpouse,
  }
}

export type RegistrationsReviewService = ReturnType<typeof createRegistrationsReviewService>

export function createRegistrationsReviewService(
  deps: RegistrationsDeps & {
    /** The review's red alert shows the user's active flags (the users module's one reader). */
    users: Pick<UsersReader, 'activeFlags'>
    /** Approving a final application issues the certification (post-registration.service.ts). */
    issueCertification: PostRegistrationService['issueCertification']
    /** Experience approval approves the registration's pending experience entries (experiences.service.ts). */
    approvePendingExperiences: ExperiencesService['approvePending']
    /** New required hours re-settle in progress and experience approval (experiences.service.ts). */
    settleExperienceStatus: ExperiencesService['settleStatus']
    /** A paid exam attempt is made bookable at the exam provider. */
    examPaid: ExamsService['examPaid']
  },
  core: RegistrationCore,
) {
  const { db, users, checkout, clock } = deps

  /** The kind of decision a registration waits for, and where a rejection may send it. */
  function rejectKind(registration: RegistrationRow) {
    return registration.status === 'final_approval' || registration.status === 'experience_approval'
      ? ('final' as const)
      : ('registration' as const)
  }

  /** The documents the registration's pathway requires that the candidate has not uploaded (spec 2 §5). */
  async function missingDocumentsOf(registration: RegistrationRow) {
    if (registration.certificationId === null) return []
    const [cat, files] = await readAll(db, [
      () => core.catalogue(db, registration.certificationId as number),
      () => deps.media.filesOf(db, { kind: 'registration', id: registration.id }),
    ])
    return requiredDocuments(core.pathwayOf(cat, registration)?.key ?? null).filter(
      (type) => !files.some((file) => file.type === type),
    )
  }

  async function adminView(actor: Actor, registrationId: number): Promise<AdminRegistration> {
    const registration = policy.authorize(actor, 'review', await repo.registration(db, registrationId))
    if (registration.certificationId === null) throw notFound()
    const view = await core.registrationView(db, registration)
    const { lines, cat, who, ...base } = view
    const [user, flags, extension, universities] = await Promise.all([
      users.findUser(db, registration.userId),
      users.activeFlags(db, registration.userId),
      repo.extensionOf(db, registration.id),
      registration.universityProgramId ? repo.universities(db) : Promise.resolve([]),
    ])
    if (!user) throw notFound()
    const pathway = core.pathwayOf(cat, registration)
    const choices = choicesOf(registration)
    const unpaid = lines.filter((line) => line.transactionId === null)
    const examLines = unpaid.filter((line) => core.isExamItem(cat, line))
    const charged = unpaid.filter(
      (line) =>
        line.categoryType !== 'practice_exam' && (registration.payExamFeeUpfront || !core.isExamItem(cat, line)),
    )
    const priceOf = (filter: (line: RegistrationLine) => boolean) => {
      const matching = lines.filter(filter)
      return matching.length > 0 ? sumOf(matching) : null
    }
    const stage = stageOf(registration)
    const university = universities.find((u) => u.id === registration.universityProgramId)
    // The materials chosen on the step and those bought (a line is the record of a purchase, also
    // where no choice was saved on the step: staff added them, or an older registration).
    const materialNames = [
      ...new Set([
        ...cat.materials.filter((m) => (choices.courseMaterialIds ?? []).includes(m.id)).map((m) => m.name),
        ...lines.filter((line) => line.categoryType === 'course_material').map((line) => line.name),
      ]),
    ]
    const shipping = registration.shipping
    // Still in the wizard (or stopped at its pathway review): the steps after the one saved have
    // no choice yet, so they say so instead of a default ('Pay Exam Fees Upfront: Yes' with no exam).
    const isInWizard = registration.status === 'pre_registration' || registration.status === 'registration_approval'
    const reached = (step: PreRegistrationStep) => !isInWizard || registration.step >= preRegistrationStepNumber(step)
    const notReached = { selection: M.stepNotReached, price: null }
    const summary = [
      {
        step: 'Pathway',
        selection: pathway?.name ?? '—',
        price: priceOf((line) => line.categoryType === 'registration_fee'),
      },
      ...(pathway?.key === 'university'
        ? [
            {
              step: 'Program Information',
              selection: [
                university ? university.name : '—',
                registration.universityProgramDepartment,
                registration.universityProgramLevelOfStudy
                  ? (LEVEL_LABELS[registration.universityProgramLevelOfStudy] ??
                    registration.universityProgramLevelOfStudy)
                  : null,
              ]
                .filter(Boolean)
                .join(', '),
              price: null,
            },
          ]
        : []),
      {
        step: 'Supporting Documentation',
        selection: base.media.map((file) => file.fileName).join(', ') || '—',
        price: null,
      },
      {
        step: 'Course Materials',
        ...(reached('course_materials') || materialNames.length > 0
          ? {
              selection: materialNames.join(', ') || (choices.noCourseMaterials ? M.noCourseMaterials : '—'),
              price: priceOf((line) => line.categoryType === 'course_material'),
            }
          : notReached),
      },
      {
        step: 'Practice Exam Bundle',
        ...(reached('practice_exam')
          ? {
              selection: registration.purchasePracticeExam ? (cat.practiceExam?.name ?? 'Yes') : 'No',
              price: priceOf((line) => line.categoryType === 'practice_exam'),
            }
          : notReached),
      },
      {
        step: 'Shipping',
        ...(reached('shipping')
          ? {
              selection: shipping
                ? [
                    shipping.name,
                    shipping.addressLine1,
                    shipping.addressLine2,
                    shipping.city,
                    shipping.state,
                    shipping.zip,
                    shipping.country,
                  ]
                    .filter(Boolean)
                    .join(', ')
                : '—',
              price: priceOf((line) => line.categoryType === 'shipping_fee' && !core.isExamItem(cat, line)),
            }
          : notReached),
      },
      {
        step: 'Pay Exam Fees Upfront',
        ...(reached('exam_fees')
          ? {
              selection: registration.payExamFeeUpfront ? 'Yes' : 'No',
              price: priceOf((line) => core.isExamItem(cat, line)),
            }
          : notReached),
      },
    ]
    const kind =
      stage === 'pathway_approval' || stage === 'registration_approval'
        ? stage
        : registration.status === 'final_approval'
          ? ('final_approval' as const)
          : registration.status === 'experience_approval'
            ? ('experience_approval' as const)
            : null
    const latestReview = base.reviews[0]
    return {
      ...base,
      statusLabel: registrationStatusLabel({
        ...registration,
        stage,
        sentBackTo: latestReview?.approved === false ? latestReview.step : null,
      }),
      user: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        flags,
      },
      mspClass: registration.mspClass,
      certificateName: registration.certificateName,
      codeOfEthicsSignature: registration.codeOfEthicsSignature,
      codeOfEthicsSignatureDate: registration.codeOfEthicsSignatureDate,
      extension,
      summary,
      items: base.items.map((item, index) => ({
        ...item,
        transactionId: lines[index]?.transactionId ?? null,
        providerPaymentId: lines[index]?.providerPaymentId ?? null,
        paidAt: lines[index]?.paidAt?.toISOString() ?? null,
      })),
      approval: {
        kind,
        chargeTotal: sumOf(charged),
        examTotal: sumOf(examLines),
        savedCard: user.pmType && user.pmLastFour ? { brand: user.pmType, last4: user.pmLastFour } : null,
        hasExam: unpaid.some((line) => line.categoryType === 'exam'),
        membershipRequestId: who.pendingMembershipRequestId,
        rejectSteps: [...rejectStepOptions(rejectKind(registration))],
        courseMaterials: core.offeredOn(cat, pathway?.id ?? null).map((m) => ({
          id: m.id,
          name: m.name,
          price: m.priceCents,
        })),
      },
    }
  }

  /** Whether a payment in flight covers any of the registration's unpaid items. */
  async function chargeInFlight(tx: Tx, lines: RegistrationLine[]) {
    for (const line of lines) {
      if (line.transactionId === null && (await checkout.isChargeInFlight(tx, line))) return true
    }
    return false
  }

  /** The registration, locked, for a staff write. */
  async function locked(tx: Tx, actor: Actor, registrationId: number) {
    const registration = policy.authorize(actor, 'review', await repo.registration(tx, registrationId, true))
    if (registration.certificationId === null) throw notFound()
    return { ...registration, certificationId: registration.certificationId }
  }

  return {
    async list(query: ListQuery): Promise<ListResult<AdminRegistrationRow>> {
      const page = await repo.list(db, query)
      return { ...page, data: page.data.map(rowOf) }
    },

    get: adminView,

    async userRegistrations(actor: Actor, userId: number) {
      policy.assert(actor, 'review', { userId })
      const rows = await repo.userRegistrations(db, userId)
      return { data: rows.map(rowOf) }
    },

    async options(actor: Actor): Promise<AdminRegistrationOptions> {
      policy.assert(actor, 'review', { userId: actor.id })
      const certifications = await repo.certifications(db)
      return {
        certifications: await Promise.all(
          certifications.map(async (certification) => {
            const [pathways, exams] = await Promise.all([
              repo.pathways(db, certification.id),
              repo.exams(db, certification.id),
            ])
            return {
              id: certification.id,
              name: certification.name,
              pathways: pathways.map((p) => ({ id: p.id, name: p.name, deadlineMonths: p.deadlineMonths })),
              exams: exams.map((e) => ({ id: e.id, name: e.name })),
            }
          }),
        ),
      }
    },

    /**
     * Pathway approval: the course materials staff chose, back to the wizard. Registration
     * approval: the approval total charged to the card on file off-session, once; the approval
     * itself happens when the charge is recorded (`approveCharged`), or now when nothing is owed.
     */
    async approve(admin: Actor, registrationId: number, body: Approve): Promise<AdminRegistration> {
      const message = await core.decisionMessage(db, body)
      // The membership the candidate requested with the registration is approved first, through the
      // membership review (its own charge, exactly once); a refusal there approves nothing here.
      const waiting = policy.authorize(admin, 'review', await repo.registration(db, registrationId))
      // A document the pathway requires and the candidate has not uploaded: approved only when
      // staff confirm it, before anything (the membership's charge) is done.
      if (waiting.status === 'registration_approval' && !body.approveWithoutDocuments) {
        const missing = await missingDocumentsOf(waiting)
        if (missing.length > 0) {
          throw fieldError(
            'approveWithoutDocuments',
            M.missingDocuments(missing.map((type) => REGISTRATION_MEDIA_LABELS[type])),
          )
        }
      }
      if (
        !body.withoutMembership &&
        waiting.status === 'registration_approval' &&
        stageOf(waiting) !== 'pathway_approval'
      ) {
        const requestId = await deps.membership.pendingRequestOf(db, waiting.userId)
        if (requestId !== null) {
          await deps.membership.decide(admin, requestId, { approved: true, selectedMessages: [], message: null })
        }
      }
      const step = await db.transaction(async (tx): Promise<ApprovalStep> => {
        const registration = await locked(tx, admin, registrationId)
        const cat = await core.catalogue(tx, registration.certificationId)
        const stage = stageOf(registration)
        if (stage === 'pathway_approval') {
          const pathway = core.pathwayOf(cat, registration)
          const offered = new Set(core.offeredOn(cat, pathway?.id ?? null).map((m) => m.id))
          const chosen = [...new Set(body.courseMaterials)]
          if (chosen.some((id) => !offered.has(id))) throw fieldError('courseMaterials', M.chooseOption)
          const extra = { ...choicesOf(registration), courseMaterialIds: chosen, noCourseMaterials: false }
          const updated: RegistrationRow = {
            ...registration,
            status: 'pre_registration',
            step: COURSE_MATERIALS_STEP,
            extra,
          }
          await repo.update(tx, registration.id, {
            status: 'pre_registration',
            step: COURSE_MATERIALS_STEP,
            extra,
            updatedAt: clock.now(),
          })
          await core.rebuildLines(tx, updated, { showInCart: false })
          await deps.reviews.record(
            tx,
            { registrationId: registration.id },
            {
              reviewerId: admin.id,
              approved: true,
              message: message.html,
              previousStep: 'pathway_review',
              newStep: 'course_materials',
            },
          )
          await core.tell(tx, registration, {
            decision: 'pathway_approved',
            title: M.pathwayApprovedTitle(cat.certification.name),
            message,
          })
          return { kind: 'done' }
        }
        if (registration.status === 'final_approval') {
          await deps.issueCertification(tx, admin, registration, message)
          return { kind: 'done' }
        }
        if (registration.status === 'experience_approval') {
          // The pending entries approved; the registration returns to in progress (decision 0014).
          await deps.approvePendingExperiences(tx, admin, registration, message)
          await deps.reviews.record(
            tx,
            { registrationId: registration.id },
            {
              reviewerId: admin.id,
              approved: true,
              message: message.html,
              previousStep: 'experience_approval',
              newStep: null,
            },
          )
          return { kind: 'done' }
        }
        if (registration.status === 'complete') {
          // A double click on the final approval: the first one issued the certification.
          const [latest] = await repo.reviews(tx, registration.id)
          if (latest?.approved && latest.newStep === 'complete') return { kind: 'done' }
        }
        if (registration.status === 'in_progress') {
          // A double click: the first click's charge approved it; answer the decision.
          const [latest] = await repo.reviews(tx, registration.id)
          if (
            latest?.approved &&
            (latest.previousStep === 'pay_review' || latest.previousStep === 'experience_approval')
          ) {
            return { kind: 'done' }
          }
        }
        if (registration.status !== 'registration_approval') throw conflict(M.notPending)

        // Without the exam, its items are left out of the charge and removed when the approval is
        // recorded (a declined card leaves the registration as it was).
        const lines = (await repo.lines(tx, registration.id)).filter(
          (line) => line.transactionId === null && !(body.withoutExam && core.isExamItem(cat, line)),
        )
        const charged = lines.filter((line) => line.categoryType !== 'practice_exam')
        const total = sumOf(charged)
        const decision = { welcomeEmail: body.welcomeEmail, reviewerId: admin.id, withoutExam: body.withoutExam }
        if (total === 0) {
          await core.approveNow(tx, registration, { ...decision, message })
          return { kind: 'done' }
        }
        // Applied when the charge is recorded (approveCharged), in the checkout's transaction.
        const charge = await checkout.beginApprovalCharge(tx, {
          items: charged,
          amountCents: total,
          purpose: REGISTRATION_APPROVAL,
          decision: {
            reviewerId: admin.id,
            message,
            options: { welcomeEmail: body.welcomeEmail, withoutExam: body.withoutExam ?? false },
          },
        })
        if (charge.kind === 'noCardOnFile') throw fieldError('approve', M.noCardOnFile)
        return charge
      })
      if (step.kind !== 'done') await checkout.settleApprovalCharge(step, M.approveFailed)
      return adminView(admin, registrationId)
    },

    /** Sends the candidate back to a step with the messages. */
    async reject(admin: Actor, registrationId: number, body: Reject): Promise<AdminRegistration> {
      const message = await core.decisionMessage(db, body)
      await db.transaction(async (tx) => {
        const registration = await locked(tx, admin, registrationId)
        if (!rejectStepOptions(rejectKind(registration)).includes(body.step)) throw fieldError('step', M.selectStep)
        if (!APPROVAL_REGISTRATION_STATUSES.includes(registration.status)) throw conflict(M.notPending)
        const lines = await repo.lines(tx, registration.id)
        if (await chargeInFlight(tx, lines)) throw conflict(M.chargeInProgress)
        const cat = await core.catalogue(tx, registration.certificationId)
        const stage = stageOf(registration)
        const preStep = (PRE_REGISTRATION_STEP_KEYS as readonly string[]).includes(body.step)
        if (preStep) {
          await repo.update(tx, registration.id, {
            status: 'pre_registration',
            step: preRegistrationStepNumber(body.step as PreRegistrationStep),
            updatedAt: clock.now(),
          })
        } else {
          await repo.update(tx, registration.id, {
            status: 'in_progress',
            extra: { ...choicesOf(registration), rejectedToStep: body.step },
            updatedAt: clock.now(),
          })
        }
        await deps.reviews.record(
          tx,
          { registrationId: registration.id },
          {
            reviewerId: admin.id,
            approved: false,
            message: message.html,
            previousStep:
              stage === 'pathway_approval'
                ? 'pathway_review'
                : stage === 'registration_approval'
                  ? 'pay_review'
                  : registration.status,
            newStep: body.step,
          },
        )
        await core.tell(tx, registration, {
          decision: 'rejected',
          title: M.rejectedTitle(cat.certification.name),
          message: {
            html: message.html,
            text: [`Please review the step: ${REJECT_STEP_LABELS[body.step]}.`, message.text]
              .filter(Boolean)
              .join('\n\n'),
          },
        })
      })
      return adminView(admin, registrationId)
    },

    /**
     * Staff edit. A new deadline sends its reminders afresh and rewrites the expiration status
     * (from the latest extension request); new required hours re-settle in progress and
     * experience approval (decision 0014).
     */
    async edit(admin: Actor, registrationId: number, body: Edit): Promise<AdminRegistration> {
      await db.transaction(async (tx) => {
        const registration = await locked(tx, admin, registrationId)
        const before = {
          requiredHours: registration.requiredHours,
          mspClass: registration.mspClass,
          enrolledOn: registration.enrolledOn,
          deadline: registration.deadline,
        }
        const after = {
          requiredHours: body.requiredHours,
          mspClass: body.mspClass,
          enrolledOn: body.enrolledOn,
          deadline: body.deadline,
        }
        const deadlineMoved = after.deadline !== before.deadline
        await repo.update(tx, registration.id, {
          ...after,
          ...(deadlineMoved ? { deadlineReminderDays: null } : {}),
          updatedAt: clock.now(),
        })
        if (deadlineMoved) await core.refreshExpiration(tx, registration.id)
        if (after.requiredHours !== before.requiredHours) {
          await deps.settleExperienceStatus(tx, { ...registration, requiredHours: after.requiredHours })
        }
        await recordAudit(tx, {
          action: 'registration.edit',
          actor: admin,
          subjectType: 'registration',
          subjectId: registration.id,
          details: { before, after },
        })
      })
      return adminView(admin, registrationId)
    },

    async changeLinePrice(admin: Actor, registrationId: number, lineId: number, body: Price) {
      await db.transaction(async (tx) => {
        const registration = await locked(tx, admin, registrationId)
        const line = (await repo.lines(tx, registration.id)).find((l) => l.id === lineId)
        if (!line) throw notFound()
        if (line.transactionId !== null) throw conflict(M.alreadyPaid)
        if (await checkout.isChargeInFlight(tx, line)) throw conflict(M.chargeInProgress)
        await repo.setLinePrice(tx, line.id, body.price, clock.now())
        await recordAudit(tx, {
          action: 'registration.line_price',
          actor: admin,
          subjectType: 'line_item',
          subjectId: line.id,
          details: {
            registrationId: registration.id,
            before: { price: line.priceCents, finalPrice: line.finalPriceCents },
            after: { price: body.price, finalPrice: body.price },
          },
        })
      })
      return adminView(admin, registrationId)
    },

    /**
     * Marks an unpaid item paid by an admin entry (no money moves); what checking it out does then
     * follows: the pre-registration goes to review once settled, a paid exam attempt is authorized
     * at the exam provider (an exam line's category is its attempt).
     */
    async markLinePaid(admin: Actor, registrationId: number, lineId: number) {
      await db.transaction(async (tx) => {
        const registration = await locked(tx, admin, registrationId)
        const line = (await repo.lines(tx, registration.id)).find((l) => l.id === lineId)
        if (!line) throw notFound()
        if (line.transactionId !== null) throw conflict(M.alreadyPaid)
        if (await checkout.isChargeInFlight(tx, line)) throw conflict(M.chargeInProgress)
        const transactionId = await checkout.recordAdminEntry(tx, {
          userId: registration.userId,
          lineIds: [line.id],
          recordedById: admin.id,
          notes: M.markedPaid,
          paidAt: clock.now(),
        })
        await core.submitIfSettled(tx, registration.id)
        if (line.categoryType === 'exam') await deps.examPaid(tx, line.categoryId)
        await recordAudit(tx, {
          action: 'registration.line_paid',
          actor: admin,
          subjectType: 'line_item',
          subjectId: line.id,
          details: { registrationId: registration.id, transactionId, amount: formatCents(line.finalPriceCents) },
        })
      })
      return adminView(admin, registrationId)
    },

    /** Registers a user directly: approved, with the deadline given and the exams (prepaid or owed). */
    async adminCreate(admin: Actor, certificationId: number, body: AdminCreate): Promise<AdminRegistration> {
      policy.assert(admin, 'review', { userId: body.userId })
      const certification = await repo.certification(db, certificationId)
      if (!certification) throw notFound()
      const user = await users.findUser(db, body.userId)
      if (!user) throw notFound()
      const cat = await core.catalogue(db, certificationId)
      const pathway = cat.pathways.find((p) => p.id === body.pathwayTypeId)
      if (!pathway) throw fieldError('pathwayTypeId', M.required)
      const examIds = [...new Set(body.exams)]
      const chosenExams = examIds.map((id) => cat.exams.find((exam) => exam.id === id))
      if (chosenExams.some((exam) => !exam)) throw fieldError('exams', M.required)
      const message = await core.decisionMessage(db, body)
      const id = await db.transaction(async (tx) => {
        const registration = await repo.insertRegistration(tx, {
          userId: user.id,
          certificationId,
          pathwayTypeId: pathway.id,
          status: 'in_progress',
          step: preRegistrationStepNumber('pay_review'),
          enrolledOn: core.today(),
          deadline: body.deadline,
          graduatedOn: body.graduatedOn ?? null,
          militarySpouse: pathway.key === 'military_spouse',
          payExamFeeUpfront: examIds.length > 0,
          requiredHours: certification.requiredHours,
        })
        const examLines: { lineId: number; attemptId: number }[] = []
        for (const exam of chosenExams)
          if (exam) examLines.push(await repo.insertExamLine(tx, registration, exam, deps.examAttempts))
        if (body.prepaidExams && examLines.length > 0) {
          await checkout.recordAdminEntry(tx, {
            userId: user.id,
            lineIds: examLines.map((line) => line.lineId),
            recordedById: admin.id,
            notes: M.markedPaid,
            paidAt: clock.now(),
          })
          for (const line of examLines) await deps.examPaid(tx, line.attemptId)
        }
        await deps.reviews.record(
          tx,
          { registrationId: registration.id },
          {
            reviewerId: admin.id,
            approved: true,
            message: message.html,
            previousStep: null,
            newStep: null,
          },
        )
        await core.tell(tx, registration, {
          decision: 'registered',
          title: M.approvedTitle(certification.name),
          message,
        })
        return registration.id
      })
      return adminView(admin, id)
    },
  }
}
