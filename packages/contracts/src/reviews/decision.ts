/**
 * What staff decisions share (spec 3: every review): the message fields of a decision's body,
 * the canned messages chosen (System Data ids, in the order chosen) and the reviewer's own text.
 * The reviews module writes the decision's message from them.
 */
import { z } from '../zod'
import { REVIEW_STATUSES } from '../domain/enums'
import { text } from '../http/text'

/** A decision as a record's screen lists it (the reviews table of every staff review). */
export const ReviewHistoryItem = z.object({
  id: z.number().check(z.int()),
  /** ISO 8601. */
  createdAt: z.string(),
  approved: z.boolean(),
  /** HTML: the canned messages chosen and the reviewer's own message. */
  message: z.nullable(z.string()),
  status: z.enum(REVIEW_STATUSES),
  /** The reviewer's name; null when there is none (an automatic decision, a removed account). */
  reviewer: z.nullable(z.string()),
})
export type ReviewHistoryItem = z.infer<typeof ReviewHistoryItem>

export const decisionMessageFields = {
  message: z.nullish(text().check(z.trim(), z.maxLength(5000))),
  selectedMessages: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20)), []),
}
