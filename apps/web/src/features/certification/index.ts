/**
 * The member's certification dashboard and registration (spec 2 §2.1, §2.3); its screens are
 * loaded by app/screens.ts. The experience screens find the candidate's registration through the
 * dashboard's query, and the staff's experience decisions offer the same canned messages.
 */
export { useCertificationDashboard } from './candidate-api'
export { CannedMessagesField } from './admin/CannedMessagesField'
