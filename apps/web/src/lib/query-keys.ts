/**
 * The query keys that more than one feature reads or refreshes. A change made on one screen
 * (paying, joining, registering for an event, signing in) refreshes what the others show through
 * these names, so no feature imports another to reach its cache. A key only its own feature uses
 * stays beside that feature's queries.
 */
export const CURRENT_USER_KEY = ['session', 'currentUser'] as const
export const RUNTIME_CONFIG_KEY = ['config'] as const
export const CART_KEY = ['cart'] as const
export const DASHBOARD_KEY = ['dashboard'] as const
export const NOTIFICATIONS_KEY = ['notifications'] as const
/** The member's certification dashboard: refreshed by what changes a deadline, a fee or a request. */
export const CERTIFICATION_DASHBOARD_KEY = ['certification-dashboard'] as const
/** The staff's registrations: the review queue, one registration, a user's registrations. */
export const ADMIN_REGISTRATIONS_KEY = ['admin', 'registrations'] as const
/** One registration on the staff review; what its cards read (exam attempts, experience) sits under it. */
export const adminRegistrationKey = (id: number) => [...ADMIN_REGISTRATIONS_KEY, 'registration', id] as const
/** The registration's experience entries and its verifier validations (the review's two experience cards). */
export const registrationExperiencesKey = (id: number) => [...adminRegistrationKey(id), 'experiences'] as const
export const experienceValidationsKey = (id: number) => [...adminRegistrationKey(id), 'experience-validations'] as const
