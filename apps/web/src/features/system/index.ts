/**
 * What the whole app runs on: the runtime config gate, page-view analytics and the
 * out-of-office banner, all placed by the app frame. (Screens read the config with
 * lib/runtime-config.ts.)
 */
export { OutOfOfficeBanner } from './OutOfOfficeBanner'
export { PageViewTracker } from './PageViewTracker'
export { RuntimeConfigGate } from './RuntimeConfigGate'
