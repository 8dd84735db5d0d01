import { formatDate, type AdminUserProfile } from '@portal/contracts'

/** "Professional Membership, valid through 06/30/2026", "Expired 06/30/2024 (...)" or "No membership". */
export function membershipStatus(membership: AdminUserProfile['membership']): string {
  if (!membership.name || !membership.end) return 'No membership'
  return membership.valid
    ? `${membership.name}, valid through ${formatDate(membership.end)}`
    : `Expired ${formatDate(membership.end)} (${membership.name})`
}
