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

export interface MultipartForm<
  Fields extends z.ZodMiniType = z.ZodMiniType,
  Files extends Record<string, UploadFileSpec> = Record<string, UploadFileSpec>,
> {
  /** The text parts, as strings (a JSON body with the same fields is accepted when no file is sent). */
  fields: Fields
  files: Files
}

/** Declares a multipart form (keeps the field schema's type for the server's reader, and its files' names for the web's pickers). */
export function defineMultipart<Fields extends z.ZodMiniType, Files extends Record<string, UploadFileSpec>>(
  form: MultipartForm<Fields, Files>,
): MultipartForm<Fields, Files> {
  return form
}

const TYPE_NAMES: Record<UploadContentType, { name: string; extensions: readonly string[] }> = {
  'application/pdf': { name: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { name: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { name: 'PNG', extensions: ['.png'] },
  'image/webp': { name: 'WebP', extensions: ['.webp'] },
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`

/** 'PDF, JPEG or PNG'. */
function typeNames(types: readonly UploadContentType[]): string {
  const names = types.map((type) => TYPE_NAMES[type].name)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '')
}

/**
 * The one wording of a file's problems (every upload says them alike), from its types and size:
 * 'Upload a PDF, JPEG or PNG file.', 'The file is too large (10 MB at most).'
 */
export function uploadMessages(types: readonly UploadContentType[], maxBytes: number): UploadFileSpec['messages'] {
  return {
    wrongType: `Upload a ${typeNames(types)} file.`,
    tooLarge: `The file is too large (${megabytes(maxBytes)} at most).`,
  }
}

/** What a file field says it takes: 'A PDF, JPEG or PNG file (10 MB at most).' */
export const uploadHint = (spec: UploadFileSpec): string =>
  `A ${typeNames(spec.types)} file (${megabytes(spec.maxBytes)} at most).`

/** The file input's `accept`: the types and their file name extensions. */
export const uploadAccept = (spec: UploadFileSpec): string =>
  [...spec.types, ...spec.types.flatMap((type) => TYPE_NAMES[type].extensions)].join(',')

/**
 * A chosen file's problem before it is sent, in the contract's words, or null. The browser's
 * type decides; some systems report none, and the name's extension decides then (the server
 * still recognises the type from the bytes).
 */
export function uploadFileProblem(
  spec: UploadFileSpec,
  file: { name: string; type: string; size: number },
): string | null {
  const name = file.name.toLowerCase()
  const isAccepted =
    file.type === ''
      ? spec.types.some((type) => TYPE_NAMES[type].extensions.some((extension) => name.endsWith(extension)))
      : (spec.types as readonly string[]).includes(file.type)
  if (!isAccepted) return spec.messages.wrongType
  if (file.size > spec.maxBytes) return spec.messages.tooLarge
  return null
}

/** Every upload of one person counts against this (all routes together). */
export const UPLOAD_RATE_LIMIT = { uploads: 30, windowSeconds: 10 * 60 } as const

export const UploadMessages = {
  unreadable: 'The upload could not be read. Please choose the file again.',
  tooMany: 'You have uploaded many files in a short time. Please try again in a few minutes.',
} as const

/**
 * A document a person sends (a transcript, registration documentation, an experience
 * verification form): one PDF, JPEG or PNG file of 10 MB at most, declared once for every form
 * that takes one.
 */
export const DOCUMENT_FILE: UploadFileSpec = {
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  messages: uploadMessages(['application/pdf', 'image/jpeg', 'image/png'], 10 * 1024 * 1024),
}
