/**
 * The member's certification dashboard and registration (spec 2 §2.1, §2.3): used by no other
 * feature; app/screens.ts loads its screens.
 */
export {}
