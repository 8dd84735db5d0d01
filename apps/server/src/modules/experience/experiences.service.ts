/**
 * Experience hours (spec 2 §2.8, §3, §4, §5 Experience form; spec 3 experiences; decision 0014):
 * the candidate logs and edits entries while the registration is in progress or in experience
 * approval and the page is not locked; staff change any entry, approve or reject it. Every change
 * settles the registration's status (`experienceApprovalStatus`) in the same transaction, with
 * the registration row locked so concurrent changes take turns. The rules are the contracts'
 * (experience/rules.ts), applied here on the form's field names.
 */
import {
  ExperienceMessages as M,
  allowanceOf,
  earliestExperienceStart,
  experienceApprovalStatus,
  experienceDisplayStatus,
  formatHours,
  hoursLeft,
  roundHours,
  type ApproveExperienceBody,
  type CannedMessageCategory,
  type ExperienceDetail,
  type ExperienceFieldsOutput,
  type ExperienceList,
  type ExperienceRegistration,
  type LoggedExperience,
  type RegistrationStatus,
  type RejectExperienceBody,
  type ServiceTypeOption,
  type z,
} from '@portal/contracts'
import type { DbOrTx, Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, notFound, validationFailed, type FieldErrors } from '../../platform/http/errors'
import type { UploadedFile } from '../../platform/http/multipart'
import { withStoredUpload, type StoredUpload } from '../../platform/storage/stored-upload'
import type { Actor } from '../../platform/http/route'
import { isStaff } from '../../platform/policy'
import { fileLink, type MediaOwnerDeclaration } from '../media/media.service'
import type { ReviewsService } from '../reviews/reviews.service'
import type { RegistrationCore, RegistrationRow, RegistrationsDeps } from '../registrations/registration-core'
import { experiencesPolicy as policy, isEditableBy, needsVerifiedBox } from './experiences.policy'
import {
  experienceDecisionLead,
  experienceDecisionMail,
  experienceDecisionTitle,
  type ExperienceDecision,
} from './experiences.mail'
import {
  experiencesRepo as repo,
  type ExperienceRecord,
  type NewExperience,
  type ServiceTypeRow,
} from './experiences.repo'

type Approve = z.output<typeof ApproveExperienceBody>
type Reject = z.output<typeof RejectExperienceBody>
type Message = { html: string | null; text: string | null }

const CT = '/certifications-and-training'
export const experiencePath = (experienceId: number) => `${CT}/experience/${experienceId}`

export type ExperiencesDeps = Pick<
  RegistrationsDeps,
  'db' | 'clock' | 'storage' | 'mailer' | 'appUrl' | 'users' | 'notifications' | 'media'
> & { reviews: Pick<ReviewsService, 'decisionMessage' | 'record' | 'history'> }
export type ExperiencesService = ReturnType<typeof createExperiencesService>

type Entry = { experience: ExperienceRecord; serviceType: string }

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

const loggedOf = (rows: Entry[]): LoggedExperience[] =>
  rows.map(({ experience }) => ({
    id: experience.id,
    serviceTypeId: experience.serviceTypeId,
    hours: experience.hours,
    approved: experience.approved,
  }))

/**
 * The status a registration's experience entries (as `experiencesRepo.ofRegistration` reads them)
 * settle it in: `experienceApprovalStatus`, what `settleStatus` writes after every change.
 */
export function settledExperienceStatus(
  registration: Pick<RegistrationRow, 'status' | 'requiredHours'>,
  entries: Entry[],
): RegistrationStatus {
  return experienceApprovalStatus({
    status: registration.status,
    requiredHours: registration.requiredHours,
    logged: loggedOf(entries),
  })
}

export function createExperiencesService(
  deps: ExperiencesDeps,
  core: Pick<
    RegistrationCore,
    'today' | 'registration' | 'certification' | 'experienceLoggingState' | 'moveExperienceStatus'
  >,
) {
  const { db, clock, storage, appUrl, users, notifications, reviews, media } = deps
  const formsOf = (reader: DbOrTx, experienceId: number) =>
    media.filesOf(reader, { kind: 'experience', id: experienceId })

  /** A certification registration (an entry's or the route's), or 404. */
  async function registrationOf(dbOrTx: DbOrTx, registrationId: number, lock = false) {
    const registration = await core.registration(dbOrTx, registrationId, lock)
    if (!registration || registration.certificationId === null) return null
    return { ...registration, certificationId: registration.certificationId }
  }

  /** Whether the candidate may log experience now, and why not. */
  async function loggingOf(dbOrTx: DbOrTx, registration: RegistrationRow) {
    // The registrations module's one answer (the certification dashboard's lock: an approved
    // extension unlocks until its new deadline; the words fit the candidate's state).
    return core.experienceLoggingState(dbOrTx, registration)
  }

  function optionOf(
    type: ServiceTypeRow,
    registration: RegistrationRow,
    logged: LoggedExperience[],
    editingId: number | null,
  ): ServiceTypeOption {
    return {
      id: type.id,
      name: type.name,
      allowed: type.allowed,
      percentage: type.percentage,
      militarySpouseOnly: type.militarySpouseOnly,
      membersOnly: type.membersOnly,
      fileUploadRequired: type.fileUploadRequired,
      extraFields: type.extraFields,
      allowance: allowanceOf(type, registration.requiredHours),
      hoursLeft: hoursLeft({ type, requiredHours: registration.requiredHours, logged, editingId }),
    }
  }

  /** The form's context: the registration, the entries, the service types offered with their hours left. */
  async function contextOf(
    dbOrTx: DbOrTx,
    registration: RegistrationRow & { certificationId: number },
    editing: ExperienceRecord | null,
  ) {
    const [certification, types, rows, logging] = await readAll(dbOrTx, [
      () => core.certification(dbOrTx, registration.certificationId),
      () => repo.serviceTypes(dbOrTx, registration.certificationId),
      () => repo.ofRegistration(dbOrTx, registration.id),
      () => loggingOf(dbOrTx, registration),
    ])
    if (!certification) throw notFound()
    const offered = types.filter((type) => !type.militarySpouseOnly || registration.militarySpouse)
    // An entry keeps the type it was logged with, even one no longer offered.
    const own =
      editing && !offered.some((type) => type.id === editing.serviceTypeId)
        ? await repo.serviceType(dbOrTx, editing.serviceTypeId)
        : null
    const logged = loggedOf(rows)
    const counted = logged.filter((entry) => entry.approved !== false)
    const view: ExperienceRegistration = {
      id: registration.id,
      certification: certification.name,
      militarySpouse: registration.militarySpouse,
      enrolledOn: registration.enrolledOn,
      deadline: registration.deadline,
      earliestStart: registration.enrolledOn
        ? earliestExperienceStart(registration.enrolledOn, certification.experienceLookbackYears)
        : null,
      lookbackYears: certification.experienceLookbackYears,
      requiredHours: registration.requiredHours,
      approvedHours: roundHours(
        counted.filter((entry) => entry.approved === true).reduce((sum, entry) => sum + entry.hours, 0),
      ),
      loggedHours: roundHours(counted.reduce((sum, entry) => sum + entry.hours, 0)),
      canAdd: logging.canLog,
      cannotAddReason: logging.reason,
      cannotAddAction: logging.action,
    }
    const editingId = editing?.id ?? null
    return {
      registration,
      certification,
      offered,
      own,
      rows,
      logged,
      logging,
      view,
      options: [...offered, ...(own ? [own] : [])].map((type) => optionOf(type, registration, logged, editingId)),
    }
  }

  type Context = Awaited<ReturnType<typeof contextOf>>

  /**
   * Every rule of spec 2 §5 on its field, all at once (a refusal changes nothing); answers the
   * entry's columns when they all hold.
   */
  async function checked(
    tx: Tx,
    actor: Actor,
    context: Context,
    fields: ExperienceFieldsOutput,
    entry: { existing: ExperienceRecord | null; hasFile: boolean },
  ): Promise<Omit<NewExperience, 'registrationId'>> {
    const { registration, view } = context
    const errors: FieldErrors = {}
    const add = (field: string, message: string) => {
      const messages = (errors[field] ??= [])
      if (!messages.includes(message)) messages.push(message)
    }
    const typeId = fields.fellowshipServiceTypeId
    const keepsType = entry.existing?.serviceTypeId === typeId
    const type = context.offered.find((t) => t.id === typeId) ?? (keepsType ? context.own : null)
    if (!type) add('fellowshipServiceTypeId', M.serviceTypeUnavailable)
    else if (
      type.membersOnly &&
      !keepsType &&
      !(await users.hasValidMembership(tx, registration.userId, clock.now()))
    ) {
      add('fellowshipServiceTypeId', M.membersOnly)
    }

    // The type's own fields; keys it does not ask for are not kept.
    const extra: Record<string, string> = {}
    for (const { key } of type?.extraFields ?? []) {
      const value = fields.extra[key]?.trim() ?? ''
      if (value === '') add(`extra.${key}`, M.required)
      else extra[key] = value
    }

    if (registration.militarySpouse) {
      if (fields.sessions === undefined) add('sessions', M.required)
      if (fields.attendance === undefined) add('attendance', M.required)
      if (!fields.practicumImpact) add('practicumImpact', M.required)
    }
    if (needsVerifiedBox(actor) && !fields.verified) add('verified', M.required)
    // The supervisor vouches for the hours: never the member whose hours they are.
    const owner = await users.findUser(tx, registration.userId)
    if (owner && sameEmail(fields.supervisorEmail, owner.email)) add('supervisorEmail', M.supervisorIsYou)

    const today = core.today()
    if (view.earliestStart && fields.startDate < view.earliestStart) {
      add('startDate', M.beforeWindow(view.lookbackYears))
    }
    if (fields.startDate > today) add('startDate', M.futureDate)
    if (fields.endDate < fields.startDate) add('endDate', M.endBeforeStart)
    if (fields.endDate > today) add('endDate', M.futureDate)

    const hours = fields.hours
    if (type) {
      const left = hoursLeft({
        type,
        requiredHours: registration.requiredHours,
        logged: context.logged,
        editingId: entry.existing?.id ?? null,
      })
      if (hours > left) add('hours', M.hoursLeft(formatHours(left)))
      if (type.fileUploadRequired && !entry.hasFile) add('media', M.verificationFormRequired)
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors)

    return {
      serviceTypeId: typeId,
      sessions: fields.sessions ?? null,
      attendance: fields.attendance ?? null,
      practicumImpact: fields.practicumImpact,
      organization: fields.organization,
      title: fields.title,
      hours,
      supervisorName: fields.supervisorName,
      supervisorEmail: fields.supervisorEmail,
      supervisorPhone: fields.supervisorPhone,
      description: fields.description,
      startDate: fields.startDate,
      endDate: fields.endDate,
      extra,
    }
  }

  /**
   * Settles the registration's status after its entries or its required hours changed (the row
   * locked by the caller; `registration` as it is now): in progress or experience approval.
   */
  async function settleStatus(tx: Tx, registration: RegistrationRow) {
    const status = settledExperienceStatus(registration, await repo.ofRegistration(tx, registration.id))
    if (status !== registration.status) await core.moveExperienceStatus(tx, registration.id, status)
  }

  /** Runs `work` with the verification form stored first (`withStoredUpload`), recorded as the entry's file. */
  const withStored = <T>(
    userId: number,
    file: UploadedFile | undefined,
    work: (stored: (StoredUpload & { userId: number; type: 'experience_verification' }) | null) => Promise<T>,
  ): Promise<T> =>
    withStoredUpload(
      storage,
      { folder: 'experiences', userId, file, defaultName: 'experience-verification' },
      (stored) => work(stored && { ...stored, userId, type: 'experience_verification' }),
    )

  /** The entry of `experienceId` on the locked registration, or 404. */
  async function entryOn(tx: Tx, registration: RegistrationRow, experienceId: number) {
    const found = await repo.byId(tx, experienceId)
    if (!found || found.experience.registrationId !== registration.id) throw notFound()
    return found.experience
  }

  /** A member changes an entry only while they may log and until it is approved; staff always. */
  function assertMayChange(actor: Actor, context: Context, entry: ExperienceRecord | null) {
    if (isStaff(actor)) return
    if (entry?.approved === true) throw conflict(M.approvedReadOnly)
    if (!context.logging.canLog) throw conflict(context.logging.reason ?? M.notWorking)
  }

  async function detail(actor: Actor, experienceId: number): Promise<ExperienceDetail> {
    const found = await repo.byId(db, experienceId)
    const registration = found && (await registrationOf(db, found.experience.registrationId))
    if (!found || !registration) throw notFound()
    const entry = found.experience
    const [context, files, reviewList, user, verifications] = await readAll(db, [
      () => contextOf(db, registration, entry),
      () => formsOf(db, entry.id),
      () => reviews.history(db, { experienceId: entry.id }),
      () => users.findUser(db, registration.userId),
      () => repo.signedValidationsOf(db, entry.id),
    ])
    if (!user) throw notFound()
    return {
      experience: {
        id: entry.id,
        registrationId: entry.registrationId,
        fellowshipServiceTypeId: entry.serviceTypeId,
        serviceType: found.serviceType,
        sessions: entry.sessions,
        attendance: entry.attendance,
        practicumImpact: entry.practicumImpact,
        organization: entry.organization,
        title: entry.title,
        hours: entry.hours,
        supervisorName: entry.supervisorName,
        supervisorEmail: entry.supervisorEmail,
        supervisorPhone: entry.supervisorPhone,
        description: entry.description,
        startDate: entry.startDate,
        endDate: entry.endDate,
        approved: entry.approved,
        reviewStatus: entry.reviewStatus,
        status: experienceDisplayStatus(entry),
        extra: entry.extra,
        files: files.map(fileLink),
        reviews: reviewList,
        verifications: verifications.flatMap(({ validation }) =>
          validation.signature && validation.signedAt
            ? [
                {
                  id: validation.id,
                  supervisorEmail: validation.supervisorEmail,
                  signature: validation.signature,
                  signedAt: validation.signedAt.toISOString(),
                  start: validation.startsOn,
                  end: validation.endsOn,
                  hours: validation.hours,
                  comments: validation.comments,
                },
              ]
            : [],
        ),
        isEditable: isEditableBy(actor, entry, context.logging.canLog),
        createdAt: entry.createdAt.toISOString(),
        updatedAt: entry.updatedAt.toISOString(),
      },
      registration: context.view,
      serviceTypes: context.options,
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    }
  }

  /** A staff decision's message: the canned messages of the decision's category and the own message. */
  function decisionMessage(body: Approve | Reject, category: CannedMessageCategory): Promise<Message> {
    return reviews.decisionMessage(db, body, category)
  }

  /** Approves one entry: the entry and its review (the caller settles the status and tells). */
  async function approveEntry(tx: Tx, admin: Actor, entry: ExperienceRecord, message: Message) {
    await repo.update(tx, entry.id, { approved: true, reviewStatus: 'approved', updatedAt: clock.now() })
    await reviews.record(
      tx,
      { experienceId: entry.id },
      {
        reviewerId: admin.id,
        approved: true,
        message: message.html,
        status: 'approved',
      },
    )
  }

  /** Tells the candidate about a decision: a notification and an e-mail. */
  async function tell(
    tx: Tx,
    registration: RegistrationRow & { certificationId: number },
    decision: ExperienceDecision,
    message: Message,
    entry: ExperienceRecord | null,
  ) {
    const certification = await core.certification(tx, registration.certificationId)
    if (!certification) return
    const path = entry ? experiencePath(entry.id) : `${CT}/experience`
    const title = experienceDecisionTitle(decision, { certification: certification.name })
    const lead = experienceDecisionLead(decision, {
      organization: entry?.organization,
      certification: certification.name,
    })
    await notifications.tell(tx, registration.userId, {
      title,
      message: [lead, message.text].filter(Boolean).join('\n\n'),
      url: path,
      mail: (user) =>
        experienceDecisionMail({
          to: user.email,
          firstName: user.firstName,
          decision,
          subject: title,
          lead,
          messageHtml: message.html,
          messageText: message.text,
          appUrl,
          path,
        }),
    })
  }

  /** Runs a staff decision on an entry with its registration locked; answers the entry afterwards. */
  async function decide(
    admin: Actor,
    experienceId: number,
    work: (
      tx: Tx,
      registration: RegistrationRow & { certificationId: number },
      entry: ExperienceRecord,
    ) => Promise<void>,
  ): Promise<ExperienceDetail> {
    policy.authorize(admin, 'review', await repo.registrationOf(db, experienceId))
    await db.transaction(async (tx) => {
      const owner = await repo.registrationOf(tx, experienceId)
      const registration = owner && (await registrationOf(tx, owner.id, true))
      if (!registration) throw notFound()
      await work(tx, registration, await entryOn(tx, registration, experienceId))
    })
    return detail(admin, experienceId)
  }

  return {
    /** GET /api/registration/{id}/experiences. */
    async list(actor: Actor, registrationId: number): Promise<ExperienceList> {
      const registration = policy.authorize(actor, 'read', await registrationOf(db, registrationId))
      const context = await contextOf(db, registration, null)
      return {
        registration: context.view,
        serviceTypes: context.options,
        data: context.rows.map(({ experience, serviceType }) => ({
          id: experience.id,
          serviceType,
          organization: experience.organization,
          hours: experience.hours,
          startDate: experience.startDate,
          endDate: experience.endDate,
          approved: experience.approved,
          status: experienceDisplayStatus(experience),
        })),
      }
    },

    async get(actor: Actor, experienceId: number): Promise<ExperienceDetail> {
      policy.authorize(actor, 'read', await repo.registrationOf(db, experienceId))
      return detail(actor, experienceId)
    },

    /** Logs an entry, with its verification form when one was sent, in one transaction. */
    async create(
      actor: Actor,
      registrationId: number,
      fields: ExperienceFieldsOutput,
      file: UploadedFile | undefined,
    ): Promise<ExperienceDetail> {
      const found = policy.authorize(actor, 'change', await registrationOf(db, registrationId))
      const id = await withStored(found.userId, file, (stored) =>
        db.transaction(async (tx) => {
          const registration = await registrationOf(tx, registrationId, true)
          if (!registration) throw notFound()
          const context = await contextOf(tx, registration, null)
          assertMayChange(actor, context, null)
          const values = await checked(tx, actor, context, fields, { existing: null, hasFile: stored !== null })
          const entry = await repo.insert(tx, { ...values, registrationId: registration.id })
          if (stored) await media.attach(tx, { kind: 'experience', id: entry.id }, stored)
          await settleStatus(tx, registration)
          return entry.id
        }),
      )
      return detail(actor, id)
    },

    /**
     * Changes an entry. A member's change to a rejected entry sends it back to Pending (its
     * reviews stay); staff Save Changes keeps the decision.
     */
    async update(
      actor: Actor,
      registrationId: number,
      experienceId: number,
      fields: ExperienceFieldsOutput,
    ): Promise<ExperienceDetail> {
      policy.authorize(actor, 'change', await registrationOf(db, registrationId))
      await db.transaction(async (tx) => {
        const registration = await registrationOf(tx, registrationId, true)
        if (!registration) throw notFound()
        const entry = await entryOn(tx, registration, experienceId)
        const context = await contextOf(tx, registration, entry)
        assertMayChange(actor, context, entry)
        const files = await formsOf(tx, entry.id)
        const values = await checked(tx, actor, context, fields, { existing: entry, hasFile: files.length > 0 })
        const reopens = !isStaff(actor) && entry.approved === false
        await repo.update(tx, entry.id, {
          ...values,
          ...(reopens ? { approved: null, reviewStatus: null } : {}),
          updatedAt: clock.now(),
        })
        await settleStatus(tx, registration)
      })
      return detail(actor, experienceId)
    },

    /** Attaches a file (the Experience Verification Form) to an entry that may still change. */
    async uploadFile(
      actor: Actor,
      registrationId: number,
      experienceId: number,
      file: UploadedFile | undefined,
    ): Promise<ExperienceDetail> {
      const found = policy.authorize(actor, 'change', await registrationOf(db, registrationId))
      if (!file) throw fieldError('media', M.required)
      await withStored(found.userId, file, (stored) =>
        db.transaction(async (tx) => {
          const registration = await registrationOf(tx, registrationId, true)
          if (!registration || !stored) throw notFound()
          const entry = await entryOn(tx, registration, experienceId)
          assertMayChange(actor, await contextOf(tx, registration, entry), entry)
          await media.attach(tx, { kind: 'experience', id: entry.id }, stored)
        }),
      )
      return detail(actor, experienceId)
    },

    /** Who may read and delete an entry's files (`GET`/`DELETE /api/media/{id}`). */
    verificationForms: {
      kind: 'experience',
      /** The candidate and staff. */
      async authorizeRead(actor, _file, experienceId) {
        policy.authorize(actor, 'read', await repo.registrationOf(db, experienceId))
      },
      /**
       * With the registration locked like every experience write. A member may not on an approved
       * entry, nor delete the last Experience Verification Form of an entry whose service type
       * requires one.
       */
      async authorizeRemove(tx, actor, file, experienceId) {
        const found = policy.authorize(actor, 'change', await repo.registrationOf(tx, experienceId))
        const registration = await registrationOf(tx, found.id, true)
        if (!registration) throw notFound()
        const entry = await entryOn(tx, registration, experienceId)
        const files = await formsOf(tx, entry.id)
        if (!files.some((other) => other.id === file.id)) throw notFound()
        if (isStaff(actor)) return
        if (entry.approved === true) throw conflict(M.approvedReadOnly)
        const logging = await loggingOf(tx, registration)
        if (!logging.canLog) throw conflict(logging.reason ?? M.notWorking)
        const type = await repo.serviceType(tx, entry.serviceTypeId)
        if (type?.fileUploadRequired && files.every((other) => other.id === file.id)) {
          throw fieldError('media', M.verificationFormRequired)
        }
      },
    } satisfies MediaOwnerDeclaration,

    // Staff ---------------------------------------------------------------------------------------

    async adminList(actor: Actor, query: Parameters<typeof repo.list>[1]) {
      policy.assert(actor, 'review', { userId: actor.id })
      return repo.list(db, query)
    },

    /** Approves an entry (deciding twice the same way changes nothing; a rejected one may be approved). */
    async approve(admin: Actor, experienceId: number, body: Approve): Promise<ExperienceDetail> {
      const message = await decisionMessage(body, 'experience_approval')
      return decide(admin, experienceId, async (tx, registration, entry) => {
        if (entry.approved === true) return
        await approveEntry(tx, admin, entry, message)
        await settleStatus(tx, registration)
        await tell(tx, registration, 'approved', message, entry)
      })
    },

    /** Rejects an entry with the status chosen ('Set status to'); the member may change it again. */
    async reject(admin: Actor, experienceId: number, body: Reject): Promise<ExperienceDetail> {
      const message = await decisionMessage(body, 'experience_rejection')
      return decide(admin, experienceId, async (tx, registration, entry) => {
        if (entry.approved === false && entry.reviewStatus === body.status) return
        await repo.update(tx, entry.id, { approved: false, reviewStatus: body.status, updatedAt: clock.now() })
        await reviews.record(
          tx,
          { experienceId: entry.id },
          {
            reviewerId: admin.id,
            approved: false,
            message: message.html,
            status: body.status,
          },
        )
        await settleStatus(tx, registration)
        await tell(tx, registration, body.status, message, entry)
      })
    },

    /**
     * Experience approval from the registration review: every pending entry approved with the
     * message (a review each), the registration settled, the candidate told once. The caller
     * holds the registration's lock. Answers how many entries were approved.
     */
    async approvePending(tx: Tx, admin: Actor, registration: RegistrationRow, message: Message): Promise<number> {
      if (registration.certificationId === null) return 0
      const pending = (await repo.ofRegistration(tx, registration.id)).filter(
        ({ experience }) => experience.approved === null,
      )
      for (const { experience } of pending) await approveEntry(tx, admin, experience, message)
      await settleStatus(tx, registration)
      if (pending.length > 0) {
        await tell(
          tx,
          { ...registration, certificationId: registration.certificationId },
          'approved_all',
          message,
          null,
        )
      }
      return pending.length
    },

    /** Re-settles a registration's status after staff changed its required hours (the row locked by the caller). */
    settleStatus,
  }
}
