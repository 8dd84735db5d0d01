/**
 * Experience hours (spec 2 §2.8; spec 3 experiences): app/screens.ts loads its screens; the staff
 * registration review shows a registration's entries and their verifier validations with its cards.
 */
export { ExperienceHoursCard } from './admin/ExperienceHoursCard'
export { ExperienceValidationsCard } from './admin/ExperienceValidationsCard'
