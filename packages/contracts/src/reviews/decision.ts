/**
 * What staff decisions share (spec 3: every review): the message fields of a decision's body,
 * the canned messages chosen (System Data ids, in the order chosen) and the reviewer's own text.
 * The reviews module writes the decision's message from them.
 */
import { z } from '../zod'
import { text } from '../http/text'

export const decisionMessageFields = {
  message: z.nullish(text().check(z.trim(), z.maxLength(5000))),
  selectedMessages: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20)), []),
}
