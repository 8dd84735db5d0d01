/**
 * Group CEUs (spec 2 §2.11, §5 "Group (pre-approval) CEU form"; spec 3 Group CEU list and review,
 * §9 fees; decision 0024). A sponsor's 'Add to cart' records the request with its review fee, and
 * the listing fee when the program is to be listed, in the one cart (member or non-member price,
 * decided then); paying the review fee sends it for review exactly once (`submitFromCart`), paying
 * the listing fee lists it in the CEU library once approved. Removing the review fee from the
 * cart removes the request; removing the listing fee un-lists it. The sponsor changes a request
 * until it is approved; staff change any, and approve it with its completion code (unique among
 * approved programs, without regard to case and blanks) or reject it with a status, through the
 * reviews module; the sponsor is told either way.
 */
import {
  GroupCeuMessages as M,
  completionCodeKey,
  dollarsToCents,
  easternDay,
  GROUP_CEU_FEE_KINDS,
  groupCeuFeeCents,
  groupCeuLineName,
  groupCeuState,
  type ApproveGroupCeuBody,
  type CannedMessageCategory,
  type GroupCeu,
  type GroupCeuFeeKind,
  type GroupCeuFieldsOutput,
  type GroupCeuFormContext,
  type GroupCeuRow,
  type LibraryProgram,
  type ListQuery,
  type ListResult,
  type AdminGroupCeuRow,
  type RejectGroupCeuBody,
  type ReviewStatus,
  type z,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { isUniqueViolation } from '../../platform/db/unique-violation'
import { conflict, fieldError, notFound, validationFailed, type FieldErrors } from '../../platform/http/errors'
import type { UploadedFile } from '../../platform/http/multipart'
import type { Actor } from '../../platform/http/route'
import { isStaff } from '../../platform/policy'
import type { Storage } from '../../platform/storage/storage'
import type { CartService } from '../cart/cart.service'
import type { CartLineFacts, ProductLine } from '../cart/products'
import { fileLink, type MediaOwnerDeclaration, type MediaService } from '../media/media.service'
import type { NotificationService } from '../notifications/notifications.service'
import type { ReviewsService } from '../reviews/reviews.service'
import type { UsersReader } from '../users/users.service'
import { withStoredAgenda, type StoredAgenda } from './ceu-agendas'
import { groupCeuDecisionLead, groupCeuDecisionMail, groupCeuDecisionTitle, groupCeuPath } from './group-ceus.mail'
import { ceusRepo } from './ceus.repo'
import { groupCeusPolicy as policy, isEditableBy } from './group-ceus.policy'
import { groupCeusRepo as repo, type GroupCeuRecord, type GroupCeuWithType, type NewGroupCeu } from './group-ceus.repo'

type Approve = z.output<typeof ApproveGroupCeuBody>
type Reject = z.output<typeof RejectGroupCeuBody>
type Message = { html: string | null; text: string | null }

export interface GroupCeusDeps {
  db: Db
  clock: Clock
  storage: Pick<Storage, 'put' | 'delete'>
  appUrl: string
  users: Pick<UsersReader, 'findUser' | 'hasValidMembership'>
  notifications: Pick<NotificationService, 'tell'>
  cart: Pick<CartService, 'lockForChange'>
  reviews: Pick<ReviewsService, 'decisionMessage' | 'record' | 'history'>
  media: Pick<MediaService, 'attach' | 'filesOf' | 'detach'>
}

export type GroupCeusService = ReturnType<typeof createGroupCeusService>

export function createGroupCeusService(deps: GroupCeusDeps) {
  const { db, clock, storage, appUrl, users, notifications, cart, reviews, media } = deps
  const agendasOf = (reader: DbOrTx, id: number) => media.filesOf(reader, { kind: 'groupCeu', id })

  const withAgenda = <T>(
    userId: number,
    file: UploadedFile | undefined,
    work: (agenda: StoredAgenda | null) => Promise<T>,
  ) => withStoredAgenda(storage, 'group-ceus', userId, file, work)

  /** A request, or 404 (locked for update when asked). */
  async function found(reader: DbOrTx, id: number, lock = false): Promise<GroupCeuWithType> {
    const ceu = await repo.byId(reader, id, lock)
    if (!ceu) throw notFound(M.notFound)
    return ceu
  }

  async function detail(actor: Actor, id: number): Promise<GroupCeu> {
    const ceu = policy.authorize(actor, 'read', await repo.byId(db, id))
    const [files, lines, reviewList, user] = await readAll(db, [
      () => agendasOf(db, ceu.id),
      () => repo.lines(db, ceu.id),
      () => reviews.history(db, { groupCeuId: ceu.id }),
      () => users.findUser(db, ceu.userId),
    ])
    if (!user) throw notFound(M.notFound)
    return {
      id: ceu.id,
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      credits: ceu.credits,
      creditTypeId: ceu.creditTypeId,
      creditType: ceu.creditType,
      programTitle: ceu.programTitle,
      sponsor: ceu.sponsor,
      programDescription: ceu.programDescription,
      programAgenda: ceu.programAgenda,
      contactEmail: ceu.contactEmail,
      completionCode: ceu.completionCode,
      listProgram: ceu.listProgram,
      startDate: ceu.startDate,
      endDate: ceu.endDate,
      attendanceCostCents: ceu.attendanceCostCents,
      registrationUrl: ceu.registrationUrl,
      status: ceu.status,
      state: groupCeuState(ceu),
      approved: ceu.approved,
      submittedAt: ceu.submittedAt?.toISOString() ?? null,
      createdAt: ceu.createdAt.toISOString(),
      files: files.map(fileLink),
      fees: lines.map((line) => ({
        kind: line.kind as GroupCeuFeeKind,
        name: line.name,
        cents: line.finalPriceCents * line.quantity,
        paid: line.transactionId !== null,
      })),
      reviews: reviewList,
      isEditable: isEditableBy(actor, ceu),
    }
  }

  /**
   * The rules the contract cannot check alone, all at once (a refusal changes nothing): the credit
   * type offered (a retired one only when the request keeps it), the agenda typed or uploaded, and
   * on an approved program staff edit, its code still unique. Answers the request's columns.
   */
  async function checked(
    tx: Tx,
    fields: GroupCeuFieldsOutput,
    existing: GroupCeuRecord | null,
    fileCount: number,
  ): Promise<Omit<NewGroupCeu, 'userId'>> {
    const errors: FieldErrors = {}
    const add = (field: string, message: string) => (errors[field] ??= []).push(message)
    const type = await repo.creditType(tx, fields.creditTypeId)
    if (!type || (type.retiredAt !== null && existing?.creditTypeId !== type.id)) {
      add('creditTypeId', M.creditTypeUnavailable)
    }
    // The agenda rule (spec 2 §5): required when there is neither an uploaded file nor a typed agenda.
    if (!fields.programAgenda && fileCount === 0) {
      add(fields.agendaMethod === 'upload' ? 'media' : 'programAgenda', M.required)
    }
    // An approved program keeps a code (attendees report with it), unique among approved programs.
    if (existing?.status === 'approved') {
      if (!fields.completionCode) add('completionCode', M.required)
      else if ((await repo.approvedWithCode(tx, fields.completionCode, existing.id)) !== null) {
        add('completionCode', M.completionCodeTaken)
      }
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors)
    return {
      credits: fields.credits,
      creditTypeId: fields.creditTypeId,
      programTitle: fields.programTitle,
      sponsor: fields.sponsor,
      programDescription: fields.programDescription,
      // A typed agenda is kept only when it is the way the agenda is given.
      programAgenda: fields.agendaMethod === 'type' ? fields.programAgenda : null,
      contactEmail: fields.contactEmail,
      completionCode: fields.completionCode,
      listProgram: fields.listProgram,
      startDate: fields.startDate,
      endDate: fields.endDate,
      attendanceCostCents: fields.attendanceCost === undefined ? null : dollarsToCents(fields.attendanceCost),
      registrationUrl: fields.registrationUrl,
    }
  }

  /** Puts a fee in the sponsor's cart at their price now (the cart locked by the caller). */
  async function addFee(tx: Tx, ceu: Pick<GroupCeuRecord, 'id' | 'userId' | 'programTitle'>, kind: GroupCeuFeeKind) {
    const isMember = await users.hasValidMembership(tx, ceu.userId, clock.now())
    await repo.insertLine(tx, {
      userId: ceu.userId,
      groupCeuId: ceu.id,
      kind,
      name: groupCeuLineName(kind, ceu.programTitle),
      priceCents: groupCeuFeeCents(kind, isMember),
    })
  }

  /**
   * The sponsor listed or un-listed the program: the listing fee goes into the cart (unless one is
   * there or paid), or out of it while unpaid. A paid listing is kept (the fee is not refunded).
   */
  async function settleListingFee(tx: Tx, ceu: GroupCeuRecord) {
    const lines = await repo.lines(tx, ceu.id)
    const listing = lines.filter((line) => line.kind === 'ceu_listing')
    if (ceu.listProgram && listing.length === 0) {
      await cart.lockForChange(tx, ceu.userId)
      await addFee(tx, ceu, 'ceu_listing')
    } else if (!ceu.listProgram && listing.some((line) => line.transactionId === null)) {
      await cart.lockForChange(tx, ceu.userId)
      await repo.deleteUnpaidLines(tx, ceu.id, ['ceu_listing'])
    }
  }

  /** A member changes a request only until it is approved; staff always. */
  function assertMayChange(actor: Actor, ceu: GroupCeuRecord) {
    if (!isEditableBy(actor, ceu)) throw conflict(M.approvedReadOnly)
  }

  const decisionMessage = (body: Approve | Reject, category: CannedMessageCategory): Promise<Message> =>
    reviews.decisionMessage(db, body, category)

  /** Tells the sponsor about a decision: a notification and an e-mail. */
  async function tell(tx: Tx, ceu: GroupCeuRecord, decision: ReviewStatus, message: Message) {
    const lead = groupCeuDecisionLead(decision, { title: ceu.programTitle, code: ceu.completionCode })
    const path = groupCeuPath(ceu.id)
    await notifications.tell(tx, ceu.userId, {
      title: groupCeuDecisionTitle(decision),
      message: [lead, message.text].filter(Boolean).join('\n\n'),
      url: path,
      mail: (user) =>
        groupCeuDecisionMail({
          to: user.email,
          firstName: user.firstName,
          decision,
          lead,
          messageHtml: message.html,
          messageText: message.text,
          appUrl,
          path,
        }),
    })
  }

  /** Runs a staff decision with the request locked; answers it afterwards. */
  async function decide(
    admin: Actor,
    id: number,
    work: (tx: Tx, ceu: GroupCeuWithType) => Promise<void>,
  ): Promise<GroupCeu> {
    policy.authorize(admin, 'review', await repo.byId(db, id))
    await db.transaction(async (tx) => {
      const ceu = policy.authorize(admin, 'review', await repo.byId(tx, id, true))
      await work(tx, ceu)
    })
    return detail(admin, id)
  }

  return {
    /** GET /api/group-ceu/form: the credit types and this sponsor's prices. */
    async formContext(actor: Actor): Promise<GroupCeuFormContext> {
      const [types, isMember] = await readAll(db, [
        () => ceusRepo.creditTypes(db),
        () => users.hasValidMembership(db, actor.id, clock.now()),
      ])
      return {
        creditTypes: types,
        isMember,
        reviewFeeCents: groupCeuFeeCents('ceu_review', isMember),
        listingFeeCents: groupCeuFeeCents('ceu_listing', isMember),
      }
    },

    /** GET /api/group-ceus: the sponsor's own requests. */
    async list(actor: Actor, query: ListQuery): Promise<ListResult<GroupCeuRow>> {
      const page = await repo.list(db, actor.id, query)
      return {
        ...page,
        data: page.data.map(({ submittedAt, status, ...row }) => ({
          ...row,
          state: groupCeuState({ submittedAt, status }),
        })),
      }
    },

    get: detail,

    /**
     * POST /api/group-ceu ('Add to cart'): the request, its agenda file, and its fees in the cart,
     * in one transaction with the cart locked (refused while a payment is in flight).
     */
    async create(actor: Actor, fields: GroupCeuFieldsOutput, file: UploadedFile | undefined): Promise<GroupCeu> {
      const id = await withAgenda(actor.id, file, (agenda) =>
        db.transaction(async (tx) => {
          await cart.lockForChange(tx, actor.id)
          const values = await checked(tx, fields, null, agenda ? 1 : 0)
          const ceu = await repo.insert(tx, { ...values, userId: actor.id })
          if (agenda) await media.attach(tx, { kind: 'groupCeu', id: ceu.id }, agenda)
          await addFee(tx, ceu, 'ceu_review')
          if (ceu.listProgram) await addFee(tx, ceu, 'ceu_listing')
          return ceu.id
        }),
      )
      return detail(actor, id)
    },

    /**
     * PATCH /api/group-ceu/{id} ('Save Changes'). The sponsor's change to a request sent back goes
     * to Pending again (its reviews stay), and listing follows `listProgram`; staff keep the
     * decision and never change the sponsor's cart.
     */
    async update(actor: Actor, id: number, fields: GroupCeuFieldsOutput): Promise<GroupCeu> {
      policy.authorize(actor, 'change', await repo.byId(db, id))
      await db.transaction(async (tx) => {
        const ceu = policy.authorize(actor, 'change', await found(tx, id, true))
        assertMayChange(actor, ceu)
        const files = await agendasOf(tx, ceu.id)
        const values = await checked(tx, fields, ceu, files.length)
        const reopens = !isStaff(actor) && ceu.submittedAt !== null && ceu.approved === false
        try {
          await repo.update(tx, ceu.id, {
            ...values,
            ...(reopens ? { status: 'pending', approved: null } : {}),
            updatedAt: clock.now(),
          })
        } catch (error) {
          if (isUniqueViolation(error)) throw fieldError('completionCode', M.completionCodeTaken)
          throw error
        }
        if (!isStaff(actor)) await settleListingFee(tx, { ...ceu, ...values } as GroupCeuRecord)
        // The cart names the program its fees are for.
        if (values.programTitle !== ceu.programTitle) {
          for (const kind of GROUP_CEU_FEE_KINDS) {
            await repo.renameUnpaidLine(tx, ceu.id, kind, groupCeuLineName(kind, values.programTitle))
          }
        }
      })
      return detail(actor, id)
    },

    /** POST /api/group-ceu/{id}/file: an agenda file on a request that may still change. */
    async uploadFile(actor: Actor, id: number, file: UploadedFile | undefined): Promise<GroupCeu> {
      const owner = policy.authorize(actor, 'change', await repo.byId(db, id))
      if (!file) throw fieldError('media', M.required)
      await withAgenda(owner.userId, file, (agenda) =>
        db.transaction(async (tx) => {
          const ceu = policy.authorize(actor, 'change', await found(tx, id, true))
          assertMayChange(actor, ceu)
          if (agenda) await media.attach(tx, { kind: 'groupCeu', id: ceu.id }, agenda)
        }),
      )
      return detail(actor, id)
    },

    /** Who may read and delete a request's agenda files (`GET`/`DELETE /api/media/{id}`). */
    agendas: {
      kind: 'groupCeu',
      /** The sponsor and staff. */
      async authorizeRead(actor, _file, id) {
        policy.authorize(actor, 'read', await repo.byId(db, id))
      },
      /**
       * With the request locked. The sponsor may not on an approved program, nor delete the last
       * file of a request whose agenda is not typed (the agenda rule).
       */
      async authorizeRemove(tx, actor, file, id) {
        const ceu = policy.authorize(actor, 'change', await repo.byId(tx, id, true))
        assertMayChange(actor, ceu)
        const files = await agendasOf(tx, ceu.id)
        if (!files.some((other) => other.id === file.id)) throw notFound()
        if (!ceu.programAgenda && files.every((other) => other.id === file.id)) throw fieldError('media', M.required)
      },
    } satisfies MediaOwnerDeclaration,

    // Staff ---------------------------------------------------------------------------------------

    async adminList(actor: Actor, query: ListQuery): Promise<ListResult<AdminGroupCeuRow>> {
      policy.assert(actor, 'list')
      return repo.adminList(db, query)
    },

    /**
     * Approves a paid request with its completion code (the sponsor's, confirmed or changed): a
     * code another approved program holds is refused on its field. Approving again with the same
     * code changes nothing.
     */
    async approve(admin: Actor, id: number, body: Approve): Promise<GroupCeu> {
      const message = await decisionMessage(body, 'group_ceu_approval')
      return decide(admin, id, async (tx, ceu) => {
        if (ceu.status === 'approved' && ceu.completionCode === body.completionCode) return
        if ((await repo.approvedWithCode(tx, body.completionCode, ceu.id)) !== null) {
          throw fieldError('completionCode', M.completionCodeTaken)
        }
        const decided = { ...ceu, status: 'approved' as const, approved: true, completionCode: body.completionCode }
        try {
          await repo.update(tx, ceu.id, {
            status: 'approved',
            approved: true,
            completionCode: body.completionCode,
            updatedAt: clock.now(),
          })
        } catch (error) {
          // Another approval took the code between the check and the write.
          if (isUniqueViolation(error)) throw fieldError('completionCode', M.completionCodeTaken)
          throw error
        }
        await reviews.record(
          tx,
          { groupCeuId: ceu.id },
          { reviewerId: admin.id, approved: true, message: message.html, status: 'approved' },
        )
        await recordAudit(tx, {
          action: 'group_ceu.approve',
          actor: admin,
          subjectType: 'group_ceu',
          subjectId: ceu.id,
          details: {
            userId: ceu.userId,
            completionCode: body.completionCode,
            key: completionCodeKey(body.completionCode),
          },
        })
        await tell(tx, decided, 'approved', message)
      })
    },

    /** Rejects a paid request with the status chosen ('Rejected' or 'More Information Requested'). */
    async reject(admin: Actor, id: number, body: Reject): Promise<GroupCeu> {
      const message = await decisionMessage(body, 'group_ceu_rejection')
      return decide(admin, id, async (tx, ceu) => {
        if (ceu.approved === false && ceu.status === body.status) return
        await repo.update(tx, ceu.id, { status: body.status, approved: false, updatedAt: clock.now() })
        await reviews.record(
          tx,
          { groupCeuId: ceu.id },
          { reviewerId: admin.id, approved: false, message: message.html, status: body.status },
        )
        await recordAudit(tx, {
          action: 'group_ceu.reject',
          actor: admin,
          subjectType: 'group_ceu',
          subjectId: ceu.id,
          details: { userId: ceu.userId, status: body.status },
        })
        await tell(tx, ceu, body.status, message)
      })
    },

    // Visitors ------------------------------------------------------------------------------------

    /** GET /api/ceu-library: listed programs not yet over (US Eastern today). */
    library(query: ListQuery): Promise<ListResult<LibraryProgram>> {
      return repo.library(db, query, easternDay(clock.now()))
    },

    // What buying a group CEU's fees does (ceus.products.ts), in the checkout's transactions -------

    /** Paid: the review fee sends the request for review once; the listing fee lists it once. */
    async paid(tx: Tx, item: ProductLine, paidAt: Date): Promise<void> {
      if (item.categoryType === 'ceu_listing') {
        await repo.markListingPaid(tx, item.userId, item.categoryId, paidAt)
        return
      }
      const ceu = await repo.submit(tx, item.userId, item.categoryId, paidAt)
      if (!ceu) return
      await notifications.tell(tx, ceu.userId, {
        title: M.submittedTitle,
        message: M.submittedBody(ceu.programTitle),
        url: groupCeuPath(ceu.id),
      })
    },

    /**
     * Taken out of the cart: without its review fee the request goes (with its listing fee and
     * files); without its listing fee it is no longer listed.
     */
    async removedFromCart(tx: Tx, line: CartLineFacts): Promise<void> {
      const ceu = await repo.byId(tx, line.categoryId, true)
      if (!ceu || ceu.userId !== line.userId) return
      if (line.categoryType === 'ceu_listing') {
        if (ceu.listingPaidAt === null) {
          await repo.update(tx, ceu.id, { listProgram: false, updatedAt: clock.now() })
        }
        return
      }
      if (ceu.submittedAt !== null) return
      for (const file of await agendasOf(tx, ceu.id)) await media.detach(tx, file)
      await repo.deleteUnpaidLines(tx, ceu.id, ['ceu_review', 'ceu_listing'])
      await repo.deleteInCart(tx, ceu.userId, ceu.id)
    },
  }
}
