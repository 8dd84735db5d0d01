/**
 * Joining, renewing and the staff's membership review. Nothing here is used by other features:
 * its screens are loaded by app/screens.ts.
 */
export {}
