import type { ProfileTab } from '../../lib/profile-tabs'

/** The user profile's Payments tab: not built yet, so it says what it will hold. */
export const paymentsProfileTab: ProfileTab = {
  path: '/admin/users/:userId/payments',
  label: 'Payments',
  order: 60,
  placeholder:
    "This user's payments will be listed here: each transaction's date, amount, items and method, with its receipt.",
}
