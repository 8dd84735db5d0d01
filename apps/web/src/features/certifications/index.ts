/**
 * Certifications held (spec 2 §2.1): the issued certificate's public page, loaded by
 * app/screens.ts, and the certified view and list of certifications held that the candidate's
 * certification dashboard shows.
 */
export { CertifiedView, HeldCertificationList } from './HeldCertifications'
export { certificationsProfileTab } from './profile-tab'
