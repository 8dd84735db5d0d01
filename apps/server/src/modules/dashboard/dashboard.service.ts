/**
 * The portal dashboard (spec 1 §2.3-2.5, spec 2 §2.1-2.2): gathers one user's facts from their
 * records and hands them to the card rules of `@portal/contracts` (dashboard/), so the page
 * receives each card's variant already chosen. Owns nothing but the user's announcement
 * dismissal time; active membership comes from the users reader (the profile module's one rule).
 */
import {
  avatarUrl,
  certificationCard,
  easternDay,
  enrolledTrainings,
  essentialsCard,
  formatDate,
  htmlToText,
  isAfccCertificant,
  isExamCoveredByFellowship,
  isCourseLinkEnabled,
  locationLine,
  membershipCard,
  myAfcpeProfileRows,
  positionLine,
  registrationBadgeOf,
  registrationCard,
  sentBackOf,
  DashboardMessages as M,
  type Dashboard,
  type RegistrationFacts,
  type TrainingRegistrationFacts,
} from '@portal/contracts'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/db/database'
import { unauthenticated } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { EventsService } from '../events/events.service'
import type { UsersReader } from '../users/users.service'
import type { CeuProgressReader } from '../ceus/ceu-card.service'
import { dashboardRepo as repo, type DashboardRegistrationRow } from './dashboard.repo'

export type DashboardService = ReturnType<typeof createDashboardService>

/** Spec 1 §9: the events card fetches 10 events. */
export const DASHBOARD_EVENT_COUNT = 10

export function createDashboardService(deps: {
  db: Db
  clock: Clock
  /** The events card shows the events module's dashboard selection (GET /api/events/upcoming?dashboard). */
  events: Pick<EventsService, 'listUpcomingEvents'>
  users: Pick<UsersReader, 'hasValidMembership'>
  /** A reporting period's CEU numbers: the ceus module's one computation (the CEU card's too). */
  ceuProgress: CeuProgressReader
}) {
  const { db, clock, users } = deps

  /** Each certification's CEU numbers: completed of required in its current period (null when it reports none). */
  async function creditsOf(
    userId: number,
    row: { certificationId: number; reportable: boolean; reportingPeriodId: number | null },
    today: string,
  ): Promise<{ earnedCredits: number | null; requiredCredits: number | null }> {
    if (!row.reportable || row.reportingPeriodId === null) return { earnedCredits: null, requiredCredits: null }
    const { progress } = await deps.ceuProgress(db, {
      userId,
      reportingPeriodId: row.reportingPeriodId,
      certificationIds: [row.certificationId],
      today,
    })
    return progress.total > 0
      ? { earnedCredits: progress.completed, requiredCredits: progress.total }
      : { earnedCredits: null, requiredCredits: null }
  }

  /** The facts of the latest certification registration the card rules read. */
  async function registrationFactsOf(row: DashboardRegistrationRow): Promise<RegistrationFacts> {
    const [items, attempts, prices, takenCount, extension, reviews] = await Promise.all([
      repo.registrationLineItems(db, row.id),
      repo.examAttempts(db, row.id),
      row.certificationId ? repo.examPrices(db, row.certificationId) : Promise.resolve(undefined),
      repo.practiceExamsTaken(db, row.id),
      repo.latestExtension(db, row.id),
      row.status === 'pre_registration' ? repo.latestReviews(db, row.id) : Promise.resolve([]),
    ])
    const unpaidInCart = (type: string) =>
      items.some((item) => item.categoryType === type && !item.isPaid && item.showInCart)
    return {
      id: row.id,
      certificationId: row.certificationId ?? 0,
      name: row.certificationName ?? '',
      status: row.status,
      expirationStatus: row.expirationStatus,
      deadline: row.deadline,
      requiredHours: row.requiredHours,
      approvedHours: row.approvedHours,
      isFeeInCart: unpaidInCart('registration_fee'),
      isCodeOfEthicsSigned: Boolean(row.codeOfEthicsSignature),
      exam: {
        attempts: attempts.map((a) => ({ isPaid: a.isPaid, result: a.result, priceCents: a.unpaidPriceCents })),
        priceCents: prices?.priceCents ?? 0,
        retakePriceCents: prices?.retakePriceCents ?? 0,
        isCoveredByFellowship: isExamCoveredByFellowship(row),
      },
      practiceExam: {
        isPurchased: items.some((item) => item.categoryType === 'practice_exam' && item.isPaid),
        isInCart: unpaidInCart('practice_exam'),
        takenCount,
      },
      extension: extension
        ? {
            isInCart: extension.isInCart,
            approved: extension.approved,
            decisionMessage: extension.decisionMessage && htmlToText(extension.decisionMessage),
          }
        : null,
      sentBack: sentBackOf(
        row.status,
        reviews.map((review) => ({ ...review, message: review.message && htmlToText(review.message) })),
      ),
    }
  }

  function trainingFactsOf(row: DashboardRegistrationRow, trainingId: number): TrainingRegistrationFacts {
    return {
      trainingId,
      name: row.trainingName ?? '',
      status: row.status,
      deadline: row.deadline,
      isIndependentTrainer: row.isIndependentTrainer ?? false,
      hasLearningPlatformSection: Boolean(row.extra.brightspaceSection),
      isRemovedFromLearningPlatform: row.extra.brightspaceRemoval === true,
    }
  }

  async function upcomingEvents(actor: Actor) {
    const query = { limit: DASHBOARD_EVENT_COUNT, page: 1, sort: [], filter: [], dashboard: true }
    const { data } = await deps.events.listUpcomingEvents(actor, query)
    return data.map((event) => ({
      id: event.id,
      name: event.name,
      type: event.type,
      typeLabel: event.typeLabel,
      date: event.date,
      when: event.type === 'on_demand' ? M.onDemand : formatDate(event.date),
      image: event.image,
      ceus: event.ceus,
    }))
  }

  return {
    async getDashboard(actor: Actor): Promise<Dashboard> {
      const now = clock.now()
      const today = easternDay(now)
      const user = await repo.findUser(db, actor.id)
      if (!user) throw unauthenticated()
      const [
        certificationRows,
        registrationRows,
        isActiveMember,
        currentMembership,
        membershipInCart,
        pendingMembership,
        trainingRows,
        catalog,
        announcement,
        events,
      ] = await Promise.all([
        repo.certifications(db, user.id),
        repo.registrations(db, user.id),
        users.hasValidMembership(db, user.id, now),
        repo.currentMembership(db, user.id, today),
        repo.membershipInCart(db, user.id),
        repo.pendingMembershipRequest(db, user.id),
        repo.userTrainings(db, user.id),
        repo.trainingCatalog(db),
        repo.announcement(db, now, user.announcementHiddenAt),
        upcomingEvents(actor),
      ])

      const latestCertificationRegistration = registrationRows.find((r) => r.certificationId !== null)
      const registration =
        latestCertificationRegistration && latestCertificationRegistration.status !== 'complete'
          ? await registrationFactsOf(latestCertificationRegistration)
          : null

      const trainingRegistrations = registrationRows.flatMap((row) =>
        row.trainingId === null ? [] : [trainingFactsOf(row, row.trainingId)],
      )
      const heldTrainings = trainingRows.filter((t) => !t.revoked)
      const completedIds = new Set(heldTrainings.map((t) => t.trainingId))

      const credits = await Promise.all(certificationRows.map((c) => creditsOf(user.id, c, today)))
      const certification = certificationCard({
        today,
        registration,
        certifications: certificationRows.map((c, index) => ({
          name: c.name,
          key: c.key,
          status: c.status,
          reportingPeriodEnd: c.reportingPeriodEnd,
          earnedCredits: credits[index]?.earnedCredits ?? null,
          requiredCredits: credits[index]?.requiredCredits ?? null,
        })),
      })
      const membership = membershipCard({
        today,
        isActive: isActiveMember,
        current: currentMembership ?? null,
        inCart: membershipInCart ?? null,
        pending: pendingMembership ?? null,
      })
      const essentials = essentialsCard({
        today,
        userTrainings: heldTrainings,
        registrations: trainingRegistrations,
        catalog,
      })

      // The profile's badge reads the registration's card, whatever card the dashboard shows.
      const registrationBadge = registration ? registrationBadgeOf(registrationCard(registration, today)) : null
      const inProgress =
        registration && registrationBadge ? { name: registration.name, badge: registrationBadge } : null
      const myAfcpeProfile = myAfcpeProfileRows({
        isActiveMember,
        certifications: certificationRows.map((c) => ({ name: c.name, status: c.status })),
        completedTrainings: heldTrainings.map((t) => ({ name: t.name, accredibleUrl: t.accredibleUrl })),
        enrolledTrainings: enrolledTrainings(trainingRegistrations, completedIds).map((t) => ({
          name: t.name,
          isLinkEnabled: isCourseLinkEnabled(t, today),
        })),
        inProgressRegistration: inProgress,
      })

      return {
        certification,
        membership,
        essentials,
        profile: {
          userId: user.id,
          // The avatar feature's one URL rule (GET /api/user/avatar/{userId}, versioned).
          avatarUrl: avatarUrl(user.id, user.avatarKey),
          firstName: user.firstName,
          lastName: user.lastName,
          fullName: [user.firstName, user.middleName, user.lastName]
            .map((part) => part?.trim())
            .filter(Boolean)
            .join(' '),
          location: user.hasAddress ? locationLine(user) : null,
          position: positionLine(user.jobTitle, user.organization),
          workPhone: user.workPhone,
          homePhone: user.homePhone,
          email: user.email,
          website: user.website,
          isAfccCertificant: isAfccCertificant(certificationRows),
          myAfcpeProfile,
        },
        announcement: announcement ?? null,
        events,
      }
    },

    /** Dismisses the banner: announcements published before now no longer show to this user. */
    async hideAnnouncement(actor: Actor): Promise<{ ok: true }> {
      await repo.hideAnnouncements(db, actor.id, clock.now())
      return { ok: true }
    },
  }
}
