/**
 * Certification registrations (spec 2 §2.1, §2.3; spec 3 course registrations): the registration
 * and post-registration wizards and the staff's lists and registration review, which compose the
 * exams, experience, certifications and extensions features. Its screens are loaded by
 * app/screens.ts; the app installs its user profile tab.
 */
export { registrationsProfileTab } from './admin/profile-tab'
