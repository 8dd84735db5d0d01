/**
 * Individual CEUs (spec 2 §2.11, §3, §5 Individual CEU form, §7; spec 3 Individual CEU list and
 * review, CEU card): the member reports CEUs in the reporting periods of their reportable
 * certifications and changes them until approved; a completion code applied links the CEU to an
 * approved group CEU and pre-approves it; staff change any CEU and approve or reject it through
 * the reviews module, and the member is told. The rules are the contracts' (ceus/ceus.rules.ts),
 * applied here on the form's field names.
 */
import {
  CEU_STATUS_LABELS,
  CERTIFICATION_STATUS_LABELS,
  IndividualCeuMessages as M,
  completionDateProblem,
  easternDay,
  lockedCeuFields,
  completionCodeKey,
  reportingPeriodChoices,
  reportingWindowStart,
  type ApproveCeuBody,
  type CertificationStatus,
  type CompletionCodeResult,
  type IndividualCeuDetail,
  type IndividualCeuFieldsOutput,
  type IndividualCeuFormContext,
  type IndividualCeuList,
  type ListQuery,
  type RejectCeuBody,
  type ReportingPeriodLike,
  type ReportingPeriodOption,
  type z,
} from '@portal/contracts'
import type { DbOrTx, Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, notFound, validationFailed, type FieldErrors } from '../../platform/http/errors'
import type { UploadedFile } from '../../platform/http/multipart'
import type { Actor } from '../../platform/http/route'
import { isStaff } from '../../platform/policy'
import type { Infrastructure } from '../../platform/infrastructure'
import { fileLink, type MediaOwnerDeclaration, type MediaService } from '../media/media.service'
import type { NotificationService } from '../notifications/notifications.service'
import type { ReviewsService } from '../reviews/reviews.service'
import type { UsersReader } from '../users/users.service'
import { withStoredAgenda, type StoredAgenda } from './ceu-agendas'
import { ceuDecisionLead, ceuDecisionMail, ceuDecisionTitle, individualCeuPath, type CeuDecision } from './ceus.mail'
import { ceusPolicy as policy, isEditableBy, needsVerifiedBox } from './ceus.policy'
import { ceusRepo as repo, type IndividualCeuRecord, type NewIndividualCeu } from './ceus.repo'
import { groupCeusRepo, type GroupCeuRecord } from './group-ceus.repo'

type Approve = z.output<typeof ApproveCeuBody>
type Reject = z.output<typeof RejectCeuBody>

export type IndividualCeusDeps = Pick<Infrastructure, 'db' | 'clock' | 'storage' | 'appUrl'> & {
  media: Pick<MediaService, 'attach' | 'filesOf'>
  notifications: Pick<NotificationService, 'tell'>
  reviews: Pick<ReviewsService, 'decisionMessage' | 'record' | 'history'>
  users: Pick<UsersReader, 'findUser'>
}
export type IndividualCeusService = ReturnType<typeof createIndividualCeusService>

export const periodOption = (period: ReportingPeriodLike): ReportingPeriodOption => ({
  id: period.id,
  name: period.name,
  start: period.start,
  end: period.end,
  windowStart: reportingWindowStart(period),
})

/** The certification statuses as the staff list shows them ('good_standing,renewed' -> labels). */
export const certificationStatusLabels = (statuses: string): string =>
  statuses
    .split(',')
    .filter(Boolean)
    .map((status) => CERTIFICATION_STATUS_LABELS[status as CertificationStatus] ?? status)
    .join(', ')

const codeSupplied = (group: GroupCeuRecord) => ({
  credits: group.credits,
  creditTypeId: group.creditTypeId,
  programTitle: group.programTitle,
  sponsor: group.sponsor,
  programAgenda: group.programAgenda,
})

export function createIndividualCeusService(deps: IndividualCeusDeps) {
  const { db, clock, storage, appUrl, media, notifications, reviews, users } = deps
  const today = () => easternDay(clock.now())
  const filesOf = (reader: DbOrTx, id: number) => media.filesOf(reader, { kind: 'individualCeu', id })

  /** The form's choices for a user: their reporting periods (plus the CEU's own when editing) and the credit types. */
  async function formContext(
    reader: DbOrTx,
    userId: number,
    editing?: ReportingPeriodLike,
  ): Promise<IndividualCeuFormContext> {
    const [certifications, creditTypes] = await readAll(reader, [
      () => repo.certificationsOf(reader, userId),
      () => repo.creditTypes(reader),
    ])
    const day = today()
    const choices = reportingPeriodChoices(certifications, day)
    if (editing && !choices.some((period) => period.id === editing.id)) choices.unshift(editing)
    return { reportingPeriods: choices.map(periodOption), creditTypes, today: day }
  }

  /**
   * Every rule of spec 2 §5 on its field, all at once (a refusal changes nothing); answers the
   * CEU's columns and the group CEU its applied code named, when they all hold.
   */
  async function checked(
    tx: Tx,
    actor: Actor,
    userId: number,
    fields: IndividualCeuFieldsOutput,
    entry: { existing: { record: IndividualCeuRecord; period: ReportingPeriodLike } | null; hasFile: boolean },
  ): Promise<{ values: Omit<NewIndividualCeu, 'userId'>; group: GroupCeuRecord | null }> {
    const errors: FieldErrors = {}
    const add = (field: string, message: string) => {
      const messages = (errors[field] ??= [])
      if (!messages.includes(message)) messages.push(message)
    }
    const existing = entry.existing?.record ?? null
    const context = await formContext(tx, userId, entry.existing?.period)
    const period = context.reportingPeriods.find((choice) => choice.id === fields.reportingPeriodId)
    if (!period) add('reportingPeriodId', M.periodUnavailable)
    if (!context.creditTypes.some((type) => type.id === fields.creditTypeId)) {
      add('creditTypeId', M.creditTypeUnavailable)
    }
    if (period) {
      const problem = completionDateProblem(fields.completionDate, period, context.today)
      if (problem) add('completionDate', problem)
    }
    if (needsVerifiedBox(actor) && !fields.verified) add('verified', M.verifiedRequired)

    // The completion code: applied (the group CEU it named sent with it), kept as it was applied,
    // or cleared; a code typed and not applied stops the form.
    let group: GroupCeuRecord | null = null
    const code = fields.completionCode
    if (code) {
      const normalized = completionCodeKey(code)
      const keeps =
        existing?.preapprovedCreditId != null &&
        existing.completionCode !== null &&
        completionCodeKey(existing.completionCode) === normalized
      const named = fields.preapprovedCreditId ?? (keeps ? existing.preapprovedCreditId : undefined)
      if (named === undefined || named === null) add('completionCode', M.applyOrClear)
      else {
        const found = await groupCeusRepo.approvedByCode(tx, normalized)
        // A pre-approval already granted stands even if the program's code changed since.
        const kept = keeps && named === existing.preapprovedCreditId ? await groupCeusRepo.byId(tx, named) : undefined
        group = found?.id === named ? found : (kept ?? null)
        if (!group) add('completionCode', M.unknownCode)
        // A program's credits count once per person: its code applied to a second CEU is refused.
        else if (await repo.hasReportedGroup(tx, userId, group.id, existing?.id ?? null)) {
          add('completionCode', M.codeAlreadyReported)
        }
      }
    }

    // What the code supplied is locked: its values, whatever the form sent.
    const supplied = group ? codeSupplied(group) : null
    const locked = lockedCeuFields(supplied)
    const lockedValue = <K extends keyof ReturnType<typeof codeSupplied>>(
      field: K,
      sent: IndividualCeuFieldsOutput[K],
    ) => (supplied && locked.includes(field) ? (supplied[field] as IndividualCeuFieldsOutput[K]) : sent)
    const programAgenda = lockedValue('programAgenda', fields.programAgenda)
    // The agenda, uploaded or typed: said on the input of the method chosen.
    if (!group && !programAgenda && !entry.hasFile) {
      add(fields.agendaMethod === 'upload' ? 'media' : 'programAgenda', M.required)
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors)

    return {
      group,
      values: {
        reportingPeriodId: fields.reportingPeriodId,
        credits: lockedValue('credits', fields.credits),
        creditTypeId: lockedValue('creditTypeId', fields.creditTypeId),
        programTitle: lockedValue('programTitle', fields.programTitle),
        sponsor: lockedValue('sponsor', fields.sponsor),
        programDescription: fields.programDescription,
        programAgenda,
        completionCode: group ? code : null,
        completionDate: fields.completionDate,
        preapprovedCreditId: group?.id ?? null,
      },
    }
  }

  const withStored = <T>(
    userId: number,
    file: UploadedFile | undefined,
    work: (stored: StoredAgenda | null) => Promise<T>,
  ) => withStoredAgenda(storage, 'ceus', userId, file, work)

  /** A member changes a CEU until it is approved; staff always. */
  function assertMayChange(actor: Actor, ceu: IndividualCeuRecord) {
    if (!isEditableBy(actor, ceu)) throw conflict(M.approvedReadOnly)
  }

  /** The CEU, locked, with its period; 404 when there is none. */
  async function lockedEntry(tx: Tx, id: number) {
    const found = await repo.individualById(tx, id, true)
    if (!found) throw notFound()
    return found
  }

  async function detail(actor: Actor, id: number): Promise<IndividualCeuDetail> {
    const found = await repo.individualById(db, id)
    if (!found) throw notFound()
    const { ceu } = found
    const [files, reviewList, owner, group, held] = await readAll(db, [
      () => filesOf(db, ceu.id),
      () => reviews.history(db, { individualCeuId: ceu.id }),
      () => users.findUser(db, ceu.userId),
      () => (ceu.preapprovedCreditId ? groupCeusRepo.byId(db, ceu.preapprovedCreditId) : Promise.resolve(null)),
      () => repo.certificationSummaryOf(db, ceu.id),
    ])
    if (!owner) throw notFound()
    return {
      ceu: {
        id: ceu.id,
        userId: ceu.userId,
        reportingPeriodId: ceu.reportingPeriodId,
        reportingPeriod: found.period.name,
        credits: ceu.credits,
        creditTypeId: ceu.creditTypeId,
        creditType: found.creditType,
        programTitle: ceu.programTitle,
        sponsor: ceu.sponsor,
        programDescription: ceu.programDescription,
        programAgenda: ceu.programAgenda,
        completionCode: ceu.completionCode,
        completionDate: ceu.completionDate,
        preapprovedCreditId: ceu.preapprovedCreditId,
        status: ceu.status,
        statusLabel: CEU_STATUS_LABELS[ceu.status],
        approved: ceu.approved,
        files: files.map(fileLink),
        reviews: reviewList,
        lockedFields: lockedCeuFields(group ? codeSupplied(group) : null),
        isEditable: isEditableBy(actor, ceu),
        createdAt: ceu.createdAt.toISOString(),
        updatedAt: ceu.updatedAt.toISOString(),
      },
      form: await formContext(db, ceu.userId, found.period),
      user: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        certifications: held.certifications,
        certificationStatus: certificationStatusLabels(held.certificationStatuses),
      },
    }
  }

  /** Tells the member about a decision: a notification and an e-mail. */
  async function tell(
    tx: Tx,
    ceu: IndividualCeuRecord,
    decision: CeuDecision,
    message: { html: string | null; text: string | null },
  ) {
    const path = individualCeuPath(ceu.id)
    const title = ceuDecisionTitle(decision)
    const lead = ceuDecisionLead(decision, ceu)
    await notifications.tell(tx, ceu.userId, {
      title,
      message: [lead, message.text].filter(Boolean).join('\n\n'),
      url: path,
      mail: (user) =>
        ceuDecisionMail({
          to: user.email,
          firstName: user.firstName,
          decision,
          subject: title,
          lead,
          messageText: message.text,
          appUrl,
          path,
        }),
    })
  }

  /** Runs a staff decision on a CEU with its row locked; answers the CEU afterwards. */
  async function decide(
    admin: Actor,
    id: number,
    work: (tx: Tx, ceu: IndividualCeuRecord) => Promise<void>,
  ): Promise<IndividualCeuDetail> {
    policy.assert(admin, 'review')
    await db.transaction(async (tx) => work(tx, (await lockedEntry(tx, id)).ceu))
    return detail(admin, id)
  }

  return {
    formContext,

    /** GET /api/individual-ceus: the member's own CEUs. */
    async list(actor: Actor): Promise<IndividualCeuList> {
      const [rows, form] = await readAll(db, [() => repo.individualsOf(db, actor.id), () => formContext(db, actor.id)])
      return {
        data: rows.map(({ ceu, creditType, period }) => ({
          id: ceu.id,
          reportingPeriod: period.name,
          programTitle: ceu.programTitle,
          sponsor: ceu.sponsor,
          credits: ceu.credits,
          creditType,
          completionDate: ceu.completionDate,
          status: ceu.status,
          statusLabel: CEU_STATUS_LABELS[ceu.status],
        })),
        form,
      }
    },

    async get(actor: Actor, id: number): Promise<IndividualCeuDetail> {
      policy.authorize(actor, 'read', await repo.ownerOfIndividual(db, id))
      return detail(actor, id)
    },

    /**
     * Reports a CEU for the actor, with its agenda file when one was sent, in one transaction;
     * pre-approved when a completion code was applied, otherwise pending.
     */
    async create(
      actor: Actor,
      fields: IndividualCeuFieldsOutput,
      file: UploadedFile | undefined,
    ): Promise<IndividualCeuDetail> {
      const id = await withStored(actor.id, file, (stored) =>
        db.transaction(async (tx) => {
          const { values, group } = await checked(tx, actor, actor.id, fields, {
            existing: null,
            hasFile: stored !== null,
          })
          const ceu = await repo.insertIndividual(tx, {
            ...values,
            userId: actor.id,
            status: group ? 'approved' : 'pending',
            approved: group ? true : null,
          })
          if (stored) await media.attach(tx, { kind: 'individualCeu', id: ceu.id }, stored)
          return ceu.id
        }),
      )
      return detail(actor, id)
    },

    /**
     * Changes a CEU. A member's change to a rejected CEU resubmits it (Pending; its reviews stay);
     * applying a code pre-approves it; staff Save Changes keeps the decision.
     */
    async update(actor: Actor, id: number, fields: IndividualCeuFieldsOutput): Promise<IndividualCeuDetail> {
      policy.authorize(actor, 'change', await repo.ownerOfIndividual(db, id))
      await db.transaction(async (tx) => {
        const found = await lockedEntry(tx, id)
        assertMayChange(actor, found.ceu)
        const files = await filesOf(tx, id)
        const { values, group } = await checked(tx, actor, found.ceu.userId, fields, {
          existing: { record: found.ceu, period: found.period },
          hasFile: files.length > 0,
        })
        const preapproves = group !== null && group.id !== found.ceu.preapprovedCreditId
        const resubmits = !isStaff(actor) && found.ceu.status !== 'pending'
        await repo.updateIndividual(tx, id, {
          ...values,
          ...(preapproves
            ? { status: 'approved', approved: true }
            : resubmits
              ? { status: 'pending', approved: null }
              : {}),
          updatedAt: clock.now(),
        })
      })
      return detail(actor, id)
    },

    /** Attaches a file (the agenda) to a CEU that may still change. */
    async uploadFile(actor: Actor, id: number, file: UploadedFile | undefined): Promise<IndividualCeuDetail> {
      const owner = policy.authorize(actor, 'change', await repo.ownerOfIndividual(db, id))
      if (!file) throw fieldError('media', M.required)
      await withStored(owner.userId, file, (stored) =>
        db.transaction(async (tx) => {
          const found = await lockedEntry(tx, id)
          if (!stored) throw notFound()
          assertMayChange(actor, found.ceu)
          await media.attach(tx, { kind: 'individualCeu', id }, stored)
        }),
      )
      return detail(actor, id)
    },

    /** GET /api/completion-code?q=: the approved group CEU a code names, or 422 on completionCode. */
    async completionCode(q: string): Promise<CompletionCodeResult> {
      const normalized = completionCodeKey(q)
      if (normalized === '') throw fieldError('completionCode', M.required)
      const group = await groupCeusRepo.approvedByCode(db, normalized)
      if (!group?.completionCode) throw fieldError('completionCode', M.unknownCode)
      return {
        id: group.id,
        completionCode: group.completionCode,
        programTitle: group.programTitle,
        sponsor: group.sponsor,
        credits: group.credits,
        creditTypeId: group.creditTypeId,
        programDescription: group.programDescription,
        programAgenda: group.programAgenda,
        startDate: group.startDate,
        endDate: group.endDate,
        lockedFields: lockedCeuFields(codeSupplied(group)),
      }
    },

    /** Who may read and delete a CEU's files (`GET`/`DELETE /api/media/{id}`). */
    agendas: {
      kind: 'individualCeu',
      /** The member and staff. */
      async authorizeRead(actor, _file, ceuId) {
        policy.authorize(actor, 'read', await repo.ownerOfIndividual(db, ceuId))
      },
      /**
       * With the CEU locked like every CEU write. A member may not on an approved CEU, nor delete
       * the only agenda of a CEU with no typed agenda (the agenda rule).
       */
      async authorizeRemove(tx, actor, file, ceuId) {
        policy.authorize(actor, 'change', await repo.ownerOfIndividual(tx, ceuId))
        const found = await lockedEntry(tx, ceuId)
        const files = await filesOf(tx, ceuId)
        if (!files.some((other) => other.id === file.id)) throw notFound()
        if (isStaff(actor)) return
        assertMayChange(actor, found.ceu)
        if (
          !found.ceu.programAgenda &&
          !found.ceu.preapprovedCreditId &&
          files.every((other) => other.id === file.id)
        ) {
          throw fieldError('programAgenda', M.required)
        }
      },
    } satisfies MediaOwnerDeclaration,

    // Staff ---------------------------------------------------------------------------------------

    async adminList(actor: Actor, query: ListQuery) {
      policy.assert(actor, 'review')
      const page = await repo.adminIndividualList(db, query)
      return {
        ...page,
        data: page.data.map(({ certificationStatuses, submittedAt, ...row }) => ({
          ...row,
          certificationStatus: certificationStatusLabels(certificationStatuses),
          submittedAt: submittedAt.toISOString(),
        })),
      }
    },

    /** Approves a CEU (approving twice changes nothing; a rejected one may be approved). */
    async approve(admin: Actor, id: number, body: Approve): Promise<IndividualCeuDetail> {
      const message = await reviews.decisionMessage(db, body)
      return decide(admin, id, async (tx, ceu) => {
        if (ceu.status === 'approved') return
        await repo.updateIndividual(tx, id, { status: 'approved', approved: true, updatedAt: clock.now() })
        await reviews.record(
          tx,
          { individualCeuId: id },
          { reviewerId: admin.id, approved: true, message: message.html, status: 'approved' },
        )
        await tell(tx, ceu, 'approved', message)
      })
    },

    /** Rejects a CEU with the status chosen ('Set status to'); the member may change and resubmit it. */
    async reject(admin: Actor, id: number, body: Reject): Promise<IndividualCeuDetail> {
      const message = await reviews.decisionMessage(db, body, 'ceu_rejection')
      return decide(admin, id, async (tx, ceu) => {
        if (ceu.status === body.status) return
        await repo.updateIndividual(tx, id, { status: body.status, approved: false, updatedAt: clock.now() })
        await reviews.record(
          tx,
          { individualCeuId: id },
          { reviewerId: admin.id, approved: false, message: message.html, status: body.status },
        )
        await tell(tx, ceu, body.status, message)
      })
    },
  }
}
