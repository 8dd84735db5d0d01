/**
 * The admin back office's mail outbox. Nothing here is used by other features:
 * its screens are loaded by app/screens.ts.
 */
export {}
