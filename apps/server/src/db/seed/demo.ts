/**
 * Demo data (never in production): events and discount codes relative to today, and the demo
 * personas of personas/, one per journey, so every member and admin screen has something
 * to show. Prices and codes are demo values.
 *
 * Idempotent: running it twice changes nothing. Events and codes are inserted by natural key
 * (event name, discount code); a persona is created only when its e-mail is not taken yet, and
 * then all its records are written in the same transaction as the account.
 */
import { eq } from 'drizzle-orm'
import { appState, users } from '../schema'
import type { Db } from '../../platform/db/database'
import { hashPassword } from '../../platform/security/passwords'
import { loadCatalog } from './catalog'
import { seedDemoContent } from './demo-content'
import { DEMO_PERSONA_SEEDS } from './demo-personas'
import { PersonaRecords } from './persona-records'
import { inLockedTransaction, relativeDates, seedToday, type SeedOptions } from './support'

/** The password of every demo account. Demo data never exists in production mode. */
export const DEMO_PASSWORD = 'portal-demo-2026'

/** Every demo account: who it is and what signing in as it shows (README, tests). */
export const DEMO_PERSONAS = DEMO_PERSONA_SEEDS.map(({ email, firstName, lastName, role, shows }) => ({
  email,
  name: `${firstName} ${lastName}`,
  role,
  shows,
}))

const ADMIN_EMAIL = 'admin@example.org'
const SEEDED_KEY = 'demo_seeded_at'
const DEMO_SEED_LOCK = 4711003

/** Idempotent: running it twice changes nothing; existing accounts are not touched. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const today = seedToday(options)
  const content = await inLockedTransaction(db, DEMO_SEED_LOCK, (tx) => seedDemoContent(tx, today))
  const catalog = await loadCatalog(db)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  let adminId: number | null = null
  for (const persona of DEMO_PERSONA_SEEDS) {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: persona.email,
          firstName: persona.firstName,
          lastName: persona.lastName,
          role: persona.role,
          passwordHash,
          agreeTos: true,
          passwordChangedAt: relativeDates(today).at(today, 0),
        })
        .onConflictDoNothing()
        .returning()
      if (!user || !persona.records) return
      adminId ??= (await tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL)))[0]?.id ?? null
      await persona.records(new PersonaRecords(tx, user, catalog, today, adminId), content)
    })
  }
}

/** Seeds demo data on the first start only, so staff deleting a demo row is respected. */
export async function seedDemoOnFirstStart(db: Db): Promise<boolean> {
  const [state] = await db.select().from(appState).where(eq(appState.key, SEEDED_KEY))
  if (state) return false
  await seedDemo(db)
  await db.insert(appState).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing()
  return true
}
