/**
 * A membership record a test user already holds, written through the membership module's own
 * insert (the one way a test outside that module gives a user a membership term).
 */
import type { Day } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { membershipTypes } from '../src/db/schema'
import { membershipRepo } from '../src/modules/membership/membership.repo'
import type { WithDatabase } from './harness'

export async function membershipRecord(
  t: WithDatabase,
  userId: number,
  term: {
    startsOn: Day | string
    endsOn: Day | string
    approved?: boolean
    key?: 'professional' | 'student' | 'emeritus'
  },
): Promise<void> {
  const key = term.key ?? 'professional'
  const [type] = await t.database.db.select().from(membershipTypes).where(eq(membershipTypes.key, key))
  if (!type) throw new Error(`fixture: no ${key} membership type`)
  await membershipRepo.insertRecord(t.database.db, {
    userId,
    membershipTypeId: type.id,
    startsOn: term.startsOn,
    endsOn: term.endsOn,
    ...(term.approved === undefined ? {} : { approved: term.approved }),
  })
}
