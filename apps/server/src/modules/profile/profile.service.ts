/**
 * The user's own profile: every change a user makes to their account record goes through here
 * and answers the updated user (the text-message opt-in so far).
 */
import type { CurrentUser } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../platform/db/database'
import type { Clock } from '../../platform/clock'
import type { Actor } from '../../platform/http/route'
import { unauthenticated } from '../../platform/http/errors'
import { toCurrentUser } from '../auth/auth.service'

export type ProfileService = ReturnType<typeof createProfileService>

export function createProfileService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** Opts in to text messages (spec 1 §2.7): the validated body has both boxes ticked. */
    async optInToTexts(actor: Actor, body: { cellPhone: string }): Promise<CurrentUser> {
      const [user] = await db
        .update(users)
        .set({ willText: true, agreeTos: true, cellPhone: body.cellPhone, updatedAt: clock.now() })
        .where(eq(users.id, actor.id))
        .returning()
      if (!user) throw unauthenticated()
      return toCurrentUser(user, actor.impersonatorId)
    },
  }
}
