import { z } from '../zod'

/** Error codes are values, so clients branch on them instead of parsing messages. */
export const ErrorCode = {
  validation: 'validation_failed',
  badRequest: 'bad_request',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  paymentFailed: 'payment_failed',
  csrf: 'csrf_token_mismatch',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/**
 * The one error envelope of the API. `errors` maps a field path ("address.state") to its
 * messages; `message` is what to show when no field fits.
 */
export const ErrorEnvelope = z.object({
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  requestId: z.optional(z.string()),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>

export const GenericMessages = {
  validation: 'Please correct the highlighted fields.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  csrf: 'Your session has expired. Please reload the page and try again.',
  payloadTooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  internal: 'Something went wrong. Please try again.',
  unavailable: 'The portal is briefly unavailable. Please try again in a moment.',
} as const
