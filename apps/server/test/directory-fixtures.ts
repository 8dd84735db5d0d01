/**
 * Members of the directory for API tests: a user with a primary address, chosen areas of
 * expertise and a membership record, each part switchable so a test can build every reason a
 * person is or is not listed.
 */
import { addDaysToDay, easternDay, type Day } from '@portal/contracts'
import { eq, inArray } from 'drizzle-orm'
import {
  addresses,
  areasOfExpertise,
  membershipTypes,
  userAreasOfExpertise,
  userMemberships,
  users,
} from '../src/db/schema'
import { createUser, type TestApp } from './harness'

export type MembershipState = 'valid' | 'expired' | 'unapproved' | 'future' | 'endsToday' | 'startsToday' | 'none'

export interface DirectoryMemberValues extends Partial<typeof users.$inferInsert> {
  address?: Partial<typeof addresses.$inferInsert>
  expertise?: string[]
  membership?: MembershipState
}

function termOf(state: Exclude<MembershipState, 'none'>, today: Day) {
  const day = (days: number) => addDaysToDay(today, days)
  switch (state) {
    case 'valid':
      return { startsOn: day(-30), endsOn: day(334), approved: true }
    case 'expired':
      return { startsOn: day(-365), endsOn: day(-1), approved: true }
    case 'unapproved':
      return { startsOn: day(-30), endsOn: day(334), approved: false }
    case 'future':
      return { startsOn: day(1), endsOn: day(365), approved: true }
    case 'endsToday':
      return { startsOn: day(-364), endsOn: today, approved: true }
    case 'startsToday':
      return { startsOn: today, endsOn: day(364), approved: true }
  }
}

/** A consenting member with a valid membership and a primary address unless told otherwise. */
export async function createDirectoryMember(t: TestApp, values: DirectoryMemberValues = {}) {
  const { address: addressValues, expertise = [], membership = 'valid', ...userValues } = values
  const db = t.database.db
  const user = await createUser(t, { directoryConsent: true, ...userValues })
  const [address] = await db
    .insert(addresses)
    .values({
      userId: user.id,
      name: 'Office',
      addressLine1: `${user.id} Hidden Line Rd`,
      city: 'Columbus',
      state: 'OH',
      zip: `4${String(user.id).padStart(4, '0')}`,
      ...addressValues,
    })
    .returning()
  if (!address) throw new Error('address insert returned nothing')
  await db.update(users).set({ primaryAddressId: address.id }).where(eq(users.id, user.id))
  if (expertise.length > 0) {
    const areas = await db.select().from(areasOfExpertise).where(inArray(areasOfExpertise.name, expertise))
    await db.insert(userAreasOfExpertise).values(areas.map((area) => ({ userId: user.id, areaOfExpertiseId: area.id })))
  }
  if (membership !== 'none') {
    const [type] = await db.select({ id: membershipTypes.id }).from(membershipTypes).limit(1)
    if (!type) throw new Error('no membership type seeded')
    const term = termOf(membership, easternDay(t.clock.now()))
    await db.insert(userMemberships).values({ userId: user.id, membershipTypeId: type.id, ...term })
  }
  return { user: { ...user, primaryAddressId: address.id }, address }
}

/** The id of an area of expertise of the base catalogue, by name. */
export async function areaOfExpertiseId(t: TestApp, name: string): Promise<number> {
  const [area] = await t.database.db
    .select({ id: areasOfExpertise.id })
    .from(areasOfExpertise)
    .where(eq(areasOfExpertise.name, name))
  if (!area) throw new Error(`no area of expertise "${name}"`)
  return area.id
}
