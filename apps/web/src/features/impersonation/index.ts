/**
 * An admin acting as a member. What the app frame uses: the banner that says who is acted as.
 */
export { ImpersonationBanner } from './ImpersonationBanner'
