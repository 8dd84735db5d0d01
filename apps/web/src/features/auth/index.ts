/**
 * Signing in, signing up and resetting a password. What the app frame uses: the visitor
 * frame's referrer panel and the account menu's logout. The session itself is lib/session.ts.
 */
export { ReferrerContextPanel, useReferrerContext } from './ReferrerContextPanel'
export { useLogout } from './use-logout'
