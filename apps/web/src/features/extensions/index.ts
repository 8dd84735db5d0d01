/**
 * Extension requests (spec 2 §2.9; spec 3 "Extension list", "Extension review"): the member's
 * 'File an extension' and the staff's review. Nothing here is used by other features: the
 * screens are loaded by app/screens.ts, and the deadline banners arrive with the dashboards.
 */
export {}
