/**
 * The candidate's certification registration (spec 2 §2.3, §4, §5): starting one (never two open
 * for one certification), the pre-registration wizard's steps with their rules, the documents,
 * Pathway Review and Pay & Review (the items in the cart, or straight to review when nothing is
 * owed). Every save rebuilds the registration's unpaid line items (registration-lines.ts); what
 * checking them out does is in registrations.products.ts.
 */
import {
  RegistrationMessages as M,
  addMonthsToDay,
  htmlToText,
  preRegistrationStepApplies,
  preRegistrationStepNumber,
  type FinishRegistrationStepBody,
  type FinishRegistrationStepResult,
  type CurrentRegistration,
  type LatestRegistration,
  type LatestRegistrations,
  type OpenRegistration,
  type RegistrationDetail,
  type RegistrationFileFields,
  type SaveRegistrationStepBody,
  type StartRegistrationBody,
  requiredDocuments,
  type z,
} from '@portal/contracts'
import { afterCommit } from '../../platform/db/after-commit'
import type { Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, notFound, validationFailed, type FieldErrors } from '../../platform/http/errors'
import type { UploadedFile } from '../../platform/http/multipart'
import { withStoredUpload } from '../../platform/storage/stored-upload'
import type { Actor } from '../../platform/http/route'
import { isStaff } from '../../platform/policy'
import {
  PATHWAY_REVIEW_STEP,
  PAY_REVIEW_STEP,
  reachableStep,
  stageOf,
  type RegistrationCore,
  type RegistrationsDeps,
} from './registration-core'
import type { CandidateService } from '../candidate/candidate.service'
import { homeCountryOf, isInternationalAddress } from './registration-lines'
import { registrationsPolicy as policy } from './registrations.policy'
import type { MediaOwner, MediaOwnerDeclaration } from '../media/media.service'
import { choicesOf, registrationsRepo as repo, type RegistrationRow } from './registrations.repo'

type SaveBody = z.output<typeof SaveRegistrationStepBody>
type FinishBody = z.output<typeof FinishRegistrationStepBody>
type FileFields = z.output<typeof RegistrationFileFields>
type StartBody = z.output<typeof StartRegistrationBody>

/** Pathways that may go without course materials (spec 2 §5). */
const NO_MATERIALS_PATHWAYS = ['university', 'independent_trainer', 'education']

export type RegistrationsService = ReturnType<typeof createRegistrationsService>

const isDocumentOf = (owner: MediaOwner | null | undefined, registrationId: number) =>
  owner?.kind === 'registration' && owner.id === registrationId

/** A registration as the member's lists of registrations name it. */
const latestOf = (row: RegistrationRow): LatestRegistration => ({
  id: row.id,
  certificationId: row.certificationId,
  trainingId: row.trainingId,
  status: row.status,
  stage: stageOf(row),
  expirationStatus: row.expirationStatus,
  step: row.step,
  updatedAt: row.updatedAt.toISOString(),
})

export function createRegistrationsService(
  deps: RegistrationsDeps,
  core: RegistrationCore,
  candidate: Pick<CandidateService, 'expiredNotice'>,
) {
  const { db, storage, cart } = deps

  /** Runs a wizard change: the candidate's cart locked, the registration locked and still editable. */
  async function inWizard<T>(
    actor: Actor,
    registrationId: number,
    work: (tx: Tx, registration: RegistrationRow) => Promise<T>,
  ): Promise<T> {
    const found = policy.authorize(actor, 'fill', await repo.registration(db, registrationId))
    return db.transaction(async (tx) => {
      await cart.lockForChange(tx, found.userId)
      const registration = await repo.registration(tx, registrationId, true)
      if (!registration) throw notFound()
      if (registration.status !== 'pre_registration') throw conflict(M.notEditable)
      return work(tx, registration)
    })
  }

  async function reload(id: number): Promise<RegistrationRow> {
    const registration = await repo.registration(db, id)
    if (!registration) throw notFound()
    return registration
  }

  /** Saves one step's fields (validated first: a refusal changes nothing). */
  async function applyStep(tx: Tx, registration: RegistrationRow, body: SaveBody) {
    if (registration.certificationId === null) throw notFound()
    const certificationId = registration.certificationId
    const [cat, who] = await readAll(tx, [
      () => core.catalogue(tx, certificationId),
      () => core.buyer(tx, registration.userId),
    ])
    const choices = choicesOf(registration)
    const pathway = core.pathwayOf(cat, registration)
    const number = preRegistrationStepNumber(body.step)
    const facts = core.stepFacts(cat, registration, who)
    if (!preRegistrationStepApplies(body.step, facts) || number > reachableStep(registration.step, facts)) {
      throw conflict(M.notReached)
    }
    const changes: Partial<RegistrationRow> = {}
    const extra = { ...choices }
    switch (body.step) {
      case 'pathway': {
        const chosen = cat.pathways.find((p) => p.id === body.pathwayTypeId && p.visible)
        if (!chosen) throw fieldError('pathwayTypeId', M.pickPathway)
        // Decision 0027: a paid registration fee keeps its pathway (no silent switch, no second fee).
        if (pathway && chosen.id !== pathway.id) {
          const lines = await repo.lines(tx, registration.id)
          const isFeePaid = lines.some(
            (line) => line.categoryType === 'registration_fee' && line.transactionId !== null,
          )
          if (isFeePaid) throw fieldError('pathwayTypeId', M.pathwayPaid(htmlToText(pathway.name)))
        }
        changes.pathwayTypeId = chosen.id
        changes.militarySpouse = chosen.key === 'military_spouse'
        if (chosen.key === 'independent_trainer') {
          // The Independent Trainer Program's timeline starts at registration.
          const enrolledOn = registration.pathwayTypeId === chosen.id && registration.enrolledOn
          changes.enrolledOn = enrolledOn || core.today()
          changes.deadline = addMonthsToDay(changes.enrolledOn, chosen.deadlineMonths)
        } else {
          changes.enrolledOn = null
          changes.deadline = null
        }
        // Materials not offered on the new pathway are no longer chosen.
        const offered = new Set(core.offeredOn(cat, chosen.id).map((m) => m.id))
        extra.courseMaterialIds = (extra.courseMaterialIds ?? []).filter((id) => offered.has(id))
        if (!NO_MATERIALS_PATHWAYS.includes(chosen.key)) extra.noCourseMaterials = false
        break
      }
      case 'program_information': {
        if (!(await repo.university(tx, body.universityProgramId))) throw fieldError('universityProgramId', M.required)
        changes.universityProgramId = body.universityProgramId
        changes.universityProgramDepartment = body.universityProgramDepartment
        changes.universityProgramLevelOfStudy = body.universityProgramLevelOfStudy
        break
      }
      case 'documentation': {
        const files = await deps.media.filesOf(tx, { kind: 'registration', id: registration.id })
        const errors: FieldErrors = {}
        for (const type of requiredDocuments(pathway?.key ?? null)) {
          if (!files.some((file) => file.type === type)) errors[type] = [M.required]
        }
        if (pathway?.key === 'independent_trainer') {
          const trainers = await repo.independentTrainers(tx)
          const trainerId = body.independentTrainerId ?? null
          if (trainerId === null || !trainers.some((trainer) => trainer.id === trainerId)) {
            errors.independentTrainerId = [M.required]
          } else extra.independentTrainerId = trainerId
        } else extra.independentTrainerId = null
        if (Object.keys(errors).length > 0) throw validationFailed(errors)
        break
      }
      case 'course_materials': {
        const offered = new Set(core.offeredOn(cat, pathway?.id ?? null).map((m) => m.id))
        const ids = [...new Set(body.courseMaterialIds)]
        if (ids.some((id) => !offered.has(id))) throw fieldError('courseMaterialIds', M.chooseOption)
        const none = body.noCourseMaterials
        if (none && !NO_MATERIALS_PATHWAYS.includes(pathway?.key ?? '')) {
          throw fieldError('courseMaterialIds', M.chooseOption)
        }
        // One option (spec 2 §5): 'No Course Materials' with materials is refused, never half kept.
        if (none && ids.length > 0) throw fieldError('courseMaterialIds', M.materialsOrNone)
        if (ids.length === 0 && !none && pathway?.key !== 'university') {
          throw fieldError('courseMaterialIds', M.chooseOption)
        }
        extra.courseMaterialIds = ids
        extra.noCourseMaterials = none
        break
      }
      case 'practice_exam':
        changes.purchasePracticeExam = body.purchasePracticeExam
        break
      case 'shipping': {
        const address =
          body.shippingAddressId === null ? null : await repo.address(tx, registration.userId, body.shippingAddressId)
        if (!address) throw fieldError('shippingAddressId', M.shippingAddress)
        changes.shippingAddressId = address.id
        changes.shipping = {
          name: address.name,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          city: address.city,
          state: address.state,
          zip: address.zip,
          country: address.country,
          isInternational: isInternationalAddress(address.country, homeCountryOf(cat.certification)),
        }
        break
      }
      case 'membership':
        // The membership itself is requested through POST /api/membership.
        break
      case 'exam_fees':
        changes.payExamFeeUpfront = body.payExamFeeUpfront
        break
    }
    const updated = await repo.updateReturning(tx, registration.id, {
      ...changes,
      extra,
      step: Math.max(registration.step, number + 1),
      updatedAt: deps.clock.now(),
    })
    await core.rebuildLines(tx, updated, { showInCart: false }, { cat, who })
    // The context read once: the detail answered after commit reads only what the step changed.
    return { registration: updated, cat, who }
  }

  return {
    /**
     * Starts a registration, or answers the open one: never two open for one certification. While
     * the newest one expired but may still be extended (spec 2 §4), the extension comes first: a
     * new registration is started only when the member confirmed it (`startAfresh`).
     */
    async create(actor: Actor, certificationId: number, body?: StartBody | null): Promise<RegistrationDetail> {
      const certification = await repo.certification(db, certificationId)
      if (!certification) throw notFound()
      const registration = await db.transaction(async (tx) => {
        await cart.lockForChange(tx, actor.id)
        const open = await repo.openRegistration(tx, actor.id, certificationId)
        if (open) return open
        if (!body?.startAfresh && (await candidate.expiredNotice(tx, actor.id, certification))?.isExtensionOffered) {
          throw conflict(M.extensionFirst)
        }
        return repo.insertRegistration(tx, {
          userId: actor.id,
          certificationId,
          status: 'pre_registration',
          step: 0,
          // The hours the certification requires, kept on the registration from its start.
          requiredHours: certification.requiredHours,
        })
      })
      return core.detail(db, registration)
    },

    async latest(actor: Actor): Promise<LatestRegistrations> {
      const rows = await repo.latest(db, actor.id)
      return { registrations: rows.map(latestOf) }
    },

    /** The open registration of a certification (the one rule, `openRegistration`), or none. */
    async open(actor: Actor, certificationId: number): Promise<OpenRegistration> {
      const certification = await repo.certification(db, certificationId)
      if (!certification) throw notFound()
      const open = await repo.openRegistration(db, actor.id, certificationId)
      return {
        certification: { id: certification.id, name: certification.name },
        open: open ? await core.detail(db, open) : null,
        expired: open ? null : await candidate.expiredNotice(db, actor.id, certification),
      }
    },

    /** The registration the candidate's dashboard is about (`latestRegistration`), or none. */
    async current(actor: Actor): Promise<CurrentRegistration> {
      const latest = await repo.latestRegistration(db, actor.id)
      return { registration: latest ? latestOf(latest.registration) : null }
    },

    async get(actor: Actor, registrationId: number): Promise<RegistrationDetail> {
      const registration = policy.authorize(actor, 'read', await repo.registration(db, registrationId))
      if (registration.certificationId === null) throw notFound()
      return core.detail(db, registration)
    },

    async saveStep(actor: Actor, registrationId: number, body: SaveBody): Promise<RegistrationDetail> {
      const saved = await inWizard(actor, registrationId, (tx, registration) => applyStep(tx, registration, body))
      return core.detail(db, saved.registration, saved)
    },

    /** Pathway Review or Pay & Review: the items owed go to the cart, or the registration to review. */
    async finish(actor: Actor, registrationId: number, body: FinishBody): Promise<FinishRegistrationStepResult> {
      const next = await inWizard(actor, registrationId, async (tx, registration) => {
        if (registration.certificationId === null) throw notFound()
        const cat = await core.catalogue(tx, registration.certificationId)
        const who = await core.buyer(tx, registration.userId)
        const facts = core.stepFacts(cat, registration, who)
        const reachable = reachableStep(registration.step, facts)
        const stepNumber = body.step === 'pathway_review' ? PATHWAY_REVIEW_STEP : PAY_REVIEW_STEP
        const allowed =
          body.step === 'pathway_review'
            ? facts.requiresPreapproval && reachable === stepNumber
            : reachable >= stepNumber
        if (!allowed) throw conflict(M.notReached)

        // Prices as they are now (a membership may have started since the step was saved).
        await core.rebuildLines(tx, registration, { showInCart: false })
        const lines = (await repo.lines(tx, registration.id)).filter((line) => line.transactionId === null)
        const owedLines =
          body.step === 'pathway_review' ? lines.filter((l) => l.categoryType === 'registration_fee') : lines
        if (
          body.step === 'pay_review' &&
          registration.payExamFeeUpfront &&
          lines.some((line) => line.categoryType === 'exam') &&
          !body.examAgreement
        ) {
          throw fieldError('examAgreement', M.required)
        }
        const owed = owedLines.some((line) => line.finalPriceCents > 0)
        if (owed) {
          const now = deps.clock.now()
          await repo.showInCart(
            tx,
            registration.id,
            now,
            body.step === 'pathway_review' ? ['registration_fee'] : undefined,
          )
          await repo.update(tx, registration.id, { step: Math.max(registration.step, stepNumber), updatedAt: now })
          return 'cart' as const
        }
        // Nothing owed now: straight to review, at the finishing step (Pathway Review: pathway approval).
        await repo.update(tx, registration.id, {
          status: 'registration_approval',
          step: stepNumber,
          updatedAt: deps.clock.now(),
        })
        return 'dashboard' as const
      })
      return { ...(await core.detail(db, await reload(registrationId))), next }
    },

    /** A supporting document: the candidate while editable; staff at any time (and may replace one). */
    async upload(
      actor: Actor,
      registrationId: number,
      fields: FileFields,
      file: UploadedFile | undefined,
    ): Promise<RegistrationDetail> {
      const registration = policy.authorize(actor, 'manageDocuments', await repo.registration(db, registrationId))
      const staff = isStaff(actor)
      if (!staff && registration.status !== 'pre_registration') throw conflict(M.notEditable)
      if (!file) throw fieldError('media', M.required)
      const replaced = staff && fields.replaces ? await deps.media.file(db, fields.replaces) : null
      if (staff && fields.replaces && !isDocumentOf(replaced?.owner, registration.id)) {
        throw fieldError('replaces', M.required)
      }
      const upload = { folder: 'registrations', userId: registration.userId, file, defaultName: fields.type }
      await withStoredUpload(storage, upload, (stored) =>
        db.transaction(async (tx) => {
          if (!stored) throw fieldError('media', M.required)
          await deps.media.attach(
            tx,
            { kind: 'registration', id: registration.id },
            { ...stored, userId: registration.userId, type: fields.type },
          )
          if (replaced) await deps.media.detach(tx, replaced.file)
        }),
      )
      return core.detail(db, await reload(registration.id))
    },

    /** Who may read and delete a registration's documents (`GET`/`DELETE /api/media/{id}`). */
    documents: {
      kind: 'registration',
      /** The candidate and staff. */
      async authorizeRead(actor, _file, registrationId) {
        policy.authorize(actor, 'read', await repo.registration(db, registrationId))
      },
      /** The candidate while the registration is in the wizard; staff at any time. */
      async authorizeRemove(tx, actor, _file, registrationId) {
        const registration = policy.authorize(
          actor,
          'manageDocuments',
          await repo.registration(tx, registrationId, true),
        )
        if (!isStaff(actor) && registration.status !== 'pre_registration') throw conflict(M.notEditable)
      },
    } satisfies MediaOwnerDeclaration,

    /** Deletes a registration nothing was paid for (a member: their own pre-registration). */
    async remove(actor: Actor, registrationId: number) {
      await db.transaction(async (tx) => {
        const registration = policy.authorize(actor, 'delete', await repo.registration(tx, registrationId, true))
        if (!isStaff(actor) && registration.status !== 'pre_registration') throw conflict(M.notDeletable)
        const lines = await repo.lines(tx, registration.id)
        if (lines.some((line) => line.transactionId !== null)) throw conflict(M.notDeletable)
        for (const line of lines) {
          if (await deps.checkout.isChargeInFlight(tx, line)) throw conflict(M.notDeletable)
        }
        const keys = await repo.mediaKeys(tx, registration.id)
        await repo.deleteRegistration(tx, registration.id)
        afterCommit(tx, () => {
          for (const key of keys) void storage.delete(key).catch(() => undefined)
        })
      })
      return { ok: true as const }
    },
  }
}
