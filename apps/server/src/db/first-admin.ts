/**
 * The first admin of a production portal (docs/operations.md): production seeds no demo accounts,
 * and no account ever gets a default password. `npm run admin:create` makes the account an admin
 * (creating it when the address is new, with a password nobody knows) and answers a single-use link
 * to choose the password: the password reset's own link and rules (RESET_LINK_MINUTES).
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from '@portal/contracts'
import { users } from './schema'
import type { Db } from '../platform/db/database'
import { hashPassword } from '../platform/security/passwords'
import { hashToken, randomToken } from '../platform/security/tokens'
import { authRepo } from '../modules/auth/auth.repo'
import { RESET_LINK_MINUTES } from '../modules/auth/auth.jobs'
import { recordAudit } from '../platform/audit/audit'

export const FirstAdmin = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email({ error: 'must be an e-mail address' })),
  firstName: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
})
export type FirstAdmin = z.infer<typeof FirstAdmin>

export async function createFirstAdmin(
  db: Db,
  input: z.input<typeof FirstAdmin>,
  options: { appUrl: string; now: Date },
): Promise<{ userId: number; created: boolean; link: string }> {
  const admin = FirstAdmin.parse(input)
  const token = randomToken()
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users) // The same address whatever its case (users_email_lower_key).
      .where(sql`lower(${users.email}) = ${admin.email}`)
    let userId = existing?.id
    if (userId === undefined) {
      // A password nobody knows (and that is never shown): the account opens only through the link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
      const [row] = await tx
        .insert(users)
        .values({ ...admin, role: 'admin', passwordHash })
        .returning({ id: users.id })
      if (!row) throw new Error('the account was not created')
      userId = row.id
    } else {
      await tx.update(users).set({ role: 'admin', updatedAt: options.now }).where(eq(users.id, userId))
    }
    await authRepo.invalidatePasswordResets(tx, userId, options.now)
    await authRepo.insertPasswordReset(tx, {
      userId,
      tokenHash: hashToken(token),
      createdAt: options.now,
      expiresAt: new Date(options.now.getTime() + RESET_LINK_MINUTES * 60_000),
    })
    await recordAudit(tx, {
      action: 'auth.admin_created',
      subjectType: 'user',
      subjectId: userId,
      details: { created: existing === undefined, by: 'npm run admin:create' },
    })
    return {
      userId,
      created: existing === undefined,
      link: `${options.appUrl}/password/reset/${token}?email=${encodeURIComponent(admin.email)}`,
    }
  })
}
