/**
 * The edit-profile sidebar shows a checkmark beside each of its six pages when the page's
 * required fields are filled in (spec 1, section 5, "Sidebar completion checkmarks").
 * Payment Info and AFCPE Settings have nothing required, so they always show as complete.
 */
import type { EDIT_PROFILE_NAV } from '../shell/web-routes'

export type ProfileSection = (typeof EDIT_PROFILE_NAV)[number]['key']

/** The profile fields the rule reads; each screen passes what it has. */
export interface ProfileCompletionInput {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  organization?: string | null
  jobTitle?: string | null
  primaryWorkAreaCategoryId?: number | string | null
  yearsOfService?: number | string | null
  publicBio?: string | null
}

export type ProfileCompletion = Record<ProfileSection, boolean>

/** The spec shows a checkmark "if truthy": '' and null are missing, 0 is missing too. */
function isFilled(value: ProfileCompletionInput[keyof ProfileCompletionInput]): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  return Boolean(value)
}

export function profileCompletion(profile: ProfileCompletionInput): ProfileCompletion {
  return {
    contact: isFilled(profile.firstName) && isFilled(profile.lastName),
    account: isFilled(profile.email),
    professional:
      isFilled(profile.organization) &&
      isFilled(profile.jobTitle) &&
      isFilled(profile.primaryWorkAreaCategoryId) &&
      isFilled(profile.yearsOfService),
    payment: true,
    afcpe: true,
    social: isFilled(profile.publicBio),
  }
}
