import fastifyMultipart from '@fastify/multipart'
import { AVATAR_LIMITS, profileRoutes } from '@portal/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { implement } from '../../platform/http/route'
import type { AvatarService, AvatarUpload } from './avatar.service'

const CROP_FIELDS: ReadonlySet<string> = new Set(['x', 'y', 'width', 'height'])
/** A versioned URL names one image for good; any other URL is checked again soon. */
const CACHE_VERSIONED = 'private, max-age=31536000, immutable'
const CACHE_UNVERSIONED = 'private, max-age=60'

/**
 * Reads the avatar form: one `file` part, kept up to the size limit (a longer file is flagged,
 * not read on), and the crop fields. Runs after the route's access check, so a visitor's upload
 * is refused before it is read.
 */
async function readAvatarForm(request: FastifyRequest): Promise<AvatarUpload> {
  const upload: AvatarUpload = { file: null, fields: {} }
  if (!request.isMultipart()) return upload
  const parts = request.parts({
    limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 8, fieldSize: 64, parts: 9 },
  })
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer()
      if (part.fieldname === 'file') upload.file = { data, isTruncated: part.file.truncated }
    } else if (CROP_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      upload.fields[part.fieldname] = part.value
    }
  }
  return upload
}

export function registerAvatarRoutes(app: FastifyInstance, deps: { avatars: AvatarService }) {
  const { avatars } = deps
  // Multipart is parsed only in this scope: every other route speaks JSON.
  void app.register(async (scope) => {
    // A file over the limit is flagged (truncated) and answered with a 422 on `file`, not a bare 413.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1 },
      throwFileSizeLimit: false,
    })
    implement(scope, profileRoutes.uploadAvatar, async ({ actor, request }) =>
      avatars.uploadAvatar(actor, await readAvatarForm(request)),
    )
  })
  implement(app, profileRoutes.getAvatar, async ({ params, query, reply }) => {
    const image = await avatars.readAvatar(params.userId)
    void reply
      .type(image.contentType)
      .header('cache-control', query.v === image.version ? CACHE_VERSIONED : CACHE_UNVERSIONED)
      .header('etag', `"${image.version}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
    return image.data
  })
  implement(app, profileRoutes.deleteAvatar, ({ actor }) => avatars.removeAvatar(actor))
}
