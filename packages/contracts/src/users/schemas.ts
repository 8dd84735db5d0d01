import { z } from '../zod'
import { text } from '../http/text'
import { FLAG_NOTE_MAX, FLAG_REASON_MAX, NOTE_MAX, SECU_ID_MAX, UserProfileMessages as M } from './messages'

const int = z.number().check(z.int())

/** Spec 3 §3 Flag: id, reason, note, active (active or resolved), createdAt. */
export const UserFlag = z.object({
  id: int,
  reason: z.string(),
  note: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
})
export type UserFlag = z.infer<typeof UserFlag>

/** An active flag as every staff review shows it (the red alert). */
export const ActiveFlag = z.object({ id: int, reason: z.string(), note: z.nullable(z.string()) })
export type ActiveFlag = z.infer<typeof ActiveFlag>

/** Spec 3 §3 Note: id, note, author (firstName, lastName), createdAt; updatedAt once edited. */
export const UserNote = z.object({
  id: int,
  note: z.string(),
  author: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type UserNote = z.infer<typeof UserNote>

export const UserFlags = z.object({ flags: z.array(UserFlag) })
export type UserFlags = z.infer<typeof UserFlags>
export const UserNotes = z.object({ notes: z.array(UserNote) })
export type UserNotes = z.infer<typeof UserNotes>

/**
 * The user as staff see them on the profile's Info tab: contact details, role, membership status
 * and secuId (spec 3 §2), and the active flags shown above everything else.
 */
export const AdminUserProfile = z.object({
  id: int,
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  suffix: z.nullable(z.string()),
  email: z.string(),
  role: z.string(),
  phones: z.object({ cell: z.nullable(z.string()), home: z.nullable(z.string()), work: z.nullable(z.string()) }),
  /** The primary address, one line per entry; null when none is on file. */
  address: z.nullable(z.array(z.string())),
  /** When the account was created (YYYY-MM-DD, Eastern). */
  accountCreatedOn: z.string(),
  /** The first day of the earliest approved membership record; null for someone never a member. */
  memberSince: z.nullable(z.string()),
  membership: z.object({
    /** A membership record covers today (spec 1 §6 "valid membership"). */
    valid: z.boolean(),
    /** The covering record's name and end, or the latest ended record's. */
    name: z.nullable(z.string()),
    end: z.nullable(z.string()),
  }),
  secuId: z.nullable(z.string()),
  activeFlags: z.array(ActiveFlag),
})
export type AdminUserProfile = z.infer<typeof AdminUserProfile>

const required = (max: number) => text().check(z.trim(), z.minLength(1, M.required), z.maxLength(max, M.tooLong(max)))

/** An empty secuId clears it. */
export const SecuIdBody = z.object({
  secuId: z.pipe(
    z.nullable(text().check(z.trim(), z.maxLength(SECU_ID_MAX, M.tooLong(SECU_ID_MAX)))),
    z.transform((value) => (value === null || value === '' ? null : value)),
  ),
})
export type SecuIdBody = z.input<typeof SecuIdBody>
export const SecuIdResult = z.object({ secuId: z.nullable(z.string()) })

export const NoteBody = z.object({ note: required(NOTE_MAX) })
export type NoteBody = z.input<typeof NoteBody>

export const FlagBody = z.object({
  reason: required(FLAG_REASON_MAX),
  note: z.pipe(
    z.optional(z.nullable(text().check(z.trim(), z.maxLength(FLAG_NOTE_MAX, M.tooLong(FLAG_NOTE_MAX))))),
    z.transform((value) => (value ? value : null)),
  ),
  active: z.boolean(),
})
export type FlagBody = z.input<typeof FlagBody>
