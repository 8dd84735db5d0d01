/**
 * Uploads, declared in the contract of the route that takes them: the form's text fields with
 * their schema and each file part with the types it may be and its size. The server reads every
 * multipart form with one helper (apps/server/src/platform/http/multipart.ts) that applies these
 * limits, recognises a file's type from its bytes (never its name or declared type) and counts
 * each upload against a per-person rate limit (decision 0010).
 */
import type { z } from '../zod'

/** The file types the portal accepts anywhere; each upload names the ones it takes. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

export const UPLOAD_EXTENSIONS: Record<UploadContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

export interface UploadFileSpec {
  maxBytes: number
  types: readonly UploadContentType[]
  /** What the person is told on this file's field. */
  messages: { tooLarge: string; wrongType: string }
}

export interface MultipartForm<Fields extends z.ZodMiniType = z.ZodMiniType> {
  /** The text parts, as strings (a JSON body with the same fields is accepted when no file is sent). */
  fields: Fields
  files: Record<string, UploadFileSpec>
}

/** Declares a multipart form (keeps the field schema's type for the server's reader). */
export function defineMultipart<Fields extends z.ZodMiniType>(form: MultipartForm<Fields>): MultipartForm<Fields> {
  return form
}

/** Every upload of one person counts against this (all routes together). */
export const UPLOAD_RATE_LIMIT = { uploads: 30, windowSeconds: 10 * 60 } as const

export const UploadMessages = {
  unreadable: 'The upload could not be read. Please choose the file again.',
  tooMany: 'You have uploaded many files in a short time. Please try again in a few minutes.',
} as const
