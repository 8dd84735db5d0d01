/**
 * The CEU card (spec 2 §2.11, spec 3 CEU card): a user's credits of a reporting period that has
 * started (US Eastern), by credit type against the minimums and the certification's total, and
 * what stands between them and renewal (beyond the spec: earned against each minimum, pending
 * credits that would close the gap if approved, the days left). `progressOf` is the one
 * computation of a period's CEU numbers: the card and the dashboard read it.
 */
import {
  CEU_STATUS_LABELS,
  ceuProgress,
  daysLeftInPeriod,
  easternDay,
  reportingPeriodChoices,
  type CeuPeriodData,
  type CeuProgress,
} from '@portal/contracts'
import type { DbOrTx } from '../../platform/db/database'
import { readAll } from '../../platform/db/reads'
import { notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { Infrastructure } from '../../platform/infrastructure'
import { ceusPolicy as policy } from './ceus.policy'
import { ceusRepo as repo } from './ceus.repo'
import { periodOption } from './individual-ceus.service'

/**
 * A period's CEU numbers for a user: their credits counted by `ceuProgress` against the credit
 * types' minimums and the largest current requirement of the certifications given. Needs no
 * other module: the dashboard is handed it as a port.
 */
export async function progressOf(
  db: DbOrTx,
  input: { userId: number; reportingPeriodId: number; certificationIds: number[]; today: string },
): Promise<{ progress: CeuProgress; credits: Awaited<ReturnType<typeof repo.periodCredits>> }> {
  const [credits, types, total] = await readAll(db, [
    () => repo.periodCredits(db, input.userId, input.reportingPeriodId),
    () => repo.creditTypes(db),
    () => repo.requiredCredits(db, input.certificationIds, input.today),
  ])
  const progress = ceuProgress({
    total,
    minimums: types.map((type) => ({ creditTypeId: type.id, name: type.name, minimum: type.minimum })),
    credits,
  })
  return { progress, credits }
}
export type CeuProgressReader = typeof progressOf

export function createCeuCardService(deps: Pick<Infrastructure, 'db' | 'clock'>) {
  const { db, clock } = deps

  async function card(userId: number, reportingPeriodId: number): Promise<CeuPeriodData> {
    const today = easternDay(clock.now())
    const [period, certifications, started] = await readAll(db, [
      () => repo.period(db, reportingPeriodId),
      () => repo.certificationsOf(db, userId),
      () => repo.startedPeriods(db, today),
    ])
    if (!period || period.start > today) throw notFound()
    const reportable = certifications.filter((certification) => certification.reportable)
    const current = reportingPeriodChoices(reportable, today).at(-1) ?? null
    // The periods since the user was first certified (at least the current one and the one asked for).
    const firstCertified = reportable.map((certification) => certification.certifiedOn).sort()[0]
    const periods = started.filter(
      (choice) =>
        choice.id === period.id ||
        choice.id === current?.id ||
        (firstCertified !== undefined && choice.end >= firstCertified),
    )
    const { progress, credits } = await progressOf(db, {
      userId,
      reportingPeriodId: period.id,
      certificationIds: reportable.map((certification) => certification.certificationId),
      today,
    })
    return {
      reportingPeriod: periodOption(period),
      currentReportingPeriod: current && periodOption(current),
      reportingPeriods: periods.map(periodOption),
      credits: credits.map((credit) => ({
        id: credit.id,
        programTitle: credit.programTitle,
        sponsor: credit.sponsor,
        credits: credit.credits,
        completionDate: credit.completionDate,
        approved: credit.approved,
        status: credit.status,
        statusLabel: CEU_STATUS_LABELS[credit.status],
        creditTypeId: credit.creditTypeId,
        preapproved: credit.preapprovedCreditId !== null,
      })),
      minimums: progress.byType.map(({ creditTypeId, name, minimum }) => ({ creditTypeId, name, minimum })),
      total: progress.total,
      earned: progress.completed,
      approvedCredits: progress.earned,
      pending: progress.pending,
      remaining: progress.remaining,
      pendingClosesGap: progress.pendingClosesGap,
      byType: progress.byType,
      daysLeft: daysLeftInPeriod(period.end, today),
      canAdd: current !== null,
    }
  }

  return {
    /** GET /api/ceus/{reportingPeriodId}: the actor's own card. */
    mine: (actor: Actor, reportingPeriodId: number) => card(actor.id, reportingPeriodId),
    /** GET /api/admin/user/{userId}/ceus/{reportingPeriodId}. */
    async ofUser(actor: Actor, userId: number, reportingPeriodId: number) {
      policy.assert(actor, 'read', { userId })
      return card(userId, reportingPeriodId)
    },
  }
}
export type CeuCardService = ReturnType<typeof createCeuCardService>
