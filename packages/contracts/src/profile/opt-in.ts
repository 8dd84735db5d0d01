import { z } from '../zod'
import { text } from '../http/text'
import { CurrentUser, US_PHONE_PATTERN } from '../auth/schemas'
import { defineRoute } from '../http/route'

/** Texts of the text-message opt-in page (spec 1 §2.7 and §5), written once. */
export const OptInMessages = {
  willText: 'Please check the box to opt in and start receiving text messages.',
  agreeTos: 'Please agree to the terms of service.',
  cellPhone: 'Please enter a 10-digit phone number.',
  success: 'You have successfully opted in to text messaging.',
} as const

/** The opt-in: both boxes ticked and a 10-digit US cell phone (punctuation is removed). */
export const OptInBody = z.strictObject({
  willText: z.boolean({ error: OptInMessages.willText }).check(z.refine((value) => value, OptInMessages.willText)),
  agreeTos: z.boolean({ error: OptInMessages.agreeTos }).check(z.refine((value) => value, OptInMessages.agreeTos)),
  cellPhone: z.pipe(
    text({ error: OptInMessages.cellPhone }).check(
      z.trim(),
      z.maxLength(20, OptInMessages.cellPhone),
      z.regex(US_PHONE_PATTERN, OptInMessages.cellPhone),
    ),
    z.transform((value) => value.replace(/\D/g, '')),
  ),
})
export type OptInBody = z.input<typeof OptInBody>

export const optInRoutes = {
  optInToTexts: defineRoute({
    method: 'POST',
    path: '/api/user/opt-in',
    access: 'member',
    summary: 'Opts the signed-in user in to text messages; answers the updated user.',
    tags: ['profile'],
    body: OptInBody,
    response: CurrentUser,
  }),
}
