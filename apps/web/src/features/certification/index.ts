/**
 * The member's certification dashboard and registration (spec 2 §2.1, §2.3). Nothing here is used
 * by other features yet: their screens are loaded by app/screens.ts.
 */
export {}
