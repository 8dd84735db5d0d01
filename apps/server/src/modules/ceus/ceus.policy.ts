/**
 * Who may do what to CEUs (pure, unit-tested). A member reports and edits their own individual
 * CEUs; another member's CEU is answered as not found. Staff see, edit and decide every CEU.
 */
import { definePolicy, staffOnly } from '../../platform/policy'

export const ceusPolicy = definePolicy({
  /** The staff lists. */
  list: (actor) => staffOnly(actor),
})
