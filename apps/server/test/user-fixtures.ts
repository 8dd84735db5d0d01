/**
 * Staff's flags and notes on a user, written through the users module's own inserts (the one way
 * a test or a browser journey gives a user a flag or a note without the profile's screens).
 */
import { usersRepo } from '../src/modules/users/users.repo'
import type { WithDatabase } from './harness'

export async function flagUser(
  t: WithDatabase,
  userId: number,
  flag: { reason: string; note?: string | null; active?: boolean; createdById: number; at?: Date },
) {
  return usersRepo.insertFlag(t.database.db, {
    userId,
    reason: flag.reason,
    note: flag.note ?? null,
    active: flag.active ?? true,
    createdById: flag.createdById,
    at: flag.at ?? new Date(),
  })
}

export async function noteOnUser(t: WithDatabase, userId: number, note: { note: string; authorId: number; at?: Date }) {
  return usersRepo.insertNote(t.database.db, {
    userId,
    authorId: note.authorId,
    note: note.note,
    at: note.at ?? new Date(),
  })
}
