import type { Page } from 'playwright-core'
import { addMonthsToDay, easternDay } from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import {
  certifications,
  experiences,
  pathwayTypes,
  registrations,
  serviceTypes,
  users,
} from '../../apps/server/src/db/schema'
import { hashPassword } from '../../apps/server/src/platform/security/passwords'
import type { PortalServer } from './server'

export const MEMBER_PASSWORD = 'journey-password-2031'
let passwordHash: Promise<string> | undefined

/**
 * A new member with nothing yet, written straight to the portal's database. The profile counts as
 * just reviewed, so the profile update prompt does not cover the dashboard of unrelated journeys;
 * pass `{ profileLastUpdated: null }` for a member who never updated it.
 */
export async function createMember(
  portal: PortalServer,
  firstName = 'Avery',
  values: Pick<Partial<typeof users.$inferInsert>, 'profileLastUpdated'> = {},
) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
  const [user] = await portal.database.db
    .insert(users)
    .values({
      firstName,
      lastName: 'Journey',
      email,
      passwordHash: await (passwordHash ??= hashPassword(MEMBER_PASSWORD)),
      profileLastUpdated: new Date(),
      ...values,
    })
    .returning()
  if (!user) throw new Error('user insert returned no row')
  return user
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, portal: PortalServer, email: string, password = MEMBER_PASSWORD) {
  await page.goto(`${portal.url}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(`${portal.url}/`)
}

/**
 * A new member whose AFC® registration (Self-Paced Study) staff have approved: in progress, with
 * its 36-month deadline and no exam attempt yet. Answers the member and the registration id.
 */
export async function createCandidate(portal: PortalServer, firstName: string) {
  const user = await createMember(portal, firstName)
  const db = portal.database.db
  const [pathway] = await db
    .select({ id: pathwayTypes.id, certificationId: pathwayTypes.certificationId })
    .from(pathwayTypes)
    .innerJoin(certifications, eq(certifications.id, pathwayTypes.certificationId))
    .where(and(eq(certifications.key, 'afc'), eq(pathwayTypes.key, 'education')))
  if (!pathway) throw new Error('the AFC Self-Paced Study pathway is not seeded')
  const today = easternDay()
  const [registration] = await db
    .insert(registrations)
    .values({
      userId: user.id,
      certificationId: pathway.certificationId,
      pathwayTypeId: pathway.id,
      status: 'in_progress',
      step: 10,
      enrolledOn: today,
      deadline: addMonthsToDay(today, 36),
      requiredHours: 1000,
      payExamFeeUpfront: false,
    })
    .returning({ id: registrations.id })
  if (!registration) throw new Error('registration insert returned no row')
  return { user, registrationId: registration.id }
}

/**
 * Staff-approved experience hours for a registration, and part of the professional information a
 * final application confirms (the experience and profile screens have journeys of their own).
 */
export async function completeExperienceAndProfile(portal: PortalServer, userId: number, registrationId: number) {
  const db = portal.database.db
  const [type] = await db.select({ id: serviceTypes.id }).from(serviceTypes).limit(1)
  if (!type) throw new Error('service types are not seeded')
  await db.insert(experiences).values({
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
  })
  await db
    .update(users)
    .set({
      organization: 'Riverside Credit Union',
      jobTitle: 'Financial Counselor',
      yearsOfService: '3-5',
    })
    .where(eq(users.id, userId))
}
