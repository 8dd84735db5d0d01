/**
 * CEU test builders, written through the ceus module's repo (the one way a test outside that
 * module makes a group CEU or an individual CEU): a certificant reporting in the current
 * period, an approved group CEU with its completion code.
 */
import { easternDay } from '@portal/contracts'
import { desc, eq, lte } from 'drizzle-orm'
import { creditTypes, reportingPeriods } from '../src/db/schema'
import { ceusRepo, type NewIndividualCeu } from '../src/modules/ceus/ceus.repo'
import { groupCeusRepo, type NewGroupCeu } from '../src/modules/ceus/group-ceus.repo'
import { heldCertification } from './certification-fixtures'
import { createUser, type TestApp } from './harness'

export const GENERAL = 'General'
export const ETHICS = 'Ethics and/or Standards of Practice'

export async function creditTypeId(t: TestApp, name: string = GENERAL): Promise<number> {
  const [row] = await t.database.db.select().from(creditTypes).where(eq(creditTypes.name, name))
  if (!row) throw new Error(`fixture: no credit type ${name}`)
  return row.id
}

/** The reporting period that has started last (the current one), or the one named. */
export async function reportingPeriod(t: TestApp, name?: string) {
  const [row] = name
    ? await t.database.db.select().from(reportingPeriods).where(eq(reportingPeriods.name, name))
    : await t.database.db
        .select()
        .from(reportingPeriods)
        .where(lte(reportingPeriods.startsOn, easternDay(t.clock.now())))
        .orderBy(desc(reportingPeriods.startsOn))
        .limit(1)
  if (!row) throw new Error(`fixture: no reporting period ${name ?? '(current)'}`)
  return row
}

let sponsors = 0
/**
 * An approved group CEU (a sponsor's pre-approved program) with its completion code; the sponsor
 * is a new user unless `userId` is given.
 */
export async function approvedGroupCeu(
  t: TestApp,
  values: Partial<Omit<NewGroupCeu, 'creditTypeId'>> & { completionCode: string; creditType?: string },
) {
  const { creditType, ...rest } = values
  const today = easternDay(t.clock.now())
  const userId = values.userId ?? (await createUser(t, { firstName: 'Sponsor', lastName: `S${sponsors++}` })).id
  return groupCeusRepo.insert(t.database.db, {
    credits: 6,
    programTitle: 'Financial Wellness Summit',
    sponsor: 'Financial Wellness Institute',
    programDescription: 'Two days of sessions on counseling practice.',
    programAgenda: 'Day 1: budgeting; Day 2: credit counseling.',
    contactEmail: 'ceu@fwi.example.org',
    startDate: today,
    endDate: today,
    status: 'approved',
    approved: true,
    ...rest,
    userId,
    creditTypeId: await creditTypeId(t, creditType),
  })
}

let certificants = 0
/** A user holding an AFC certification whose reporting period is the current one (or the one named). */
export async function certificant(
  t: TestApp,
  options: { period?: string; status?: 'good_standing' | 'lapsed_ceus'; certifiedOn?: string } = {},
) {
  const user = await createUser(t, { firstName: 'Cory', lastName: `Certified${certificants++}` })
  const period = await reportingPeriod(t, options.period)
  await heldCertification(t, user.id, {
    certifiedOn: options.certifiedOn ?? '2019-05-01',
    status: options.status ?? 'good_standing',
    reportingPeriodId: period.id,
  })
  const client = t.client()
  await client.login(user.email)
  return { user, client, period }
}

/** An individual CEU written directly (its rules not applied): for lists and cards. */
export async function individualCeu(
  t: TestApp,
  values: Omit<NewIndividualCeu, 'creditTypeId'> & { creditType?: string },
) {
  const { creditType, ...rest } = values
  return ceusRepo.insertIndividual(t.database.db, { ...rest, creditTypeId: await creditTypeId(t, creditType) })
}
