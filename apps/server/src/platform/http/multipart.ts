/**
 * The one way a route reads an upload (decision 0010). The route's contract declares the form
 * (`multipart: defineMultipart({ fields, files })`); `implement()` registers the multipart parser
 * for that route alone, and the handler calls `uploads.read(request, actor, form)`, which:
 *  - counts the upload against the person's rate limit (every upload route together);
 *  - reads the parts within the form's limits, ignoring parts the form does not name;
 *  - recognises each file's type from its bytes and checks it and the size against the form;
 *  - validates the text fields with the form's schema, refusing hostile text like any body;
 *  - answers 422 with every problem on its field, 400 for a body that is not multipart data.
 * A form without a file may also arrive as JSON with the same fields.
 */
import fastifyMultipart from '@fastify/multipart'
import {
  ErrorCode,
  hostileTextIssues,
  isStorableText,
  UPLOAD_EXTENSIONS,
  UPLOAD_RATE_LIMIT,
  UploadMessages,
  withoutDirectionControls,
  type MultipartForm,
  type UploadContentType,
  type z,
} from '@portal/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RateLimiter } from '../security/rate-limiter'
import type { Clock } from '../clock'
import { sniffContentType } from '../storage/sniff'
import { AppError, rateLimited, validationFailed, type FieldErrors } from './errors'
import type { Actor } from './route'

export interface UploadedFile {
  data: Buffer
  /** The name the person's file had, made safe to store and show (see `storableFileName`); may be empty. */
  fileName: string
  /** The type its bytes say it is (one of the form's types for this file). */
  contentType: UploadContentType
}

export interface MultipartResult<Fields extends z.ZodMiniType> {
  fields: z.output<Fields>
  /** The files sent, by field name; an empty file part counts as none. */
  files: Partial<Record<string, UploadedFile>>
}

export interface Uploads {
  read<Fields extends z.ZodMiniType>(
    request: FastifyRequest,
    actor: Actor,
    form: MultipartForm<Fields>,
  ): Promise<MultipartResult<Fields>>
}

const MAX_TEXT_PARTS = 32
const MAX_TEXT_PART_BYTES = 10_000

function limitsOf(form: MultipartForm) {
  const files = Object.values(form.files)
  return {
    files: files.length,
    // One value for every file part; each file's own limit is checked after.
    fileSize: Math.max(0, ...files.map((file) => file.maxBytes)),
    fields: MAX_TEXT_PARTS,
    fieldSize: MAX_TEXT_PART_BYTES,
    parts: MAX_TEXT_PARTS + files.length,
  }
}

/** Registers the multipart parser in the scope of a route whose contract declares a form. */
export async function registerMultipartParser(scope: FastifyInstance, form: MultipartForm): Promise<void> {
  // A file over the limit is flagged (truncated) and answered with a 422 on its field, not a bare 413.
  await scope.register(fastifyMultipart, { limits: limitsOf(form), throwFileSizeLimit: false })
}

/**
 * The name a file is kept and downloaded under: the last part of the name it had (the storage key
 * is ours, never the name), without text-direction controls (`invoice`, a right-to-left override
 * and `fdp.exe` show as `invoiceexe.pdf`) or control characters, ending in the extension of the
 * type its bytes were recognised as (`page.html` holding a PDF is kept as `page.pdf`); 255
 * characters at most. Empty when nothing of the name is left, for the caller to name the file.
 */
export function storableFileName(name: string | undefined, contentType: UploadContentType): string {
  const lastPart = (name ?? '').split(/[\\/]/).pop() ?? ''
  const cleaned = [...withoutDirectionControls(lastPart)]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' || !isStorableText(char) ? '_' : char))
    .join('')
    .trim()
  const extension = UPLOAD_EXTENSIONS[contentType]
  const stem = cleaned
    .replace(/\.[^.]*$/, '')
    .slice(0, 255 - extension.length - 1)
    .trim()
  return stem ? `${stem}.${extension}` : ''
}

export function createUploads(deps: { limiter: RateLimiter; clock: Clock }): Uploads {
  const { limiter, clock } = deps

  return {
    async read(request, actor, form) {
      const hit = await limiter.hit(`upload:user:${actor.id}`, UPLOAD_RATE_LIMIT.windowSeconds)
      if (hit.count > UPLOAD_RATE_LIMIT.uploads) {
        throw rateLimited(UploadMessages.tooMany, (hit.resetAt.getTime() - clock.now().getTime()) / 1000)
      }

      const text: Record<string, string> = {}
      const files: Partial<Record<string, UploadedFile>> = {}
      const errors: FieldErrors = {}
      const addError = (field: string, message: string) => {
        const messages = (errors[field] ??= [])
        if (!messages.includes(message)) messages.push(message)
      }

      if (request.isMultipart()) {
        try {
          for await (const part of request.parts({ limits: limitsOf(form) })) {
            if (part.type !== 'file') {
              if (typeof part.value === 'string') text[part.fieldname] = part.value
              continue
            }
            const spec = form.files[part.fieldname]
            const data = await part.toBuffer()
            if (!spec || files[part.fieldname] || errors[part.fieldname]) continue
            if (part.file.truncated || data.length > spec.maxBytes) {
              addError(part.fieldname, spec.messages.tooLarge)
              continue
            }
            if (data.length === 0) continue
            const contentType = sniffContentType(data)
            if (!contentType || !spec.types.includes(contentType)) {
              addError(part.fieldname, spec.messages.wrongType)
              continue
            }
            files[part.fieldname] = { data, fileName: storableFileName(part.filename, contentType), contentType }
          }
        } catch (error) {
          if (error instanceof AppError) throw error
          // Cut off, malformed or over the part limits: the body is not a form this route reads.
          throw new AppError(400, ErrorCode.badRequest, UploadMessages.unreadable)
        }
      } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
        for (const [key, value] of Object.entries(request.body)) {
          if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
            text[key] = String(value)
          }
        }
      }

      for (const issue of hostileTextIssues(text)) addError(issue.field, issue.message)
      const parsed = form.fields.safeParse(text)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) addError(issue.path.map(String).join('.') || '_', issue.message)
      }
      if (Object.keys(errors).length > 0 || !parsed.success) throw validationFailed(errors)
      return { fields: parsed.data, files }
    },
  }
}
