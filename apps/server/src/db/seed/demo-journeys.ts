/**
 * The journeys several demo personas share (a certification earned, annual fees paid, an
 * essentials course, a sponsor's group CEU) and the small lookups the persona data uses. Each
 * writes through PersonaRecords, inside the persona's transaction.
 */
import { createHash, randomBytes } from 'node:crypto'
import {
  addDaysToDay,
  addMonthsToDay,
  daysBetween,
  expirationStatusOf,
  extendedDate,
  extensionRequestState,
  EXTENSION_FEE_CENTS,
  groupCeuFeeCents,
  groupCeuLineName,
  type CertificationKey,
  type CertificationStatus,
  type Day,
  type ExpirationStatus,
  type PathwayKey,
} from '@portal/contracts'
import { lineItems } from '../schema'
import { certificationsRepo } from '../../modules/certifications/certifications.repo'
import { examsRepo } from '../../modules/exams/exams.repo'
import { experiencesRepo } from '../../modules/experience/experiences.repo'
import { extensionsRepo } from '../../modules/extensions/extensions.repo'
import { registrationsRepo } from '../../modules/registrations/registrations.repo'
import { groupCeusRepo } from '../../modules/ceus/group-ceus.repo'
import { reportingPeriodOn } from './catalog'
import type { DemoContent } from './demo-content'
import { purchaseOf, type PersonaRecords, type Purchase } from './persona-records'
import { earlierDay } from './support'

/** The completion code of the approved group CEU (sponsor) that the certified persona applied. */
export const DEMO_COMPLETION_CODE = 'FINWELL-SUMMIT'

type ExperienceLine = [
  serviceType: string,
  organization: string,
  title: string,
  hours: number,
  extra?: Record<string, string>,
]

const SUPERVISORS = {
  even: {
    supervisorName: 'Patricia Nguyen',
    supervisorEmail: 'pnguyen@supervisors.example.org',
    supervisorPhone: '202-555-0114',
  },
  odd: {
    supervisorName: 'Marcus Bell',
    supervisorEmail: 'mbell@supervisors.example.org',
    supervisorPhone: '202-555-0187',
  },
}

/**
 * A certification earned: the registration (complete, ethics signed), its paid fee, materials and
 * exam, the passed exam, approved experience hours, the approval reviews and the user
 * certification.
 */
export async function completedCertification(
  r: PersonaRecords,
  o: {
    cert: CertificationKey
    pathway: PathwayKey
    enrolledOn: Day
    certifiedOn: Day
    materials: string[]
    examScore: number
    status: CertificationStatus
    statusChangedOn?: Day
    reportingPeriod: string
    militarySpouse?: boolean
    experiences: ExperienceLine[]
  },
) {
  const { catalog } = r
  const name = `${r.user.firstName} ${r.user.lastName}`
  const certification = must(catalog.certifications.get(o.cert), o.cert)
  const pathway = must(catalog.pathways.get(`${o.cert}/${o.pathway}`), `${o.cert} ${o.pathway} pathway`)
  const exam = must(catalog.exams.get(o.cert), `${o.cert} exam`)
  const registration = await r.registration(
    {
      certificationId: certification.id,
      pathwayTypeId: pathway.id,
      status: 'complete',
      step: 4,
      enrolledOn: o.enrolledOn,
      deadline: addMonthsToDay(o.enrolledOn, pathway.deadlineMonths),
      graduatedOn: o.certifiedOn,
      requiredHours: certification.requiredHours,
      militarySpouse: o.militarySpouse ?? false,
      codeOfEthicsSignature: name,
      codeOfEthicsSignatureDate: addDaysToDay(o.certifiedOn, -14),
      certificateName: name,
    },
    addDaysToDay(o.enrolledOn, -5),
  )
  const registrationId = registration.id
  const attempt = {
    id: await examsRepo.insertAttempt(r.tx, {
      registrationId,
      examId: exam.id,
      result: 'P',
      score: o.examScore,
      takenAt: r.at(addDaysToDay(o.certifiedOn, -21), 9),
      createdAt: r.at(addDaysToDay(o.enrolledOn, -2)),
    }),
  }
  const paid = await r.pay(
    addDaysToDay(o.enrolledOn, -2),
    [
      purchaseOf('registration_fee', must(catalog.feeOfPathway.get(`${o.cert}/${o.pathway}`), 'fee'), {
        registrationId,
      }),
      ...o.materials.map((m) => purchaseOf('course_material', material(r, m), { registrationId })),
      purchaseOf('exam', { ...exam, id: attempt.id }, { registrationId, retakePriceCents: exam.retakePriceCents }),
    ],
    // The fellowship's foundation partner pays the candidate's costs.
    o.militarySpouse
      ? { method: 'admin', notes: 'Military Spouse Fellowship: costs covered by the foundation partner.' }
      : {},
  )
  await linkExamLineItem(r, attempt.id, paid)
  await r.review({ registrationId }, { approved: true, on: o.enrolledOn, previousStep: 'pay_review' })
  await r.experiences(
    registrationId,
    o.experiences.map(([serviceType, organization, title, hours, extra], i) => {
      const startDate = addMonthsToDay(o.enrolledOn, -18 + 8 * i)
      const endDate = addMonthsToDay(startDate, 7)
      return {
        serviceType,
        organization,
        title: o.militarySpouse ? null : title,
        hours,
        ...(i % 2 === 0 ? SUPERVISORS.even : SUPERVISORS.odd),
        description: `${title} at ${organization}.`,
        ...(o.militarySpouse
          ? { sessions: 120, attendance: 340, practicumImpact: 'Clients built emergency savings before PCS moves.' }
          : {}),
        extra: extra ?? {},
        startDate,
        endDate,
        approved: true,
        reviewStatus: 'approved' as const,
        submittedOn: addDaysToDay(endDate, 7),
        review: { on: addDaysToDay(endDate, 12) },
      }
    }),
  )
  await r.review(
    { registrationId },
    {
      approved: true,
      on: o.certifiedOn,
      message: '<p>Congratulations! Your certification is issued.</p>',
      previousStep: 'final_summary',
    },
  )
  const userCertification = {
    id: await certificationsRepo.upsertUserCertification(
      r.tx,
      {
        userId: r.userId,
        certificationId: certification.id,
        registrationId,
        status: o.status,
        reportingPeriodId: must(catalog.reportingPeriods.get(o.reportingPeriod), 'reporting period').id,
        accredibleUrl: `https://credentials.example.org/${o.cert}/${r.user.lastName.toLowerCase()}-${r.user.id}`,
        certifiedOn: o.certifiedOn,
        statusChangedAt: r.at(o.statusChangedOn ?? o.certifiedOn),
        createdAt: r.at(o.certifiedOn),
      },
      r.at(o.statusChangedOn ?? o.certifiedOn),
    ),
  }
  return { registration, userCertification }
}

/** Annual certification fees paid by May 15 of each year (due June 30), with the signed renewal. */
export async function paidRenewals(
  r: PersonaRecords,
  userCertificationId: number,
  cert: CertificationKey,
  years: number[],
) {
  const requirement = must(r.catalog.requirements.get(cert), `${cert} requirement`)
  const label = cert === 'afc' ? 'AFC®' : 'AFCC®'
  for (const year of years) {
    const signedOn = `${year}-05-15`
    const renewal = await certificationsRepo.insertRenewal(r.tx, {
      userCertificationId,
      year,
      paymentCents: requirement.annualFeeCents,
      signature: `${r.user.firstName} ${r.user.lastName}`,
      signatureDate: signedOn,
      individualsServed: 40 + (year % 7) * 9,
      proBonoHours: 10 + (year % 5) * 4,
      createdAt: r.at(signedOn),
    })
    await r.pay(signedOn, [
      purchaseOf(
        'renewal',
        { id: renewal.id, name: `${label} annual certification fee ${year}`, priceCents: requirement.annualFeeCents },
        { dueYear: year },
      ),
    ])
  }
}

export async function trainingRegistration(
  r: PersonaRecords,
  name: string,
  o: {
    status: 'complete' | 'in_progress'
    enrolledOn: Day
    graduatedOn?: Day
    /** The learning platform's section, once assigned (the course link opens). */
    learningPlatformSection?: string
  },
) {
  const training = must(r.catalog.trainings.get(name), name)
  const requirement = must(r.catalog.trainingRequirements.get(`${training.id}/registration`), `${name} registration`)
  const registration = await r.registration(
    {
      trainingId: training.id,
      status: o.status,
      enrolledOn: o.enrolledOn,
      deadline: addMonthsToDay(o.enrolledOn, training.deadlineMonths ?? 12),
      graduatedOn: o.graduatedOn,
      extra: o.learningPlatformSection ? { brightspaceSection: o.learningPlatformSection } : {},
    },
    addDaysToDay(o.enrolledOn, -1),
  )
  await r.pay(addDaysToDay(o.enrolledOn, -1), [
    purchaseOf('training', requirement, { registrationId: registration.id }),
  ])
  return { ...registration, trainingId: training.id }
}

/**
 * An AFC® registration approved on `enrolledOn` and still open (in progress, or waiting for its
 * experience approval): the fee (and optionally the Learning System) paid, the approval review.
 * Its deadline is the pathway's term after enrolment; its expiration status follows the rule
 * (`expirationStatusOf`, no extension requested yet) unless told.
 */
export async function afcRegistration(
  r: PersonaRecords,
  o: {
    enrolledOn: Day
    pathway?: PathwayKey
    status?: 'in_progress' | 'experience_approval'
    expirationStatus?: ExpirationStatus
    withLearningSystem: boolean
    /** The last deadline reminder sent (90, 30 or 7 days before). */
    deadlineReminderDays?: number
    /** Military Spouse Fellowship: the fellowship class; the foundation partner pays the fees. */
    mspClass?: number
  },
) {
  const key = o.pathway ?? 'education'
  const afc = must(r.catalog.certifications.get('afc'), 'AFC')
  const pathway = must(r.catalog.pathways.get(`afc/${key}`), `${key} pathway`)
  const status = o.status ?? 'in_progress'
  const deadline = addMonthsToDay(o.enrolledOn, pathway.deadlineMonths)
  const militarySpouse = key === 'military_spouse'
  const registration = await r.registration(
    {
      certificationId: afc.id,
      pathwayTypeId: pathway.id,
      status,
      expirationStatus:
        o.expirationStatus ??
        expirationStatusOf({ status, deadline, today: r.dates.today, allowsExtension: true, extension: null }),
      step: 9,
      enrolledOn: o.enrolledOn,
      deadline,
      deadlineReminderDays: o.deadlineReminderDays ?? null,
      requiredHours: afc.requiredHours,
      militarySpouse,
      mspClass: militarySpouse ? (o.mspClass ?? null) : null,
      payExamFeeUpfront: false,
    },
    addDaysToDay(o.enrolledOn, -5),
  )
  const registrationId = registration.id
  await r.pay(
    addDaysToDay(o.enrolledOn, -2),
    [
      purchaseOf('registration_fee', must(r.catalog.feeOfPathway.get(`afc/${key}`), 'fee'), { registrationId }),
      ...(o.withLearningSystem
        ? [purchaseOf('course_material', material(r, 'AFC® Learning System'), { registrationId })]
        : []),
    ],
    militarySpouse
      ? { method: 'admin', notes: 'Military Spouse Fellowship: costs covered by the foundation partner.' }
      : {},
  )
  await r.review({ registrationId }, { approved: true, on: o.enrolledOn, previousStep: 'pay_review' })
  return { registrationId, enrolledOn: o.enrolledOn, deadline }
}

/**
 * An AFC® Self-Paced Study registration whose deadline has passed: enrolled one pathway term
 * before it, fees (and optionally the Learning System) paid and approved, still in progress.
 */
export async function expiredAfcRegistration(
  r: PersonaRecords,
  o: { deadline: Day; expirationStatus?: ExpirationStatus; withLearningSystem: boolean },
) {
  const pathway = must(r.catalog.pathways.get('afc/education'), 'education pathway')
  return afcRegistration(r, {
    enrolledOn: addMonthsToDay(o.deadline, -pathway.deadlineMonths),
    expirationStatus: o.expirationStatus,
    withLearningSystem: o.withLearningSystem,
  })
}

/**
 * An extension request (decision 0014) checked out with a saved card on `submittedOn` and its $200
 * line: under review it waits out of the cart, unpaid, to be charged on approval; approved, it was
 * charged off-session then and moved the date six months; rejected, nothing was charged. A decided
 * request has its review. A registration's deadline and expiration status follow the decision.
 */
export async function extensionRequest(
  r: PersonaRecords,
  o: {
    /** The registration, or the certification (its reporting period's end is `previousDeadline`). */
    registrationId?: number
    userCertificationId?: number
    program: string
    completedHours: number
    previousDeadline: Day
    state: 'under_review' | 'approved' | 'rejected'
    submittedOn: Day
    decidedOn?: Day
    message?: string
  },
) {
  const decidedOn = o.state === 'under_review' ? null : (o.decidedOn ?? addDaysToDay(o.submittedOn, 2))
  const approved = o.state === 'under_review' ? null : o.state === 'approved'
  const extendedUntil = approved ? extendedDate(o.previousDeadline) : null
  const extension = await extensionsRepo.insert(r.tx, {
    userId: r.userId,
    registrationId: o.registrationId ?? null,
    userCertificationId: o.userCertificationId ?? null,
    program: o.program,
    completedHours: o.completedHours,
    signature: `${r.user.firstName} ${r.user.lastName}`,
    approved,
    previousDeadline: o.previousDeadline,
    extendedUntil,
    submittedAt: r.at(o.submittedOn, 12),
    decidedAt: decidedOn ? r.at(decidedOn, 14) : null,
    decidedById: decidedOn ? r.adminId : null,
    createdAt: r.at(o.submittedOn, 11),
    updatedAt: r.at(decidedOn ?? o.submittedOn, 14),
  })
  const line = purchaseOf(
    'extension',
    { id: extension.id, name: 'Extension request (6 months)', priceCents: EXTENSION_FEE_CENTS },
    { registrationId: o.registrationId, chargedOnApproval: true },
  )
  if (approved && decidedOn) {
    await r.pay(decidedOn, [line], { method: 'existing', type: 'off_session' })
  } else {
    await r.cart(o.submittedOn, [{ ...line, showInCart: false }])
  }
  if (decidedOn && approved !== null) {
    await r.review({ extensionId: extension.id }, { approved, on: decidedOn, message: o.message })
  }
  if (o.registrationId !== undefined) {
    const registration = await registrationsRepo.registration(r.tx, o.registrationId)
    if (!registration) throw new Error('seed: extension of a missing registration')
    const deadline = extendedUntil ?? registration.deadline
    await registrationsRepo.update(r.tx, o.registrationId, {
      deadline,
      // The reminders start over for a moved deadline.
      ...(extendedUntil ? { deadlineReminderDays: null } : {}),
      expirationStatus: expirationStatusOf({
        status: registration.status,
        deadline,
        today: r.dates.today,
        allowsExtension: true,
        extension: extensionRequestState({ submittedAt: extension.submittedAt, approved }),
      }),
      // The row's own time stays the one it was written with.
      updatedAt: registration.updatedAt,
    })
  }
  return extension
}

/**
 * A verifier validation (decision 0014) sent by staff on `sentOn` for some of a registration's
 * entries of one supervisor: only the SHA-256 of a random token is kept (the link cannot be
 * known, as in production), valid 30 days; `signed`: the supervisor confirmed and signed.
 */
export async function experienceValidation(
  r: PersonaRecords,
  o: {
    registrationId: number
    experienceIds: number[]
    supervisorEmail: string
    startsOn: Day
    endsOn: Day
    hours: number
    description: string
    sentOn: Day
    signed?: { on: Day; signature: string; comments: string }
  },
) {
  const token = randomBytes(32).toString('base64url')
  const sentAt = r.at(o.sentOn, 11)
  const validation = await experiencesRepo.insertValidation(r.tx, {
    registrationId: o.registrationId,
    supervisorEmail: o.supervisorEmail,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    startsOn: o.startsOn,
    endsOn: o.endsOn,
    hours: o.hours,
    description: o.description,
    comments: o.signed?.comments ?? null,
    signature: o.signed?.signature ?? null,
    signedAt: o.signed ? r.at(o.signed.on, 16) : null,
    expiresAt: new Date(sentAt.getTime() + VALIDATION_LINK_DAYS * 86_400_000),
    sentById: r.adminId,
    createdAt: sentAt,
    updatedAt: o.signed ? r.at(o.signed.on, 16) : sentAt,
  })
  await experiencesRepo.insertValidationItems(r.tx, validation.id, o.experienceIds)
  return validation.id
}

/** A verifier's link works for 30 days (decision 0014). */
const VALIDATION_LINK_DAYS = 30

/**
 * A sponsor's group CEU through the ceus module's insert, with its fees: in the cart (not yet
 * submitted), or paid on `submittedOn` (the review fee, and the listing fee when listed) and
 * then decided; a decision gets its review.
 */
export async function insertGroupCeu(
  r: PersonaRecords,
  o: {
    programTitle: string
    credits: number
    creditType?: string
    programDescription: string
    programAgenda?: string
    completionCode?: string
    listProgram?: boolean
    attendanceCostCents?: number
    registrationUrl?: string
    startDate: Day
    endDate: Day
    status: 'in_cart' | 'pending' | 'approved' | 'rejected' | 'more_info_requested'
    submittedOn: Day
    review?: { on: Day; message: string }
  },
): Promise<number> {
  const { creditType, submittedOn, review, status, ...ceu } = o
  const isSubmitted = status !== 'in_cart'
  const row = await groupCeusRepo.insert(r.tx, {
    ...ceu,
    userId: r.userId,
    creditTypeId: must(r.catalog.creditTypes.get(creditType ?? 'General'), 'credit type').id,
    sponsor: r.user.organization ?? 'Financial Wellness Institute',
    contactEmail: 'ceu@fwi.example.org',
    status: isSubmitted ? status : 'pending',
    approved: status === 'approved' ? true : status === 'rejected' || status === 'more_info_requested' ? false : null,
    submittedAt: isSubmitted ? r.at(submittedOn, 12) : null,
    listingPaidAt: isSubmitted && ceu.listProgram ? r.at(submittedOn, 12) : null,
    createdAt: r.at(submittedOn),
    updatedAt: r.at(submittedOn),
  })
  // The fees at the sponsor's price then (the demo sponsor is not a member).
  const fees = [
    purchaseOf('ceu_review', {
      id: row.id,
      name: groupCeuLineName('ceu_review', o.programTitle),
      priceCents: groupCeuFeeCents('ceu_review', false),
    }),
    ...(ceu.listProgram
      ? [
          purchaseOf('ceu_listing', {
            id: row.id,
            name: groupCeuLineName('ceu_listing', o.programTitle),
            priceCents: groupCeuFeeCents('ceu_listing', false),
          }),
        ]
      : []),
  ]
  if (isSubmitted) await r.pay(submittedOn, fees)
  else await r.cart(submittedOn, fees)
  if (status === 'approved') {
    await r.review(
      { groupCeuId: row.id },
      {
        approved: true,
        on: addDaysToDay(submittedOn, 15),
        message:
          '<p>Your program is approved for the credits requested. Share the completion code with attendees so they can report their CEUs.</p>',
      },
    )
  } else if (review && (status === 'rejected' || status === 'more_info_requested')) {
    await r.review({ groupCeuId: row.id }, { approved: false, status, ...review })
  }
  return row.id
}

// ---------------------------------------------------------------------------------------------
// Small helpers

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: missing catalogue row ${what}`)
  return value
}

export function material(r: PersonaRecords, name: string) {
  return must(r.catalog.courseMaterials.get(name), name)
}

export function event(events: DemoContent['events'], name: string) {
  return must(events.get(name), `event ${name}`)
}

/** An event bought by a member: the member price (0 when free for members). */
export function memberPurchase(row: {
  id: number
  name: string
  priceCents: number
  memberPriceCents: number
  freeForMembers: boolean
}): Purchase {
  return purchaseOf('event', row, {
    finalPriceCents: row.freeForMembers ? 0 : row.memberPriceCents,
    freeForMembers: row.freeForMembers,
  })
}

/** Links an exam attempt to the line item that paid for it. */
export async function linkExamLineItem(r: PersonaRecords, attemptId: number, paid: (typeof lineItems.$inferSelect)[]) {
  const item = paid.find((line) => line.categoryType === 'exam' && line.categoryId === attemptId)
  if (item) await examsRepo.linkLine(r.tx, attemptId, item.id)
}

/** The year of the last June 30 (annual fee due date) on or before today. */
export function lastDueYear(today: Day): number {
  const year = Number(today.slice(0, 4))
  return today >= `${year}-06-30` ? year : year - 1
}

/** The reporting period containing today and the one before it. */
export function periods(today: Day) {
  const current = reportingPeriodOn(today)
  const previous = reportingPeriodOn(addDaysToDay(current.startsOn, -1))
  return { current, previous }
}

/** The day `fraction` of the way through a period, never after today. */
export function dayIn(period: { startsOn: Day; endsOn: Day }, fraction: number, today: Day): Day {
  const last = earlierDay(period.endsOn, today)
  return addDaysToDay(period.startsOn, Math.floor(daysBetween(period.startsOn, last) * fraction))
}
