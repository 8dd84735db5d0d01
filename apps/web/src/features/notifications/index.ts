/**
 * Notifications. What the app frame uses: the header's bell.
 */
export { NotificationBell } from './NotificationBell'
