import type { ProfileTab } from '../../../lib/profile-tabs'

/** The user profile's Registrations tab (UserRegistrationsPage). */
export const registrationsProfileTab: ProfileTab = {
  path: '/admin/users/:userId/registrations',
  label: 'Registrations',
  order: 10,
}
