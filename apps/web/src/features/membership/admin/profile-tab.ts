import type { ProfileTab } from '../../../lib/profile-tabs'

/** The user profile's Memberships tab (UserMembershipsPage). */
export const membershipsProfileTab: ProfileTab = {
  path: '/admin/users/:userId/memberships',
  label: 'Memberships',
  order: 30,
}
