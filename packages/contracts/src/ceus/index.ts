/** Continuing education (spec 2 §5, §7–§9; spec 3 Individual and Group CEUs). */
// Group CEUs: pre-approval, fees, staff review, the CEU library.
export * from './group-ceus'
export * from './group-ceus.routes'
