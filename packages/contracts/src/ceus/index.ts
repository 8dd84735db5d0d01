/** Continuing education (spec 2 §5, §7–§9; spec 3 Individual and Group CEUs). */
// Individual CEUs, completion codes, the CEU card
export * from './ceus.messages'
export * from './ceus.rules'
export * from './individual-ceus.schemas'
export * from './individual-ceus.routes'
export * from './ceu-card.schemas'
// Group CEUs: pre-approval, fees, staff review, the CEU library.
export * from './group-ceus'
export * from './group-ceus.routes'
