/**
 * An experience entry staff already approved, written through the experience module's own insert
 * (the one way a test outside that module gives a registration approved hours).
 */
import { serviceTypes } from '../src/db/schema'
import { experiencesRepo, type NewExperience } from '../src/modules/experience/experiences.repo'
import type { WithDatabase } from './harness'

export async function approvedExperience(
  t: WithDatabase,
  registrationId: number,
  values: Partial<Pick<NewExperience, 'hours' | 'organization' | 'description' | 'startDate' | 'endDate'>> = {},
) {
  const [type] = await t.database.db.select({ id: serviceTypes.id }).from(serviceTypes).limit(1)
  if (!type) throw new Error('fixture: service types are not seeded')
  return experiencesRepo.insert(t.database.db, {
    registrationId,
    serviceTypeId: type.id,
    organization: 'Riverside Credit Union',
    hours: 1000,
    supervisorName: 'Sam Supervisor',
    supervisorEmail: 'sam@example.org',
    supervisorPhone: '555-0100',
    description: 'One-on-one financial counseling sessions',
    startDate: '2024-01-02',
    endDate: '2026-06-30',
    approved: true,
    ...values,
  })
}
