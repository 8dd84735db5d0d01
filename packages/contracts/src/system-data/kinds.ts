/** The system-data kinds of spec 3 ("System data (/admin/extended/)"), named as in the spec. */
export const SYSTEM_DATA_KINDS = [
  'announcement',
  'areas-of-expertise',
  'certification',
  'certification-requirement',
  'certification-resource',
  'course-material',
  'credit-type',
  'dashboard-card',
  'pathway',
  'email-dropdown',
  'event',
  'exam',
  'forum-category',
  'discount',
  'group',
  'membership',
  'membership-resource',
  'membership-resource-category',
  'military-installation',
  'practice-exam',
  'quickbooks-product',
  'registration-fee',
  'reporting-period',
  'service-type',
  'shipping-fee',
  'study-module',
  'training',
  'training-requirement',
  'university',
  'work-area',
  'work-area-category',
] as const
export type SystemDataKind = (typeof SYSTEM_DATA_KINDS)[number]

export function isSystemDataKind(value: string): value is SystemDataKind {
  return (SYSTEM_DATA_KINDS as readonly string[]).includes(value)
}

/** How the System Data index groups the kinds, in display order. */
export const SYSTEM_DATA_GROUPS = [
  'Certification',
  'Trainings',
  'Membership & events',
  'CEUs',
  'Commerce',
  'Profile options',
  'Content',
] as const
export type SystemDataGroup = (typeof SYSTEM_DATA_GROUPS)[number]
