/** The user profile's texts (spec 3 §2 User profile, §8). */
export const UserProfileMessages = {
  /** Spec 3 §8: a user update (the secuId) that failed. */
  updateFailed: 'There was a problem updating the user',
  required: 'Required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  noteSaved: 'Note saved',
  flagSaved: 'Flag saved',
  secuIdSaved: 'SecuId saved',
  noNotes: 'No notes yet.',
  noFlags: 'No flags yet.',
  activeFlagsTitle: 'Active flags',
} as const

export const NOTE_MAX = 5_000
export const FLAG_REASON_MAX = 200
export const FLAG_NOTE_MAX = 2_000
export const SECU_ID_MAX = 50
