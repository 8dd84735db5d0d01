/**
 * The member's certification registration (spec 2 §2.3). Nothing here is used by other features
 * yet: the registration screen is loaded by app/screens.ts.
 */
export {}
