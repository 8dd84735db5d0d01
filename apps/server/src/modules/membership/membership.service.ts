/**
 * Membership (spec 1 §2.8, §4, §5; spec 3 membership review and records): what the member has,
 * joining or renewing through the cart, and the staff decision. Owns membership requests (their
 * status is written here and in membership.repo only), records, files and resources, and what
 * buying a membership does (membership.products.ts). Approval charges the card kept on file at
 * checkout off-session, exactly once, through the checkout's attempts
 * (modules/cart/checkout.service), and grants the 364-day term in the transaction that records
 * the charge.
 */
import {
  DashboardMessages,
  MembershipMessages as M,
  easternDay,
  formatDate,
  isBeyondPrepurchaseWindow,
  isMembershipExpiringSoon,
  membershipEnd,
  nextTermStart,
  ageOn,
  type AdminMembershipRequest,
  type ListQuery,
  type MembershipOverview,
  type MembershipRequest,
  type Day,
  type z,
} from '@portal/contracts'
import type { AddMembershipFields, DecideMembershipBody, MembershipRecordBody } from '@portal/contracts'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, notFound, validationFailed, type FieldErrors } from '../../platform/http/errors'
import type { UploadedFile } from '../../platform/http/multipart'
import type { Actor } from '../../platform/http/route'
import { withStoredUpload } from '../../platform/storage/stored-upload'
import type { Mailer } from '../../platform/mail/mailer'
import { onScreen, subjectOf } from '../../platform/policy'
import type { Storage } from '../../platform/storage/storage'
import type { CartService } from '../cart/cart.service'
import type { ApprovalStep, CheckoutService } from '../cart/checkout.service'
import type { ApprovalCharge, CartLineFacts, ProductLine } from '../cart/products'
import type { NotificationService } from '../notifications/notifications.service'
import type { DecisionMessage, ReviewsService } from '../reviews/reviews.service'
import { fileLink, type MediaOwnerDeclaration, type MediaService } from '../media/media.service'
import type { UsersReader } from '../users/users.service'
import { membershipPolicy } from './membership.policy'
import { membershipRepo, type MembershipRequestRow, type MembershipTypeRow } from './membership.repo'
import { membershipDecisionMail } from './membership.mail'

export const MEMBERSHIP_APPROVAL = 'membership_approval'

type AddFields = z.output<typeof AddMembershipFields>
type Decision = z.output<typeof DecideMembershipBody>

export type MembershipService = ReturnType<typeof createMembershipService>

export interface MembershipServiceDeps {
  db: Db
  clock: Clock
  storage: Storage
  mailer: Mailer
  appUrl: string
  users: Pick<UsersReader, 'findUser' | 'hasValidMembership'>
  notifications: Pick<NotificationService, 'tell'>
  /** Locks the user's cart while a request is put in it. */
  cart: Pick<CartService, 'lockForChange'>
  /** Charges the card kept on file when staff approve. */
  checkout: Pick<CheckoutService, 'beginApprovalCharge' | 'settleApprovalCharge' | 'isChargeInFlight'>
  /** Staff decisions: their messages and their records. */
  reviews: Pick<ReviewsService, 'decisionMessage' | 'record'>
  /** The student transcript's record (the media module owns it). */
  media: Pick<MediaService, 'attach' | 'filesOf'>
}

export function createMembershipService(deps: MembershipServiceDeps) {
  const { db, clock, storage, appUrl, users, notifications, cart, checkout, reviews, media } = deps
  const today = () => easternDay(clock.now())

  function typeView(type: MembershipTypeRow) {
    return { id: type.id, key: type.key, name: type.name, description: type.description, price: type.priceCents }
  }

  async function requestView(dbOrTx: Db | Tx, request: MembershipRequestRow): Promise<MembershipRequest> {
    const [type, files] = await readAll(dbOrTx, [
      () => membershipRepo.type(dbOrTx, request.membershipTypeId),
      () => media.filesOf(dbOrTx, { kind: 'membershipRequest', id: request.id }),
    ])
    if (!type) throw notFound()
    return {
      id: request.id,
      status: request.status,
      membership: typeView(type),
      startsOn: request.startsOn,
      endsOn: membershipEnd(request.startsOn),
      isRequestingCall: request.isRequestingCall,
      createdAt: request.createdAt.toISOString(),
      submittedAt: request.submittedAt?.toISOString() ?? null,
      decidedAt: request.decidedAt?.toISOString() ?? null,
      decisionMessage: request.decisionMessage,
      files: files.map(fileLink),
    }
  }

  /** The facts the join/renew choices rest on. */
  async function choices(userId: number) {
    const day = today()
    const [records, pending, types, certified] = await Promise.all([
      membershipRepo.records(db, userId),
      membershipRepo.pendingRequests(db, userId),
      membershipRepo.types(db),
      membershipRepo.holdsCertification(db, userId),
    ])
    const current = records.find((r) => r.approved && r.start <= day && r.end >= day) ?? null
    const ends = [...records.map((r) => r.end), ...pending.map((p) => membershipEnd(p.startsOn))]
    const lastEnd = ends.length > 0 ? ends.reduce((a, b) => (a > b ? a : b)) : null
    const nextStart = nextTermStart(day, lastEnd)
    return {
      day,
      records,
      current,
      types: types.filter((type) => type.key !== 'student' || !certified),
      nextStart,
      blockedReason: lastEnd && isBeyondPrepurchaseWindow(nextStart, day) ? M.prepurchase(formatDate(lastEnd)) : null,
    }
  }

  /** Grants the term of a request: the record, the decision, the review, the member told. */
  async function grant(tx: Tx, request: MembershipRequestRow, decidedById: number | null, message: DecisionMessage) {
    const now = clock.now()
    await membershipRepo.insertRecord(tx, {
      userId: request.userId,
      membershipTypeId: request.membershipTypeId,
      membershipRequestId: request.id,
      startsOn: request.startsOn,
      endsOn: membershipEnd(request.startsOn),
    })
    await membershipRepo.decide(tx, request.id, {
      status: 'approved',
      decidedAt: now,
      decidedById,
      decisionMessage: message.text,
    })
    await reviews.record(
      tx,
      { membershipRequestId: request.id },
      { reviewerId: decidedById, approved: true, message: message.html },
    )
    await tell(tx, request, true, message)
  }

  async function tell(tx: Tx, request: MembershipRequestRow, approved: boolean, message: DecisionMessage) {
    await notifications.tell(tx, request.userId, {
      title: approved ? M.granted : M.rejected,
      message: approved
        ? `Your membership is valid from ${formatDate(request.startsOn)} through ${formatDate(membershipEnd(request.startsOn))}.`
        : 'Please see the email we sent you for the reason.',
      url: '/membership',
      mail: (user) =>
        membershipDecisionMail({
          to: user.email,
          firstName: user.firstName,
          approved,
          startsOn: request.startsOn,
          endsOn: membershipEnd(request.startsOn),
          message: message.text,
          appUrl,
        }),
    })
  }

  async function adminView(actor: Actor, requestId: number): Promise<AdminMembershipRequest> {
    const request = membershipPolicy.authorize(actor, 'review', await membershipRepo.request(db, requestId))
    const [view, user, line] = await Promise.all([
      requestView(db, request),
      users.findUser(db, request.userId),
      membershipRepo.lineOf(db, request.id),
    ])
    if (!user) throw notFound()
    return {
      ...view,
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      chargeOnApproval: line && line.transactionId === null ? line.finalPriceCents * line.quantity : 0,
      savedCard: user.pmType && user.pmLastFour ? { brand: user.pmType, last4: user.pmLastFour } : null,
    }
  }

  /** A payment of this request's item is still pending (its outcome will grant it or not). */
  async function chargeInFlight(tx: Tx, request: MembershipRequestRow): Promise<boolean> {
    const line = await membershipRepo.lineOf(tx, request.id)
    return line !== null && (await checkout.isChargeInFlight(tx, line))
  }

  async function recordsOf(userId: number) {
    return { records: await membershipRepo.records(db, userId) }
  }

  return {
    async overview(actor: Actor): Promise<MembershipOverview> {
      const facts = await choices(actor.id)
      const latest = await membershipRepo.latestRequest(db, actor.id)
      const expiringSoon = facts.current ? isMembershipExpiringSoon(facts.current.end, facts.day) : false
      const resources = facts.current ? await membershipRepo.resources(db) : []
      const groups = new Map<string, MembershipOverview['resources'][number]>()
      for (const { category, ...resource } of resources) {
        const group = groups.get(category) ?? { category, resources: [] }
        group.resources.push(resource)
        groups.set(category, group)
      }
      return {
        current: facts.current,
        valid: facts.current !== null,
        standing: facts.current
          ? expiringSoon
            ? DashboardMessages.expiring(formatDate(facts.current.end))
            : DashboardMessages.inGoodStanding
          : null,
        isExpiringSoon: expiringSoon,
        records: facts.records,
        resources: [...groups.values()],
        latestMembershipRequest: latest ? await requestView(db, latest) : null,
        options: {
          types: facts.types.map(typeView),
          showWelcomeCall: facts.current === null,
          nextStart: facts.nextStart,
          blockedReason: facts.blockedReason,
        },
      }
    },

    /**
     * POST /api/membership: every rule of spec 1 §5 on its field, then the request in the cart.
     * The transcript arrives checked (size, and a PDF, JPEG or PNG by its bytes) by the upload reader.
     */
    async addToCart(actor: Actor, fields: AddFields, transcript: UploadedFile | undefined) {
      const facts = await choices(actor.id)
      const type = facts.types.find((t) => t.id === fields.membershipId) ?? null
      const errors: FieldErrors = {}
      const fail = (field: string, message: string) => (errors[field] = [message])
      if (!type) fail('membershipId', M.pickOption)
      else if (facts.blockedReason) fail('membershipId', facts.blockedReason)
      if (type?.key === 'emeritus') {
        if (!fields.dateOfBirth) fail('dateOfBirth', M.required)
        else if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.dateOfBirth) || fields.dateOfBirth > facts.day) {
          fail('dateOfBirth', M.required)
        } else if (ageOn(fields.dateOfBirth, facts.day) < 65) fail('dateOfBirth', M.age65)
        if (!fields.memberForTenYears) fail('memberForTenYears', M.tenYears)
      }
      if (type?.key === 'student' && !transcript) fail('media', M.required)
      if (Object.keys(errors).length > 0 || !type) throw validationFailed(errors)

      // Only a student's request keeps a transcript.
      const upload = type.key === 'student' ? transcript : undefined
      const stored = { folder: 'membership', userId: actor.id, file: upload, defaultName: 'transcript' }
      const request = await withStoredUpload(storage, stored, (transcriptFile) =>
        db.transaction(async (tx) => {
          await cart.lockForChange(tx, actor.id)
          for (const old of await membershipRepo.cartRequests(tx, actor.id)) {
            await membershipRepo.deleteUnpaidLines(tx, old.id)
            await membershipRepo.deleteRequest(tx, old.id)
          }
          const created = await membershipRepo.insertRequest(tx, {
            userId: actor.id,
            membershipTypeId: type.id,
            status: 'cart',
            isRequestingCall: facts.current === null && fields.isRequestingCall,
            memberForTenYears: fields.memberForTenYears,
            dateOfBirth: type.key === 'emeritus' ? (fields.dateOfBirth as Day) : null,
            startsOn: facts.nextStart,
          })
          if (transcriptFile) {
            await media.attach(
              tx,
              { kind: 'membershipRequest', id: created.id },
              { ...transcriptFile, userId: actor.id, type: 'membership_transcript' },
            )
          }
          await membershipRepo.insertLine(tx, {
            userId: actor.id,
            categoryId: created.id,
            name: type.name,
            priceCents: type.priceCents,
            finalPriceCents: type.priceCents,
            extra: { membershipStart: created.startsOn, membershipEnd: membershipEnd(created.startsOn) },
          })
          return created
        }),
      )
      return { latestMembershipRequest: await requestView(db, request) }
    },

    /** Who may read a request's transcript (`GET /api/media/{id}`): its owner and staff; it is not deleted alone. */
    transcripts: {
      kind: 'membershipRequest',
      async authorizeRead(actor, file) {
        membershipPolicy.authorize(actor, 'readFile', file)
      },
    } satisfies MediaOwnerDeclaration,

    listRequests: (query: ListQuery) =>
      membershipRepo.listRequests(db, query).then((page) => ({
        ...page,
        data: page.data.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null })),
      })),

    getRequest: adminView,

    /** Approves (charging the saved card once) or rejects a pending request. */
    async decide(admin: Actor, requestId: number, decision: Decision): Promise<AdminMembershipRequest> {
      const message = await reviews.decisionMessage(db, decision)
      const step = await db.transaction(async (tx): Promise<ApprovalStep> => {
        const request = membershipPolicy.authorize(admin, 'review', await membershipRepo.request(tx, requestId, true))
        if (request.status === (decision.approved ? 'approved' : 'rejected')) return { kind: 'done' }
        if (request.status !== 'pending') throw conflict(M.notPending)
        if (!decision.approved) {
          if (await chargeInFlight(tx, request)) throw conflict(M.chargeInProgress)
          await membershipRepo.decide(tx, request.id, {
            status: 'rejected',
            decidedAt: clock.now(),
            decidedById: admin.id,
            decisionMessage: message.text,
          })
          await reviews.record(
            tx,
            { membershipRequestId: request.id },
            { reviewerId: admin.id, approved: false, message: message.html },
          )
          await tell(tx, request, false, message)
          return { kind: 'done' }
        }
        const line = await membershipRepo.lineOf(tx, request.id)
        if (!line || line.transactionId !== null || line.finalPriceCents === 0) {
          await grant(tx, request, admin.id, message)
          return { kind: 'done' }
        }
        // A double click finds the first click's charge in flight, and waits for its answer.
        const charge = await checkout.beginApprovalCharge(tx, {
          items: [line],
          amountCents: line.finalPriceCents * line.quantity,
          purpose: MEMBERSHIP_APPROVAL,
          decision: { reviewerId: admin.id, message, options: {} },
        })
        if (charge.kind === 'noCardOnFile') throw fieldError('approved', M.noCardOnFile)
        return charge
      })
      if (step.kind !== 'done') await checkout.settleApprovalCharge(step, 'The card could not be charged.')
      return adminView(admin, requestId)
    },

    /** Deletes a request nothing was paid for (paid ones are decided instead, so money is never orphaned). */
    async deleteRequest(admin: Actor, requestId: number) {
      await db.transaction(async (tx) => {
        const request = membershipPolicy.authorize(admin, 'review', await membershipRepo.request(tx, requestId, true))
        const line = await membershipRepo.lineOf(tx, request.id)
        if (request.status === 'approved' || (line && line.transactionId !== null)) throw conflict(M.deleteFailed)
        if (await chargeInFlight(tx, request)) throw conflict(M.chargeInProgress)
        await membershipRepo.deleteUnpaidLines(tx, request.id)
        await membershipRepo.deleteRequest(tx, request.id)
      })
      return { ok: true as const }
    },

    /** A user's records, on their admin Memberships tab (admin mode: `userId` is the subject). */
    listUserMemberships(actor: Actor, userId: number) {
      membershipPolicy.assert(actor, 'readRecords', subjectOf(actor, userId))
      return recordsOf(userId)
    },

    async addUserMembership(
      actor: Actor,
      userId: number,
      membershipTypeId: number,
      body: z.output<typeof MembershipRecordBody>,
    ) {
      membershipPolicy.assert(actor, 'manageRecords', subjectOf(actor, userId))
      const [user, type] = await Promise.all([users.findUser(db, userId), membershipRepo.type(db, membershipTypeId)])
      if (!user) throw notFound()
      if (!type) throw fieldError('membershipId', M.required)
      await membershipRepo.insertRecord(db, {
        userId,
        membershipTypeId,
        startsOn: body.start,
        endsOn: body.end,
        approved: body.approved,
      })
      return recordsOf(userId)
    },

    async updateUserMembership(
      actor: Actor,
      userId: number,
      recordId: number,
      body: z.output<typeof MembershipRecordBody>,
    ) {
      const subject = subjectOf(actor, userId)
      membershipPolicy.authorize(actor, 'editRecord', onScreen(await membershipRepo.record(db, recordId), subject))
      if (body.membershipId && !(await membershipRepo.type(db, body.membershipId))) {
        throw fieldError('membershipId', M.required)
      }
      await membershipRepo.updateRecord(db, userId, recordId, {
        startsOn: body.start,
        endsOn: body.end,
        approved: body.approved,
        ...(body.membershipId ? { membershipTypeId: body.membershipId } : {}),
      })
      return recordsOf(userId)
    },

    async deleteUserMembership(actor: Actor, recordId: number) {
      const record = membershipPolicy.authorize(actor, 'manageRecords', await membershipRepo.record(db, recordId))
      await membershipRepo.deleteRecord(db, recordId)
      return recordsOf(record.userId)
    },

    // What buying a membership does (membership.products.ts), in the checkout's transactions.

    /** Checked out (paid, or submitted to be charged on approval): the request waits for review. */
    async submitFromCart(tx: Tx, item: ProductLine, submittedAt: Date): Promise<void> {
      await membershipRepo.submit(tx, item.userId, item.categoryId, submittedAt)
    },

    /** Removed from the cart: the request goes too (it was only ever a cart entry). */
    async removeFromCart(tx: Tx, line: CartLineFacts): Promise<void> {
      await membershipRepo.deleteCartRequest(tx, line.userId, line.categoryId)
    },

    /** The approval's charge is recorded by the checkout; the grant happens in that same transaction. */
    async grantCharged(tx: Tx, item: ProductLine, charge: ApprovalCharge): Promise<void> {
      const request = await membershipRepo.request(tx, item.categoryId, true)
      if (request?.status !== 'pending') return
      const { decision } = charge
      await grant(
        tx,
        request,
        decision?.reviewerId ?? charge.recordedById,
        decision?.message ?? { html: null, text: null },
      )
    },

    // What other modules read of a user's membership (the certification registration).

    /** The user's membership request waiting for staff review, if any. */
    pendingRequestOf: (dbOrTx: DbOrTx, userId: number): Promise<number | null> =>
      membershipRepo.pendingRequestId(dbOrTx, userId),

    /** A verified student: an approved student membership covering today (staff checked the transcript). */
    isVerifiedStudent: (dbOrTx: DbOrTx, userId: number): Promise<boolean> =>
      membershipRepo.hasStudentMembershipCovering(dbOrTx, userId, today()),

    /** Non-members are invited to join from the cart unless a request is under review or in the cart. */
    async invitesToJoin(dbOrTx: DbOrTx, userId: number): Promise<boolean> {
      return (
        !(await users.hasValidMembership(dbOrTx, userId, clock.now())) &&
        !(await membershipRepo.hasOpenRequest(dbOrTx, userId))
      )
    },
  }
}
