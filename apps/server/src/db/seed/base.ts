import { referrerContexts } from '../schema'
import type { Db, Tx } from '../../platform/db/database'
import { seedCatalog } from './catalog'
import { inLockedTransaction, seedToday, type SeedOptions } from './support'

/** Held while seeding, so instances starting together seed once (migrations use 4711001). */
const BASE_SEED_LOCK = 4711002

/**
 * Reference content every installation needs, demo or production: the visitor screens' copy and
 * the catalogue (see catalog.ts). Idempotent: existing rows (possibly edited by staff) are left
 * alone. `today` decides which reporting periods have started.
 */
export async function seedBase(db: Db, options: SeedOptions = {}): Promise<void> {
  await inLockedTransaction(db, BASE_SEED_LOCK, async (tx) => {
    await seedReferrerContexts(tx)
    await seedCatalog(tx, seedToday(options))
  })
}

async function seedReferrerContexts(tx: Tx): Promise<void> {
  await tx
    .insert(referrerContexts)
    .values([
      {
        pathPrefix: '/certifications-and-training',
        title: 'Become an Accredited Financial Counselor®',
        copy: 'Sign in or create a free account to start your AFC® certification: complete the education, log 1,000 hours of experience, pass the exam and commit to the Code of Ethics.',
        videoUrl: 'https://www.youtube.com/watch?v=afc-certification-overview',
      },
      {
        pathPrefix: '/certifications-and-training/trainings',
        title: 'Essentials Courses',
        copy: 'Sign in or create a free account to enroll in an essentials course and earn your certificate of completion.',
        videoUrl: null,
      },
      {
        pathPrefix: '/membership',
        title: 'Join the AFCPE community',
        copy: 'Sign in or create a free account to become a member: professional development, the member directory, member pricing on events and member-only resources.',
        videoUrl: null,
      },
      {
        pathPrefix: '/events',
        title: 'Events and webinars',
        copy: 'Sign in or create a free account to register for upcoming events and watch on-demand sessions that earn continuing-education credits.',
        videoUrl: null,
      },
      {
        pathPrefix: '/ceus',
        title: 'Report your continuing education',
        copy: 'Sign in to report CEUs for your certification and track your progress in the current reporting period.',
        videoUrl: null,
      },
    ])
    .onConflictDoNothing()
}
