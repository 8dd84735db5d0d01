import type { Page } from 'playwright-core'
import { users } from '../../apps/server/src/db/schema'
import { authRepo } from '../../apps/server/src/modules/auth/auth.repo'
import { profileRepo } from '../../apps/server/src/modules/profile/profile.repo'
import { hashPassword } from '../../apps/server/src/platform/security/passwords'
import { approvedExperience } from '../../apps/server/test/experience-fixtures'
import { approvedRegistration } from '../../apps/server/test/registration-fixtures'
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
 * its 36-month deadline and no exam attempt yet (the integration tests' builder,
 * `approvedRegistration`). Answers the member and the registration id.
 */
export async function createCandidate(portal: PortalServer, firstName: string) {
  const user = await createMember(portal, firstName)
  const registration = await approvedRegistration(portal, user.id, {
    pathway: 'education',
    values: { payExamFeeUpfront: false },
  })
  return { user, registrationId: registration.id }
}

/**
 * The profile update prompt answered a moment ago, so it does not open over a journey that is not
 * about it (it opens when the browser is idle, which on a busy machine can be after the page
 * looked settled). The prompt's own journey is in avatar.e2e.test.ts.
 */
export async function promptAnswered(portal: PortalServer, email: string) {
  const user = await authRepo.findUserByEmail(portal.database.db, email)
  if (!user) throw new Error(`no user ${email}`)
  await profileRepo.updateUser(portal.database.db, user.id, { profileUpdateModalShown: new Date() })
}

/**
 * Staff-approved experience hours for a registration, and part of the professional information a
 * final application confirms (the experience and profile screens have journeys of their own),
 * through the experience and profile modules' own writes.
 */
export async function completeExperienceAndProfile(portal: PortalServer, userId: number, registrationId: number) {
  await approvedExperience(portal, registrationId)
  await profileRepo.updateUser(portal.database.db, userId, {
    organization: 'Riverside Credit Union',
    jobTitle: 'Financial Counselor',
    yearsOfService: '3-5',
  })
}
