/**
 * The CEU tables (individual_ceus, group_ceus): the only code that reads and writes them.
 */
export const ceusRepo = {}
