/**
 * Continuing education (spec 2 §5, §7–§9; spec 3 Individual and Group CEUs): the member's CEU
 * screens and the staff's review, loaded by app/screens.ts; the CEU card, which the
 * certification dashboard's certified view shows for a reportable certification.
 */
export { CeuCard } from './CeuCard'
