/**
 * Extension requests (spec 2 §2.9; spec 3 "Extension list", "Extension review"): the member's
 * 'File an extension' and the staff's review, loaded by app/screens.ts. The deadline banners
 * arrive with the dashboards; the certification dashboard draws them with DeadlineBannerAlert.
 */
export { DeadlineBannerAlert } from './DeadlineBannerAlert'
