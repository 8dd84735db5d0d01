/**
 * The one helper the demo personas use to write their records: each method inserts one kind of
 * record for the persona's user inside the persona's transaction, with dates relative to the
 * seed's today. Purchases follow the commerce model: a paid line item has a transaction, paid_at
 * and payment_method; a cart item has neither and show_in_cart.
 */
import { eq } from 'drizzle-orm'
import {
  TRANSACTION_TYPE_OF_METHOD,
  type Day,
  type LineItemCategoryType,
  type PaymentMethodType,
  type Role,
  type TransactionType,
} from '@portal/contracts'
import {
  addresses,
  donations,
  eventRegistrations,
  experiences,
  lineItems,
  notifications,
  registrations,
  userAreasOfExpertise,
  userFlags,
  userGroups,
  userNotes,
  userWorkAreaCategories,
  userWorkAreas,
  users,
  type LineItemExtra,
} from '../schema'
import type { Tx } from '../../platform/db/database'
import { cartRepo } from '../../modules/cart/cart.repo'
import { checkoutRepo } from '../../modules/cart/checkout.repo'
import { ceusRepo } from '../../modules/ceus/ceus.repo'
import { experiencesRepo } from '../../modules/experience/experiences.repo'
import { membershipRepo } from '../../modules/membership/membership.repo'
import { registrationsRepo } from '../../modules/registrations/registrations.repo'
import { reviewsRepo, type ReviewSubject } from '../../modules/reviews/reviews.repo'
import type { Catalog } from './catalog'
import type { DemoContent } from './demo-content'
import { earlierDay, relativeDates } from './support'

/** A demo persona: the account, what signing in as it shows, and the records its journey leaves behind. */
export interface DemoPersonaSeed {
  email: string
  firstName: string
  lastName: string
  role: Role
  /** What signing in as this persona shows (README's Demo accounts table). */
  shows: string
  records?: (r: PersonaRecords, content: DemoContent) => Promise<void>
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']
type UserRow = typeof users.$inferSelect
type DiscountRow = { id: number; code: string; percentage: boolean; amount: number }

/** Something bought: `categoryId` points at the row `categoryType` names (see the schema). */
export interface Purchase {
  categoryType: LineItemCategoryType
  categoryId: number
  name: string
  priceCents: number
  /** Price after a member price or discount (default: the price). */
  finalPriceCents?: number
  quantity?: number
  registrationId?: number
  dueYear?: number
  freeForMembers?: boolean
  retakePriceCents?: number
  extra?: LineItemExtra
  /** Charged when staff approve rather than at checkout (memberships, self-study registration items). */
  chargedOnApproval?: boolean
  /** Unpaid lines: shown in the cart (default) or not (still in the wizard, or submitted for approval). */
  showInCart?: boolean
  discount?: DiscountRow
}

/** A purchase of a catalogue row that has id, name and price. */
export const purchaseOf = (
  categoryType: LineItemCategoryType,
  row: { id: number; name: string; priceCents: number },
  more: Partial<Purchase> = {},
): Purchase => ({
  categoryType,
  categoryId: row.id,
  name: row.name,
  priceCents: row.priceCents,
  // Memberships are charged when staff approve (decision 0005).
  chargedOnApproval: categoryType === 'membership',
  ...more,
})

export type { ReviewSubject }

export interface ReviewDecision {
  approved: boolean
  on: Day
  message?: string
  status?: 'approved' | 'rejected' | 'more_info_requested'
  previousStep?: string
  newStep?: string
}

export class PersonaRecords {
  readonly dates: ReturnType<typeof relativeDates>
  private payments = 0

  constructor(
    readonly tx: Tx,
    readonly user: UserRow,
    readonly catalog: Catalog,
    today: Day,
    /** The demo admin, author of reviews, notes and flags (null if that account is gone). */
    readonly adminId: number | null,
  ) {
    this.dates = relativeDates(today)
  }

  get userId(): number {
    return this.user.id
  }

  /** An instant on `day` (10 am Eastern unless told). */
  at(day: Day, hour = 10): Date {
    return this.dates.at(day, hour)
  }

  async profile(values: Partial<Insert<typeof users>>): Promise<void> {
    await this.tx.update(users).set(values).where(eq(users.id, this.userId))
  }

  /** Adds addresses; the first becomes the primary address. Returns their ids. */
  async addresses(list: Omit<Insert<typeof addresses>, 'userId'>[]): Promise<number[]> {
    const rows = await this.tx
      .insert(addresses)
      .values(list.map((address) => ({ ...address, userId: this.userId })))
      .returning({ id: addresses.id })
    const ids = rows.map((row) => row.id)
    if (ids[0] !== undefined) await this.profile({ primaryAddressId: ids[0] })
    return ids
  }

  /** Professional info: the primary work area category, work areas (first is primary), expertise. */
  async professionalChoices(category: string, areas: string[], expertise: string[]): Promise<void> {
    const categoryId = this.id(this.catalog.workAreaCategories, category, 'work area category')
    await this.profile({ primaryWorkAreaCategoryId: categoryId })
    await this.tx.insert(userWorkAreaCategories).values({ userId: this.userId, workAreaCategoryId: categoryId })
    await this.tx.insert(userWorkAreas).values(
      areas.map((name, i) => ({
        userId: this.userId,
        workAreaId: this.id(this.catalog.workAreas, name, 'work area'),
        primary: i === 0,
      })),
    )
    await this.tx.insert(userAreasOfExpertise).values(
      expertise.map((name) => ({
        userId: this.userId,
        areaOfExpertiseId: this.id(this.catalog.areasOfExpertise, name, 'area of expertise'),
      })),
    )
  }

  async groups(list: { name: string; sectionId?: string; deadline?: Day; on: Day }[]): Promise<void> {
    await this.tx.insert(userGroups).values(
      list.map((group) => ({
        userId: this.userId,
        groupId: this.id(this.catalog.groups, group.name, 'group'),
        sectionId: group.sectionId,
        deadline: group.deadline,
        createdAt: this.at(group.on),
      })),
    )
  }

  async notifications(list: { title: string; message: string; url?: string; on: Day; read?: boolean }[]) {
    await this.tx.insert(notifications).values(
      list.map((n) => ({
        userId: this.userId,
        title: n.title,
        message: n.message,
        url: n.url,
        createdAt: this.at(n.on, 9),
        readAt: n.read ? this.at(n.on, 17) : null,
      })),
    )
  }

  /** Pays for `items` in one checkout on `on`; returns the paid line items in order. */
  async pay(
    on: Day,
    items: Purchase[],
    options: { method?: PaymentMethodType; type?: TransactionType; notes?: string } = {},
  ) {
    const method = options.method ?? 'stripe'
    const lines = items.map((item) => this.line(item))
    const amountCents = lines.reduce((sum, line) => sum + line.finalPriceCents * (line.quantity ?? 1), 0)
    const discountCents = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0)
    const transaction = await checkoutRepo.insertTransaction(this.tx, {
      userId: this.userId,
      type: options.type ?? TRANSACTION_TYPE_OF_METHOD[method],
      amountCents,
      stripeId: method === 'free' ? null : `pi_demo_${this.user.email.split('@')[0]}_${++this.payments}`,
      notes: options.notes,
      discountId: lines.find((line) => line.discountId)?.discountId ?? null,
      discountCents,
      recordedById: method === 'admin' ? this.adminId : null,
      createdAt: this.at(on, 11),
    })
    const paidAt = this.at(on, 11)
    return cartRepo.insertLines(
      this.tx,
      lines.map((line) => ({
        ...line,
        transactionId: transaction.id,
        paymentMethod: method,
        paidAt,
        createdAt: this.at(on, 10),
      })),
    )
  }

  /** Puts `items` in the cart (unpaid, shown in the cart). */
  async cart(on: Day, items: Purchase[]) {
    return cartRepo.insertLines(
      this.tx,
      items.map((item) => ({ ...this.line(item), createdAt: this.at(on, 15) })),
    )
  }

  private line(item: Purchase): Insert<typeof lineItems> {
    const { discount, extra, ...rest } = item
    const basePrice = item.finalPriceCents ?? item.priceCents
    const discountCents = discount
      ? discount.percentage
        ? Math.round((basePrice * discount.amount) / 100)
        : Math.min(basePrice, discount.amount)
      : 0
    return {
      ...rest,
      userId: this.userId,
      finalPriceCents: basePrice - discountCents,
      discountId: discount?.id,
      discountCents,
      extra: {
        ...extra,
        ...(discount ? { priceBeforeDiscount: basePrice } : {}),
        ...(item.dueYear ? { due: item.dueYear } : {}),
      },
    }
  }

  /**
   * A membership request; an approved one also gets its 364-day record (spec 1 §9) and a
   * review. Returns the request, so its line item can be paid with other items.
   */
  async membershipRequest(
    key: 'professional' | 'student' | 'emeritus',
    request: { startsOn: Day; status: 'cart' | 'pending' | 'approved'; submittedOn?: Day; isRequestingCall?: boolean },
  ) {
    const type = this.catalog.membershipTypes.get(key)
    if (!type) throw new Error(`seed: unknown membership type ${key}`)
    const submittedOn = request.submittedOn ?? request.startsOn
    const row = await membershipRepo.insertRequest(this.tx, {
      userId: this.userId,
      membershipTypeId: type.id,
      status: request.status,
      isRequestingCall: request.isRequestingCall ?? false,
      startsOn: request.startsOn,
      submittedAt: request.status === 'cart' ? null : this.at(submittedOn, 12),
      decidedAt: request.status === 'approved' ? this.at(submittedOn, 16) : null,
      decidedById: request.status === 'approved' ? this.adminId : null,
      createdAt: this.at(submittedOn, 9),
    })
    const endsOn = relativeDates(request.startsOn).d(364)
    if (request.status === 'approved') {
      await membershipRepo.insertRecord(this.tx, {
        userId: this.userId,
        membershipTypeId: type.id,
        membershipRequestId: row.id,
        startsOn: request.startsOn,
        endsOn,
        createdAt: this.at(submittedOn, 16),
      })
      await this.review({ membershipRequestId: row.id }, { approved: true, on: submittedOn })
    }
    const purchase = purchaseOf(
      'membership',
      { ...type, id: row.id },
      {
        extra: { membershipStart: request.startsOn, membershipEnd: endsOn },
      },
    )
    return { request: row, purchase }
  }

  /** A paid, approved membership term starting `startsOn`. */
  async membership(key: 'professional' | 'student' | 'emeritus', startsOn: Day, paidOn: Day = startsOn) {
    const { request, purchase } = await this.membershipRequest(key, {
      startsOn,
      status: 'approved',
      submittedOn: paidOn,
    })
    await this.pay(paidOn, [purchase])
    return request
  }

  async registration(values: Omit<Insert<typeof registrations>, 'userId'>, on: Day) {
    return registrationsRepo.insertRegistration(this.tx, {
      ...values,
      userId: this.userId,
      createdAt: this.at(on, 9),
      updatedAt: this.at(on, 9),
    })
  }

  /** Experiences of a registration; a decided one gets its review (rejected ones say why). Returns their ids. */
  async experiences(
    registrationId: number,
    list: (Omit<Insert<typeof experiences>, 'registrationId' | 'serviceTypeId'> & {
      serviceType: string
      submittedOn: Day
      review?: { on: Day; message?: string }
    })[],
  ): Promise<number[]> {
    const rows: { id: number }[] = []
    for (const { serviceType, submittedOn, review: _review, ...experience } of list) {
      rows.push(
        await experiencesRepo.insert(this.tx, {
          ...experience,
          registrationId,
          serviceTypeId: this.id(this.catalog.serviceTypes, serviceType, 'service type'),
          createdAt: this.at(submittedOn),
        }),
      )
    }
    await this.reviews(
      list.flatMap(({ review, approved, reviewStatus }, i) => {
        const experienceId = rows[i]?.id
        if (!review || experienceId === undefined || approved === null || approved === undefined) return []
        return [[{ experienceId }, { approved, status: reviewStatus ?? undefined, ...review }] as const]
      }),
    )
    return rows.map((row) => row.id)
  }

  async review(subject: ReviewSubject, review: ReviewDecision): Promise<void> {
    await this.reviews([[subject, review]])
  }

  async reviews(list: (readonly [ReviewSubject, ReviewDecision])[]): Promise<void> {
    for (const [subject, review] of list) {
      await reviewsRepo.insert(
        this.tx,
        subject,
        {
          reviewerId: this.adminId,
          approved: review.approved,
          message: review.message ?? null,
          status: review.status ?? (review.approved ? 'approved' : 'rejected'),
          previousStep: review.previousStep,
          newStep: review.newStep,
        },
        this.at(review.on, 14),
      )
    }
  }

  /** Individual CEUs reported in a period; decided ones get a review. */
  async ceus(
    reportingPeriodName: string,
    list: {
      title: string
      sponsor: string
      credits: number
      creditType?: string
      completedOn: Day
      status: 'pending' | 'approved' | 'rejected' | 'more_info_requested'
      description?: string
      completionCode?: string
      preapprovedCreditId?: number
      reviewMessage?: string
    }[],
  ): Promise<void> {
    if (list.length === 0) return
    const period = this.catalog.reportingPeriods.get(reportingPeriodName)
    if (!period) throw new Error(`seed: unknown reporting period ${reportingPeriodName}`)
    const submitted = list.map((ceu) => earlierDay(relativeDates(ceu.completedOn).d(7), this.dates.today))
    // Through the ceus module's own insert, as a CEU reported in the portal is written.
    const rows: { id: number }[] = []
    for (const [i, ceu] of list.entries()) {
      rows.push(
        await ceusRepo.insertIndividual(this.tx, {
          userId: this.userId,
          reportingPeriodId: period.id,
          credits: ceu.credits,
          creditTypeId: this.id(this.catalog.creditTypes, ceu.creditType ?? 'General', 'credit type'),
          programTitle: ceu.title,
          sponsor: ceu.sponsor,
          programDescription: ceu.description ?? `${ceu.title}, presented by ${ceu.sponsor}.`,
          programAgenda: ceu.preapprovedCreditId
            ? null
            : 'Welcome and objectives; presentation; case discussion; questions.',
          completionCode: ceu.completionCode,
          completionDate: ceu.completedOn,
          preapprovedCreditId: ceu.preapprovedCreditId,
          status: ceu.status,
          approved: ceu.status === 'pending' ? null : ceu.status === 'approved',
          createdAt: this.at(submitted[i] ?? ceu.completedOn, 20),
          updatedAt: this.at(submitted[i] ?? ceu.completedOn, 20),
        }),
      )
    }
    // A CEU that applied a completion code is pre-approved: no review of its own.
    await this.reviews(
      list.flatMap((ceu, i) => {
        const individualCeuId = rows[i]?.id
        if (individualCeuId === undefined || ceu.status === 'pending' || ceu.preapprovedCreditId) return []
        const decision: ReviewDecision = {
          approved: ceu.status === 'approved',
          status: ceu.status,
          message: ceu.reviewMessage,
          on: submitted[i] ?? ceu.completedOn,
        }
        return [[{ individualCeuId }, decision] as const]
      }),
    )
  }

  async eventRegistrations(eventIds: number[], on: Day): Promise<void> {
    await this.tx
      .insert(eventRegistrations)
      .values(eventIds.map((eventId) => ({ userId: this.userId, eventId, createdAt: this.at(on, 11) })))
  }

  async donation(categoryId: number, amountCents: number, on: Day, anonymous = false) {
    const option = this.catalog.donationOptions.get(categoryId)
    if (!option) throw new Error(`seed: unknown donation category ${categoryId}`)
    const [row] = await this.tx
      .insert(donations)
      .values({ userId: this.userId, donationOptionId: option.id, amountCents, anonymous, createdAt: this.at(on, 11) })
      .returning()
    if (!row) throw new Error('seed: donation insert returned nothing')
    return purchaseOf('donation', { id: row.id, name: `Donation: ${option.name}`, priceCents: amountCents })
  }

  async flags(list: { reason: string; note: string; active: boolean; on: Day }[]): Promise<void> {
    await this.tx.insert(userFlags).values(
      list.map((flag) => ({
        userId: this.userId,
        reason: flag.reason,
        note: flag.note,
        active: flag.active,
        createdById: this.adminId,
        createdAt: this.at(flag.on, 13),
        updatedAt: this.at(flag.on, 13),
      })),
    )
  }

  async notes(list: { note: string; on: Day }[]): Promise<void> {
    await this.tx.insert(userNotes).values(
      list.map((note) => ({
        userId: this.userId,
        authorId: this.adminId,
        note: note.note,
        createdAt: this.at(note.on, 15),
        updatedAt: this.at(note.on, 15),
      })),
    )
  }

  private id(map: Map<string, { id: number }>, key: string, what: string): number {
    const row = map.get(key)
    if (!row) throw new Error(`seed: unknown ${what} "${key}"`)
    return row.id
  }
}
