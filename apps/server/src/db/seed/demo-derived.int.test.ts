import { eq } from 'drizzle-orm'
import {
  expirationStatusOf,
  preRegistrationStepApplies,
  preRegistrationStepNumber,
  type RegistrationDetail,
  type StepFacts,
} from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness'
import { experiencesRepo } from '../../modules/experience/experiences.repo'
import { settledExperienceStatus } from '../../modules/experience/experiences.service'
import { deadlinesRepo } from '../../modules/registrations/deadlines.repo'
import { latestRequestState, reachableStep, stageOf } from '../../modules/registrations/registration-core'
import { registrations, users } from '../schema'
import { seedBase } from './base'
import { DEMO_PASSWORD, seedDemo } from './demo'
import { relativeDates } from './support'

/**
 * The demo seed writes its rows directly, not through the modules, so nothing but this check
 * keeps a persona's stored states in step with its stored facts. For every registration of the
 * demo, each state is recomputed from the facts with the server's own rules, and a difference
 * names the persona's e-mail and the field:
 *
 * - `status`: what the experience entries settle it in (`settledExperienceStatus`, which
 *   experiences.service's `settleStatus` writes after every change to them);
 * - `expirationStatus`: from the deadline and the latest extension request, as registration-core's
 *   `refreshExpiration` writes it (`expirationStatusOf`, `latestRequestState`, the facts read by
 *   `deadlinesRepo.registrationProgram`; certification registrations, whose status it refreshes);
 * - `stage`: `stageOf` of the status and step, a stage the wizard only reaches where its rules let
 *   it finish the step (registrations.service `finish`): pathway approval where the pathway has
 *   a Pathway Review step, registration approval once Pay & Review is reachable (`reachableStep`),
 *   with the step facts the server gives for the registration.
 */

const TODAY = '2026-11-22'
let t: TestApp

interface Disagreement {
  persona: string
  registration: number
  field: 'status' | 'expirationStatus' | 'stage'
  stored: string
  recomputed: string
}

beforeAll(async () => {
  t = await createTestApp()
  // The app's today is the seed's, so what the server reads (a valid membership) matches.
  t.clock.advance(relativeDates(TODAY).at(TODAY, 12).getTime() - t.clock.now().getTime())
  await seedBase(t.database.db, { today: TODAY })
  await seedDemo(t.database.db, { today: TODAY })
})
afterAll(async () => {
  await t.close()
})

/** What the stage needs of the step facts, or null when the wizard reaches it there. */
function unreachableStage(stage: ReturnType<typeof stageOf>, step: number, facts: StepFacts): string | null {
  if (stage === 'pathway_approval' && !preRegistrationStepApplies('pathway_review', facts)) {
    return `not pathway_approval: the ${facts.pathwayKey ?? 'missing'} pathway has no Pathway Review step`
  }
  const payReview = preRegistrationStepNumber('pay_review')
  if (stage === 'registration_approval' && reachableStep(step, facts) < payReview) {
    return `not registration_approval: Pay & Review (step ${payReview}) is not reached at step ${step}`
  }
  return null
}

describe('the demo personas', () => {
  it('hold the states their facts give, by the server’s rules, in every registration', async () => {
    const db = t.database.db
    const admin = t.client()
    await admin.login('admin@example.org', DEMO_PASSWORD)
    const rows = await db
      .select({ registration: registrations, email: users.email })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .orderBy(registrations.id)
    expect(rows.length).toBeGreaterThan(20)

    const disagreements: Disagreement[] = []
    for (const { registration, email } of rows) {
      const differ = (field: Disagreement['field'], stored: string, recomputed: string) => {
        if (stored !== recomputed) {
          disagreements.push({ persona: email, registration: registration.id, field, stored, recomputed })
        }
      }

      const entries = await experiencesRepo.ofRegistration(db, registration.id)
      differ('status', registration.status, settledExperienceStatus(registration, entries))

      const expiry = await deadlinesRepo.registrationProgram(db, registration.id)
      if (expiry) {
        const recomputed = expirationStatusOf({ ...expiry, today: TODAY, extension: latestRequestState(expiry) })
        differ('expirationStatus', expiry.expirationStatus, recomputed)
      }

      const stage = stageOf(registration)
      if (registration.certificationId !== null) {
        const response = await admin.get(`/api/registration/${registration.id}`)
        expect(response.statusCode, `${email}: registration ${registration.id}`).toBe(200)
        const detail = (response.json() as RegistrationDetail).registration
        const facts: StepFacts = {
          pathwayKey: detail.pathway?.key ?? null,
          requiresPreapproval: detail.pathway?.requiresPreapproval ?? false,
          isMemberOrPending: detail.isMemberOrPending,
          sellsExamUpfront: detail.sellsExamUpfront,
        }
        differ('stage', stage, unreachableStage(stage, registration.step, facts) ?? stage)
      }
    }
    expect(disagreements).toEqual([])
  })
})
