/**
 * The writes buying certification items makes to registrations and extensions (their tables are
 * in db/schema/certification.ts). The registrations feature will add its reads and writes here.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { extensions, registrations } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export const registrationsRepo = {
  /** A pre-registration whose fee is paid goes to registration review. */
  async submitForReview(tx: DbOrTx, registrationId: number) {
    await tx
      .update(registrations)
      .set({ status: 'registration_approval' })
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'pre_registration')))
  },

  /** A paid extension request goes to the extension review queue. */
  async submitExtension(tx: DbOrTx, userId: number, extensionId: number, submittedAt: Date) {
    await tx
      .update(extensions)
      .set({ submittedAt })
      .where(and(eq(extensions.id, extensionId), eq(extensions.userId, userId), isNull(extensions.submittedAt)))
  },

  /** Removes a registration that was never paid for; its line items go with it (cascade). */
  async removePreRegistration(tx: DbOrTx, userId: number, registrationId: number) {
    await tx
      .delete(registrations)
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.userId, userId),
          eq(registrations.status, 'pre_registration'),
        ),
      )
  },
}
