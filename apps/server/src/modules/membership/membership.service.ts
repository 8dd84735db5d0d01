/**
 * Membership (spec 1 §2.8, §4, §5; spec 3 membership review and records): what the member has,
 * joining or renewing through the cart, and the staff decision. Approval charges the card kept
 * on file at checkout off-session, exactly once, through the checkout's attempts
 * (modules/cart/checkout.service), and grants the 364-day term in the transaction that records
 * the charge.
 */
import { randomUUID } from 'node:crypto'
import {
  CartMessages,
  DashboardMessages,
  ErrorCode,
  MembershipMessages as M,
  easternDay,
  formatDate,
  isBeyondPrepurchaseWindow,
  isMembershipExpiringSoon,
  membershipEnd,
  nextTermStart,
  ageOn,
  UPLOAD_EXTENSIONS,
  type AdminMembershipRequest,
  type ListQuery,
  type MembershipOverview,
  type MembershipRequest,
  type Day,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AddMembershipFields, DecideMembershipBody, MembershipRecordBody } from '@portal/contracts'
import { lineItems, media, membershipRequests, userMemberships } from '../../db/schema'
import type { Clock } from '../../platform/clock'
import type { Db, Tx } from '../../platform/db/database'
import {
  AppError,
  conflict,
  fieldError,
  notFound,
  validationFailed,
  type FieldErrors,
} from '../../platform/http/errors'
import type { UploadedFile } from '../../platform/http/multipart'
import type { Actor } from '../../platform/http/route'
import type { Mailer } from '../../platform/mail/mailer'
import type { Storage } from '../../platform/storage/storage'
import { outcomeUnknown, type CheckoutService } from '../cart/checkout.service'
import { lockForChange } from '../cart/cart.service'
import { cartRepo } from '../cart/cart.repo'
import { checkoutRepo, type AttemptRow } from '../cart/checkout.repo'
import type { NotificationService } from '../notifications/notifications.service'
import { profileRepo } from '../profile/profile.repo'
import { membershipRepo, type MembershipRequestRow, type MembershipTypeRow } from './membership.repo'
import { membershipDecisionMail } from './membership.mail'

export const MEMBERSHIP_APPROVAL = 'membership_approval'

const htmlToText = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')

type AddFields = z.output<typeof AddMembershipFields>
type Decision = z.output<typeof DecideMembershipBody>

export type MembershipService = ReturnType<typeof createMembershipService>

export function createMembershipService(deps: {
  db: Db
  clock: Clock
  storage: Storage
  checkout: CheckoutService
  notifications: NotificationService
  mailer: Mailer
  appUrl: string
}) {
  const { db, clock, storage, checkout, notifications, mailer, appUrl } = deps
  const today = () => easternDay(clock.now())

  function typeView(type: MembershipTypeRow) {
    return { id: type.id, key: type.key, name: type.name, description: type.description, price: type.priceCents }
  }

  async function requestView(dbOrTx: Db | Tx, request: MembershipRequestRow): Promise<MembershipRequest> {
    const [type, files] = await Promise.all([
      membershipRepo.type(dbOrTx, request.membershipTypeId),
      membershipRepo.files(dbOrTx, request.id),
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
      files: files.map((file) => ({ ...file, url: `/api/membership/files/${file.id}` })),
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
  async function grant(tx: Tx, request: MembershipRequestRow, decidedById: number | null, message: string | null) {
    const now = clock.now()
    await tx.insert(userMemberships).values({
      userId: request.userId,
      membershipTypeId: request.membershipTypeId,
      membershipRequestId: request.id,
      startsOn: request.startsOn,
      endsOn: membershipEnd(request.startsOn),
    })
    await tx
      .update(membershipRequests)
      .set({ status: 'approved', decidedAt: now, decidedById, decisionMessage: message })
      .where(eq(membershipRequests.id, request.id))
    await membershipRepo.insertReview(tx, { requestId: request.id, reviewerId: decidedById, approved: true, message })
    await tell(tx, request, true, message)
  }

  async function tell(tx: Tx, request: MembershipRequestRow, approved: boolean, message: string | null) {
    const user = await profileRepo.findUser(tx, request.userId)
    if (!user) return
    await notifications.notify(tx, user.id, {
      title: approved ? M.granted : M.rejected,
      message: approved
        ? `Your membership is valid from ${formatDate(request.startsOn)} through ${formatDate(membershipEnd(request.startsOn))}.`
        : 'Please see the e-mail we sent you for the reason.',
      url: '/membership',
    })
    await mailer.send(
      tx,
      membershipDecisionMail({
        to: user.email,
        firstName: user.firstName,
        approved,
        startsOn: request.startsOn,
        endsOn: membershipEnd(request.startsOn),
        message,
        appUrl,
      }),
    )
  }

  // The approval's charge is recorded by the checkout; the grant happens in that same transaction.
  checkout.onSettled(MEMBERSHIP_APPROVAL, async (tx, attempt) => {
    for (const lineItemId of attempt.lineItemIds) {
      const [line] = await tx.select().from(lineItems).where(eq(lineItems.id, lineItemId))
      if (line?.categoryType !== 'membership') continue
      const request = await membershipRepo.request(tx, line.categoryId, true)
      if (request?.status === 'pending') await grant(tx, request, attempt.recordedById, attempt.notes)
    }
  })

  async function decisionMessage(decision: Decision): Promise<string | null> {
    const canned = await membershipRepo.cannedBodies(db, decision.selectedMessages)
    // Canned bodies are HTML for e-mail; the decision keeps their text.
    const parts = [...canned.map((c) => htmlToText(c.body)), decision.message ?? '']
      .map((part) => part.trim())
      .filter(Boolean)
    return parts.length > 0 ? parts.join('\n\n') : null
  }

  async function adminView(requestId: number): Promise<AdminMembershipRequest> {
    const request = await membershipRepo.request(db, requestId)
    if (!request || request.status === 'cart') throw notFound()
    const [view, user, line] = await Promise.all([
      requestView(db, request),
      profileRepo.findUser(db, request.userId),
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

  /** An approval's charge for this request is still pending (its outcome will grant it or not). */
  async function chargeInFlight(tx: Tx, request: MembershipRequestRow): Promise<boolean> {
    const [line, pending] = await Promise.all([
      membershipRepo.lineOf(tx, request.id),
      checkoutRepo.pendingAttempt(tx, request.userId),
    ])
    return Boolean(
      line && pending && (pending.lineItemIds.includes(line.id) || pending.deferredLineItemIds.includes(line.id)),
    )
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
      const extension = upload ? UPLOAD_EXTENSIONS[upload.contentType] : null
      const storageKey = upload ? `membership/${actor.id}/${randomUUID()}.${extension}` : null
      if (storageKey && upload) await storage.put(storageKey, upload.data)
      try {
        const request = await db.transaction(async (tx) => {
          await lockForChange(tx, actor.id)
          for (const old of await membershipRepo.cartRequests(tx, actor.id)) {
            await membershipRepo.deleteUnpaidLines(tx, old.id)
            await tx.delete(membershipRequests).where(eq(membershipRequests.id, old.id))
          }
          const [created] = await tx
            .insert(membershipRequests)
            .values({
              userId: actor.id,
              membershipTypeId: type.id,
              status: 'cart',
              isRequestingCall: facts.current === null && fields.isRequestingCall,
              memberForTenYears: fields.memberForTenYears,
              dateOfBirth: type.key === 'emeritus' ? (fields.dateOfBirth as Day) : null,
              startsOn: facts.nextStart,
            })
            .returning()
          if (!created) throw new Error('membership request insert returned no row')
          if (storageKey && upload) {
            await tx.insert(media).values({
              userId: actor.id,
              type: 'membership_transcript',
              storageKey,
              fileName: upload.fileName || `transcript.${extension}`,
              mimeType: upload.contentType,
              sizeBytes: upload.data.length,
              membershipRequestId: created.id,
            })
          }
          await tx.insert(lineItems).values({
            userId: actor.id,
            categoryType: 'membership',
            categoryId: created.id,
            name: type.name,
            priceCents: type.priceCents,
            finalPriceCents: type.priceCents,
            extra: { membershipStart: created.startsOn, membershipEnd: membershipEnd(created.startsOn) },
          })
          return created
        })
        return { latestMembershipRequest: await requestView(db, request) }
      } catch (error) {
        if (storageKey) await storage.delete(storageKey).catch(() => undefined)
        throw error
      }
    },

    /** A request's file: to its owner or an admin. */
    async file(actor: Actor, fileId: number) {
      const file = await membershipRepo.file(db, fileId)
      if (!file || (file.userId !== actor.id && actor.role !== 'admin')) throw notFound()
      const stream = await storage.get(file.storageKey)
      if (!stream) throw notFound()
      return { file, stream }
    },

    listRequests: (query: ListQuery) =>
      membershipRepo.listRequests(db, query).then((page) => ({
        ...page,
        data: page.data.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null })),
      })),

    getRequest: adminView,

    /** Approves (charging the saved card once) or rejects a pending request. */
    async decide(admin: Actor, requestId: number, decision: Decision): Promise<AdminMembershipRequest> {
      const message = await decisionMessage(decision)
      type Step = { kind: 'done' } | { kind: 'charge'; attempt: AttemptRow } | { kind: 'await'; attempt: AttemptRow }
      const step = await db.transaction(async (tx): Promise<Step> => {
        const request = await membershipRepo.request(tx, requestId, true)
        if (!request || request.status === 'cart') throw notFound()
        if (request.status === (decision.approved ? 'approved' : 'rejected')) return { kind: 'done' }
        if (request.status !== 'pending') throw conflict(M.notPending)
        if (!decision.approved) {
          if (await chargeInFlight(tx, request)) throw conflict(M.chargeInProgress)
          await tx
            .update(membershipRequests)
            .set({ status: 'rejected', decidedAt: clock.now(), decidedById: admin.id, decisionMessage: message })
            .where(eq(membershipRequests.id, request.id))
          await membershipRepo.insertReview(tx, {
            requestId: request.id,
            reviewerId: admin.id,
            approved: false,
            message,
          })
          await tell(tx, request, false, message)
          return { kind: 'done' }
        }
        const line = await membershipRepo.lineOf(tx, request.id)
        if (!line || line.transactionId !== null || line.finalPriceCents === 0) {
          await grant(tx, request, admin.id, message)
          return { kind: 'done' }
        }
        const pending = await checkoutRepo.pendingAttempt(tx, request.userId)
        if (pending) {
          // A double click: the first click's charge is in flight; wait for its answer.
          if (pending.purpose === MEMBERSHIP_APPROVAL && pending.lineItemIds.includes(line.id)) {
            return { kind: 'await', attempt: pending }
          }
          throw conflict(CartMessages.paymentInProgress)
        }
        const user = await cartRepo.lockUser(tx, request.userId)
        if (!user) throw notFound()
        if (!user.paymentMethodId) throw fieldError('approved', M.noCardOnFile)
        const attempt = await checkout.insertAttempt(tx, {
          userId: request.userId,
          paymentMethodType: 'existing',
          amountCents: line.finalPriceCents * line.quantity,
          lineItemIds: [line.id],
          providerPaymentMethodId: user.paymentMethodId,
          providerCustomerId: user.paymentCustomerId,
          recordedById: admin.id,
          notes: message,
          purpose: MEMBERSHIP_APPROVAL,
          offSession: true,
        })
        return { kind: 'charge', attempt }
      })
      if (step.kind !== 'done') {
        const settled =
          step.kind === 'charge'
            ? await checkout.chargeAttempt(step.attempt).catch(() => {
                // The provider never answered: the attempt stays pending for the reconciler.
                throw outcomeUnknown()
              })
            : await checkout.awaitOutcome(step.attempt)
        if (settled.status !== 'succeeded') {
          throw new AppError(402, ErrorCode.paymentFailed, settled.error ?? 'The card could not be charged.')
        }
      }
      return adminView(requestId)
    },

    /** Deletes a request nothing was paid for (paid ones are decided instead, so money is never orphaned). */
    async deleteRequest(requestId: number) {
      await db.transaction(async (tx) => {
        const request = await membershipRepo.request(tx, requestId, true)
        if (!request || request.status === 'cart') throw notFound()
        const line = await membershipRepo.lineOf(tx, request.id)
        if (request.status === 'approved' || (line && line.transactionId !== null)) throw conflict(M.deleteFailed)
        if (await chargeInFlight(tx, request)) throw conflict(M.chargeInProgress)
        await membershipRepo.deleteUnpaidLines(tx, request.id)
        await tx.delete(membershipRequests).where(eq(membershipRequests.id, request.id))
      })
      return { ok: true as const }
    },

    listUserMemberships: (userId: number) => recordsOf(userId),

    async addUserMembership(userId: number, membershipTypeId: number, body: z.output<typeof MembershipRecordBody>) {
      const [user, type] = await Promise.all([
        profileRepo.findUser(db, userId),
        membershipRepo.type(db, membershipTypeId),
      ])
      if (!user) throw notFound()
      if (!type) throw fieldError('membershipId', M.required)
      await db.insert(userMemberships).values({
        userId,
        membershipTypeId,
        startsOn: body.start,
        endsOn: body.end,
        approved: body.approved,
      })
      return recordsOf(userId)
    },

    async updateUserMembership(userId: number, recordId: number, body: z.output<typeof MembershipRecordBody>) {
      const record = await membershipRepo.record(db, recordId)
      if (!record || record.userId !== userId) throw notFound()
      if (body.membershipId && !(await membershipRepo.type(db, body.membershipId))) {
        throw fieldError('membershipId', M.required)
      }
      await db
        .update(userMemberships)
        .set({
          startsOn: body.start,
          endsOn: body.end,
          approved: body.approved,
          ...(body.membershipId ? { membershipTypeId: body.membershipId } : {}),
        })
        .where(and(eq(userMemberships.id, recordId), eq(userMemberships.userId, userId)))
      return recordsOf(userId)
    },

    async deleteUserMembership(recordId: number) {
      const record = await membershipRepo.record(db, recordId)
      if (!record) throw notFound()
      await db.delete(userMemberships).where(eq(userMemberships.id, recordId))
      return recordsOf(record.userId)
    },
  }
}
