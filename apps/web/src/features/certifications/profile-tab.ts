import type { ProfileTab } from '../../lib/profile-tabs'

/** The user profile's Certifications tab: not built yet, so it says what it will hold. */
export const certificationsProfileTab: ProfileTab = {
  path: '/admin/users/:userId/certifications',
  label: 'Certifications',
  order: 20,
  placeholder:
    "This user's certifications will be listed here: their status, reporting period and certificate, each opening for staff to edit.",
}
