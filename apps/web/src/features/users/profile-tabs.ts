/** The profile tabs the users feature owns (lib/profile-tabs.ts; installed by app/profile-tabs.ts). */
import type { ProfileTab } from '../../lib/profile-tabs'

export const infoProfileTab: ProfileTab = { path: '/admin/users/:userId', label: 'Info', order: 0 }
export const notesProfileTab: ProfileTab = { path: '/admin/users/:userId/notes', label: 'Notes', order: 40 }
export const flagsProfileTab: ProfileTab = { path: '/admin/users/:userId/flags', label: 'Flags', order: 50 }
export const groupsProfileTab: ProfileTab = {
  path: '/admin/users/:userId/groups',
  label: 'Groups',
  order: 70,
  placeholder:
    "This user's groups will be listed here, with enrolment in a learning-platform course or a community group.",
}
export const mergeProfileTab: ProfileTab = {
  path: '/admin/users/:userId/merge',
  label: 'Merge',
  order: 80,
  placeholder:
    'Merging another account into this one will be done here: what moves shown side by side, then confirmed.',
}
