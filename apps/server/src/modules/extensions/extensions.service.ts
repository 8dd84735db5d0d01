/**
 * Extensions (spec 2 §2.9, §4, §9; spec 3 extension list and review; decision 0014): the request
 * form's programs, a request put in the cart with its $200 fee, the staff queue and decisions.
 * The fee is charged on approval, like a membership (decision 0005): checking the request out with
 * a card submits it and keeps the card, approval charges that card off-session exactly once
 * (through the checkout's attempts) and moves the deadline, or the CEU lapse date, by six months
 * in the transaction that records the charge; a rejection charges nothing. Owns the extension's
 * decision and writes the registration's deadline and expiration status it changes.
 */
import {
  CERTIFICATION_KEY_LABELS,
  EXTENSION_FEE_CENTS,
  EXTENSION_MONTHS,
  ExtensionMessages as M,
  canExtendCertification,
  canExtendRegistration,
  expirationStatusOf,
  extendedDate,
  extensionRequestState,
  formatDate,
  htmlToText,
  type AdminExtension,
  type AdminExtensionRow,
  type CertificationKey,
  type Day,
  type DecideExtensionBody,
  type ExtensionBody,
  type ExtensionPage,
  type ExtensionProgram,
  type ListQuery,
  type ListResult,
  type UserExtension,
  type z,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { DbOrTx, Tx } from '../../platform/db/database'
import { forEachBatch } from '../../platform/db/batches'
import { readAll } from '../../platform/db/reads'
import { conflict, fieldError, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { CartService } from '../cart/cart.service'
import type { ApprovalStep, CheckoutService } from '../cart/checkout.service'
import type { ApprovalCharge, CartLineFacts, ProductLine } from '../cart/products'
import { extensionsPolicy as policy } from './extensions.policy'
import { extensionDecisionMail, extensionRemovedMail } from './extensions.mail'
import type { CertificationsService } from '../certifications/certifications.service'
import type { ReviewsService } from '../reviews/reviews.service'
import type { RegistrationCore, RegistrationsDeps } from '../registrations/registration-core'
import { extensionsRepo as repo, type ExtensionRow } from './extensions.repo'

export const EXTENSION_APPROVAL = 'extension_approval'
/** The line item's name in the cart and on the receipt. */
export const EXTENSION_LINE_NAME = `Extension request (${EXTENSION_MONTHS} months)`

const DASHBOARD_PATH = '/certifications-and-training'
/** Requests read and removed per transaction by the daily sweep of the carts. */
const SWEEP_BATCH = 200

type Request = z.output<typeof ExtensionBody>
type Decision = z.output<typeof DecideExtensionBody>
/** Who decided: the admin, or (for an approval recorded by its charge) the admin who asked for it. */
type DecidedBy = Pick<Actor, 'id' | 'impersonatorId'> | null
/** A staff message as every review stores it (escaped HTML) and as e-mails and notifications say it. */
type Message = { html: string | null; text: string | null }

/** The program's name on the request, the form and the receipt: 'AFC® registration', 'AFC® certification'. */
const programName = (key: CertificationKey, type: 'registration' | 'certification') =>
  `${CERTIFICATION_KEY_LABELS[key]} ${type}`

export type ExtensionsService = ReturnType<typeof createExtensionsService>

export function createExtensionsService(
  deps: Pick<RegistrationsDeps, 'db' | 'clock' | 'mailer' | 'appUrl' | 'users' | 'notifications'> & {
    checkout: Pick<CheckoutService, 'beginApprovalCharge' | 'settleApprovalCharge' | 'isChargeInFlight'>
    cart: Pick<CartService, 'lockForChange' | 'removeIfNoLongerOffered'>
    /** Restores good standing when a certification's extension is approved. */
    certifications: Pick<CertificationsService, 'restoreGoodStanding'>
    reviews: Pick<ReviewsService, 'decisionMessage' | 'record'>
  },
  /** The registration's deadline and expiration status, which a request changes through it. */
  core: Pick<
    RegistrationCore,
    'today' | 'expiryFacts' | 'programs' | 'setExpirationStatus' | 'extendDeadline' | 'refreshExpiration'
  >,
) {
  const { db, clock, appUrl, users, notifications, cart, checkout, certifications, reviews } = deps

  /** `decisionMessage`: the reviewer's message on the decision (stored escaped HTML), if any. */
  function userView(extension: ExtensionRow, decisionMessage: string | null = null): UserExtension {
    const type = extension.registrationId !== null ? 'registration' : 'certification'
    return {
      id: extension.id,
      type,
      typeLabel: type === 'registration' ? M.registrationType : M.certificationType,
      program: extension.program,
      completedHours: extension.completedHours,
      state: extensionRequestState(extension),
      createdAt: extension.createdAt.toISOString(),
      submittedAt: extension.submittedAt?.toISOString() ?? null,
      decidedAt: extension.decidedAt?.toISOString() ?? null,
      previousDeadline: extension.previousDeadline,
      extendedUntil: extension.extendedUntil,
      decisionMessage: decisionMessage === null ? null : htmlToText(decisionMessage) || null,
    }
  }

  async function adminView(actor: Actor, extensionId: number): Promise<AdminExtension> {
    const extension = policy.authorize(actor, 'review', await repo.extension(db, extensionId))
    const [user, line, reviews, certification] = await readAll(db, [
      () => users.findUser(db, extension.userId),
      () => repo.lineOf(db, extension.id),
      () => repo.reviews(db, extension.id),
      () => repo.certificationOf(db, extension),
    ])
    if (!user) throw notFound()
    const view = userView(extension)
    const isPending = extension.approved === null
    return {
      id: extension.id,
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      type: view.type,
      typeLabel: view.typeLabel,
      program: extension.program,
      certification: certification ?? extension.program,
      registrationId: extension.registrationId,
      userCertificationId: extension.userCertificationId,
      completedHours: extension.completedHours,
      signature: extension.signature,
      approved: extension.approved,
      createdAt: view.createdAt,
      submittedAt: view.submittedAt,
      decidedAt: view.decidedAt,
      previousDeadline: extension.previousDeadline,
      extendedUntil:
        extension.extendedUntil ??
        (isPending && extension.previousDeadline ? extendedDate(extension.previousDeadline) : null),
      reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
      chargeOnApproval: isPending && line && line.transactionId === null ? line.finalPriceCents * line.quantity : 0,
      savedCard: user.pmType && user.pmLastFour ? { brand: user.pmType, last4: user.pmLastFour } : null,
    }
  }

  /** The staff's own message (extension decisions offer no canned messages), escaped like every review's. */
  const messageOf = (dbOrTx: DbOrTx, message: string | null | undefined): Promise<Message> =>
    reviews.decisionMessage(dbOrTx, { message })

  /**
   * What approving extends now and the date it gives: the registration's current deadline, or
   * the certification's current CEU lapse date (staff may have moved either since the request;
   * the request's `previous_deadline` is only what it was then). Locks the program's row.
   */
  async function extensionTarget(tx: Tx, extension: ExtensionRow): Promise<{ from: Day; until: Day }> {
    let current: Day | null = null
    if (extension.registrationId !== null) {
      current = (await core.expiryFacts(tx, extension.registrationId, true))?.deadline ?? null
    } else if (extension.userCertificationId !== null) {
      current = (await repo.certificationProgram(tx, extension.userCertificationId))?.lapseDate ?? null
    }
    const from = current ?? extension.previousDeadline ?? core.today()
    return { from, until: extendedDate(from) }
  }

  /**
   * Whether the request's window has closed: the six months an approval would give from the
   * current date are already over. Approval refuses such a request, and a request still in the
   * cart is no longer offered (the same test as `canExtendRegistration`'s window).
   */
  async function isWindowClosed(tx: Tx, extension: ExtensionRow): Promise<boolean> {
    return (await extensionTarget(tx, extension)).until < core.today()
  }

  /** Tells the member about the decision: a notification and an e-mail. */
  async function tell(
    tx: Tx,
    extension: ExtensionRow,
    approved: boolean,
    extendedUntil: string | null,
    message: Message,
  ) {
    await notifications.tell(tx, extension.userId, {
      title: approved ? M.approvedTitle : M.rejectedTitle,
      message: approved
        ? M.approvedBody(formatDate(extendedUntil))
        : message.text
          ? M.rejectedWithReason(message.text)
          : M.rejectedBody,
      url: DASHBOARD_PATH,
      mail: (user) =>
        extensionDecisionMail({
          to: user.email,
          firstName: user.firstName,
          approved,
          program: extension.program,
          extendedUntil,
          message: message.text,
          appUrl,
        }),
    })
  }

  /**
   * Approves a pending request: the decision and its review, the current deadline (or CEU lapse
   * date, kept on the request) six months later, recorded as the date it extended, the member
   * told. `approve` refused beforehand, before any charge, a date already past.
   */
  async function grant(tx: Tx, extension: ExtensionRow, decidedBy: DecidedBy, message: Message) {
    const today = core.today()
    const { from, until: extendedUntil } = await extensionTarget(tx, extension)
    await repo.decide(tx, extension.id, {
      approved: true,
      decidedAt: clock.now(),
      decidedById: decidedBy?.id ?? null,
      previousDeadline: from,
      extendedUntil,
    })
    await reviews.record(
      tx,
      { extensionId: extension.id },
      {
        reviewerId: decidedBy?.id ?? null,
        approved: true,
        message: message.html,
      },
    )
    if (extension.registrationId !== null) {
      const facts = await core.expiryFacts(tx, extension.registrationId, true)
      if (facts) {
        const status = expirationStatusOf({ ...facts, deadline: extendedUntil, today, extension: 'approved' })
        await core.extendDeadline(tx, facts.id, extendedUntil, status)
      }
    } else if (extension.userCertificationId !== null) {
      await certifications.restoreGoodStanding(tx, extension.userCertificationId, ['lapsed_ceus'])
    }
    await recordAudit(tx, {
      action: 'extension.approve',
      actor: decidedBy,
      subjectType: 'extension',
      subjectId: extension.id,
      details: {
        userId: extension.userId,
        registrationId: extension.registrationId,
        userCertificationId: extension.userCertificationId,
        previousDeadline: from,
        extendedUntil,
      },
    })
    await tell(tx, extension, true, extendedUntil, message)
  }

  /** A request already made for the program: answered again while it waits in the cart. */
  async function again(tx: Tx, existing: ExtensionRow, body: Request): Promise<ExtensionRow> {
    if (existing.submittedAt !== null || existing.approved !== null) throw fieldError('program', M.alreadyRequested)
    return (
      (await repo.updateInCart(
        tx,
        existing.id,
        { completedHours: body.completedHours, signature: body.signature },
        clock.now(),
      )) ?? existing
    )
  }

  async function requestForRegistration(tx: Tx, actor: Actor, registrationId: number, body: Request) {
    const program = await core.expiryFacts(tx, registrationId, true)
    // Another user's registration is answered like one that cannot be extended: nothing is revealed.
    if (!program || !policy.can(actor, 'request', program)) throw fieldError('program', M.notExtendable)
    const existing = await repo.ofRegistration(tx, program.id)
    if (existing) return again(tx, existing, body)
    const today = core.today()
    if (!canExtendRegistration({ ...program, hasExtension: false, today })) {
      throw fieldError('program', M.notExtendable)
    }
    const extension = await repo.insert(tx, {
      userId: program.userId,
      registrationId: program.id,
      program: programName(program.certificationKey, 'registration'),
      completedHours: body.completedHours,
      signature: body.signature,
      previousDeadline: program.deadline,
    })
    await repo.insertLine(tx, {
      userId: program.userId,
      registrationId: program.id,
      categoryId: extension.id,
      name: EXTENSION_LINE_NAME,
      priceCents: EXTENSION_FEE_CENTS,
      finalPriceCents: EXTENSION_FEE_CENTS,
    })
    // Past the deadline the registration is now expired with an extension (one waits in the cart).
    await core.setExpirationStatus(tx, program.id, expirationStatusOf({ ...program, today, extension: 'in_cart' }))
    return extension
  }

  async function requestForCertification(tx: Tx, actor: Actor, userCertificationId: number, body: Request) {
    const program = await repo.certificationProgram(tx, userCertificationId)
    if (!program || !policy.can(actor, 'request', program)) throw fieldError('program', M.notExtendable)
    if (program.lapseDate === null) throw fieldError('program', M.notExtendable)
    const existing = await repo.ofCertificationPeriod(tx, program.id, program.lapseDate)
    if (existing) return again(tx, existing, body)
    if (!canExtendCertification({ ...program, hasExtension: false })) throw fieldError('program', M.notExtendable)
    const extension = await repo.insert(tx, {
      userId: program.userId,
      userCertificationId: program.id,
      program: programName(program.certificationKey, 'certification'),
      completedHours: body.completedHours,
      signature: body.signature,
      previousDeadline: program.lapseDate,
    })
    await repo.insertLine(tx, {
      userId: program.userId,
      categoryId: extension.id,
      name: EXTENSION_LINE_NAME,
      priceCents: EXTENSION_FEE_CENTS,
      finalPriceCents: EXTENSION_FEE_CENTS,
    })
    return extension
  }

  /**
   * Takes out of their carts the extension requests whose window closed while they waited unpaid
   * (the cart's own removal, so the registration's expiration status follows), and tells each
   * member once; answers how many were removed. A line a checkout in flight covers is left to it.
   */
  async function removeClosedCartRequests(today: Day): Promise<number> {
    let removed = 0
    await forEachBatch(
      SWEEP_BATCH,
      (afterId) => repo.cartRequestBatch(db, today, afterId, SWEEP_BATCH),
      (row) => row.lineItemId,
      (batch) =>
        db.transaction(async (tx) => {
          for (const row of batch) {
            // Removed here or by another run first: only the run that removes it tells the member.
            const reason = await cart.removeIfNoLongerOffered(tx, row.userId, row.lineItemId)
            if (reason === null) continue
            removed++
            await notifications.tell(
              tx,
              { id: row.userId, email: row.email, firstName: row.firstName },
              {
                title: M.removedFromCartTitle,
                message: reason,
                url: DASHBOARD_PATH,
                mail: (user) =>
                  extensionRemovedMail({
                    to: user.email,
                    firstName: user.firstName,
                    program: row.program,
                    reason,
                    appUrl,
                  }),
              },
            )
          }
        }),
    )
    return removed
  }

  return {
    removeClosedCartRequests,
    /** GET /api/extension: what may be extended now, the fee, and the member's requests. */
    async page(actor: Actor): Promise<ExtensionPage> {
      const today = core.today()
      const [registrations, certifications, requests, messages] = await readAll(db, [
        () => core.programs(db, actor.id),
        () => repo.certificationPrograms(db, actor.id),
        () => repo.userExtensions(db, actor.id),
        () => repo.decisionMessages(db, actor.id),
      ])
      const messageOfRequest = new Map(messages.map((row) => [row.extensionId, row.message]))
      const programs: ExtensionProgram[] = [
        ...registrations
          .filter((registration) => canExtendRegistration({ ...registration, today }))
          .flatMap((registration) =>
            registration.deadline === null
              ? []
              : [
                  {
                    type: 'registration' as const,
                    registrationId: registration.id,
                    userCertificationId: null,
                    name: programName(registration.certificationKey, 'registration'),
                    date: registration.deadline,
                    extendedUntil: extendedDate(registration.deadline),
                  },
                ],
          ),
        ...certifications
          .filter((certification) => canExtendCertification(certification))
          .flatMap((certification) =>
            certification.lapseDate === null
              ? []
              : [
                  {
                    type: 'certification' as const,
                    registrationId: null,
                    userCertificationId: certification.id,
                    name: programName(certification.certificationKey, 'certification'),
                    date: certification.lapseDate,
                    extendedUntil: extendedDate(certification.lapseDate),
                  },
                ],
          ),
      ]
      return {
        programs,
        feeCents: EXTENSION_FEE_CENTS,
        months: EXTENSION_MONTHS,
        requests: requests.map((request) =>
          userView(request, request.approved === null ? null : (messageOfRequest.get(request.id) ?? null)),
        ),
      }
    },

    /**
     * POST /api/extension: the request and its fee in the cart, in one transaction with the cart
     * locked. A second request for the program while the first waits in the cart answers the first.
     */
    async request(actor: Actor, body: Request): Promise<{ extension: UserExtension }> {
      const extension = await db.transaction(async (tx) => {
        await cart.lockForChange(tx, actor.id)
        if (body.registrationId != null) return requestForRegistration(tx, actor, body.registrationId, body)
        if (body.userCertificationId != null) {
          return requestForCertification(tx, actor, body.userCertificationId, body)
        }
        throw fieldError('program', M.chooseProgram)
      })
      return { extension: userView(extension) }
    },

    async list(actor: Actor, query: ListQuery): Promise<ListResult<AdminExtensionRow>> {
      policy.assert(actor, 'list')
      const page = await repo.list(db, query)
      return {
        ...page,
        data: page.data.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? '' })),
      }
    },

    get: adminView,

    /**
     * Charges the fee to the saved card exactly once, then approves (or approves at once when
     * nothing is owed). An approval that would give a date already past is refused first.
     */
    async approve(admin: Actor, extensionId: number, decision: Decision): Promise<AdminExtension> {
      const message = await messageOf(db, decision.message)
      const step = await db.transaction(async (tx): Promise<ApprovalStep> => {
        const extension = policy.authorize(admin, 'review', await repo.extension(tx, extensionId, true))
        if (extension.approved === true) return { kind: 'done' }
        if (extension.approved === false) throw conflict(M.notPending)
        if (await isWindowClosed(tx, extension)) throw conflict(M.tooLate)
        const line = await repo.lineOf(tx, extension.id)
        if (!line || line.transactionId !== null || line.finalPriceCents === 0) {
          await grant(tx, extension, admin, message)
          return { kind: 'done' }
        }
        // A double click finds the first click's charge in flight, and waits for its answer.
        const charge = await checkout.beginApprovalCharge(tx, {
          items: [line],
          amountCents: line.finalPriceCents * line.quantity,
          purpose: EXTENSION_APPROVAL,
          decision: { reviewerId: admin.id, message, options: {} },
        })
        if (charge.kind === 'noCardOnFile') throw fieldError('approved', M.noCardOnFile)
        return charge
      })
      if (step.kind !== 'done') await checkout.settleApprovalCharge(step, M.couldNotApprove)
      return adminView(admin, extensionId)
    },

    /** Records the rejection; nothing is charged, and the registration's expiration status follows. */
    async reject(admin: Actor, extensionId: number, decision: Decision): Promise<AdminExtension> {
      const message = await messageOf(db, decision.message)
      await db.transaction(async (tx) => {
        const extension = policy.authorize(admin, 'review', await repo.extension(tx, extensionId, true))
        if (extension.approved === false) return
        if (extension.approved === true) throw conflict(M.notPending)
        const line = await repo.lineOf(tx, extension.id)
        if (line && line.transactionId === null && (await checkout.isChargeInFlight(tx, line))) {
          throw conflict(M.chargeInProgress)
        }
        await repo.decide(tx, extension.id, {
          approved: false,
          decidedAt: clock.now(),
          decidedById: admin.id,
          extendedUntil: null,
        })
        await reviews.record(
          tx,
          { extensionId: extension.id },
          {
            reviewerId: admin.id,
            approved: false,
            message: message.html,
          },
        )
        if (extension.registrationId !== null) await core.refreshExpiration(tx, extension.registrationId)
        await recordAudit(tx, {
          action: 'extension.reject',
          actor: admin,
          subjectType: 'extension',
          subjectId: extension.id,
          details: {
            userId: extension.userId,
            registrationId: extension.registrationId,
            userCertificationId: extension.userCertificationId,
            previousDeadline: extension.previousDeadline,
          },
        })
        await tell(tx, extension, false, null, message)
      })
      return adminView(admin, extensionId)
    },

    // What buying an extension does (registrations.products.ts), in the checkout's transactions.

    /** Checked out (paid, or submitted to be charged on approval): the request goes to the staff queue. */
    async submitFromCart(tx: Tx, item: ProductLine, submittedAt: Date): Promise<void> {
      const extension = await repo.submit(tx, item.userId, item.categoryId, submittedAt, clock.now())
      if (!extension) return
      await notifications.tell(tx, extension.userId, {
        title: M.submittedTitle,
        message: M.submittedBody,
        url: DASHBOARD_PATH,
      })
    },

    /** Removed from the cart: the request goes too, and the registration's expiration status follows. */
    async removeFromCart(tx: Tx, line: CartLineFacts): Promise<void> {
      const extension = await repo.deleteCartRequest(tx, line.userId, line.categoryId)
      if (extension?.registrationId != null) await core.refreshExpiration(tx, extension.registrationId)
    },

    /**
     * A request waiting in the cart whose window closed can no longer be bought: checkout removes
     * it before taking the order, and so does the daily deadline job (products.ts).
     */
    async noLongerOffered(tx: Tx, line: CartLineFacts): Promise<string | null> {
      const extension = await repo.extension(tx, line.categoryId)
      if (!extension || extension.userId !== line.userId || extensionRequestState(extension) !== 'in_cart') return null
      return (await isWindowClosed(tx, extension)) ? M.windowClosed : null
    },

    /** The approval's charge is recorded by the checkout; the approval happens in that same transaction. */
    async approveCharged(tx: Tx, item: ProductLine, charge: ApprovalCharge): Promise<void> {
      const extension = await repo.extension(tx, item.categoryId, true)
      if (!extension || extension.approved !== null || extension.submittedAt === null) return
      const reviewerId = charge.decision?.reviewerId ?? charge.recordedById
      const decidedBy = reviewerId === null ? null : { id: reviewerId, impersonatorId: null }
      await grant(tx, extension, decidedBy, charge.decision?.message ?? { html: null, text: null })
    },
  }
}
