/**
 * The dashboard and its sidebar. What others use: the sidebar's profile summary (the frame) and
 * the confirmation a payment hands to the dashboard (the checkout), and the dashboard's query,
 * asked for as the page opens (the app's SCREEN_DATA).
 */
export { ProfileSummaryCard } from './ProfileSummaryCard'
export { paidDashboard } from './payment-confirmation'
export { dashboardQuery } from './dashboard-api'
