/**
 * Payment history, receipts and the saved card. What others use: the card entry (the checkout
 * reads a new card with it).
 */
export { CardEntry } from './card-entry/CardEntry'
export { CardEntryError, type CardEntryHandle } from './card-entry/card-entry'
export { paymentsProfileTab } from './profile-tab'
