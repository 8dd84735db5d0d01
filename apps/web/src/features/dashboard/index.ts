/**
 * The dashboard and its sidebar. What others use: the sidebar's profile summary (the frame) and
 * the confirmation a payment hands to the dashboard (the checkout).
 */
export { ProfileSummaryCard } from './ProfileSummaryCard'
export { paidDashboard } from './payment-confirmation'
