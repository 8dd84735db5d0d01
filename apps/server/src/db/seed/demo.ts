import { eq } from 'drizzle-orm'
import { appState, users } from '../schema'
import type { Db } from '../../platform/db/database'
import { hashPassword } from '../../platform/security/passwords'

/** The password of every demo account. Demo data never exists in production mode. */
export const DEMO_PASSWORD = 'portal-demo-2026'

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.org', firstName: 'Avery', lastName: 'Admin', role: 'admin' as const },
  { email: 'member@example.org', firstName: 'Morgan', lastName: 'Member', role: 'member' as const },
]

const SEEDED_KEY = 'demo_seeded_at'

/** Idempotent: running it twice changes nothing; existing accounts are not touched. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        ...account,
        passwordHash,
        agreeTos: true,
        passwordChangedAt: new Date(),
      })),
    )
    .onConflictDoNothing()
}

/** Seeds demo data on the first start only, so staff deleting a demo row is respected. */
export async function seedDemoOnFirstStart(db: Db): Promise<boolean> {
  const [state] = await db.select().from(appState).where(eq(appState.key, SEEDED_KEY))
  if (state) return false
  await seedDemo(db)
  await db.insert(appState).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing()
  return true
}
