import { AVATAR_FORM, profileRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Uploads } from '../../platform/http/multipart'
import { implement } from '../../platform/http/route'
import type { AvatarService } from './avatar.service'

/** A versioned URL names one image for good; any other URL is checked again soon. */
const CACHE_VERSIONED = 'private, max-age=31536000, immutable'
const CACHE_UNVERSIONED = 'private, max-age=60'

export function registerAvatarRoutes(app: FastifyInstance, deps: { avatars: AvatarService; uploads: Uploads }) {
  const { avatars, uploads } = deps
  implement(app, profileRoutes.uploadAvatar, async ({ actor, request }) => {
    const { fields, files } = await uploads.read(request, actor, AVATAR_FORM)
    return avatars.uploadAvatar(actor, { file: files.file, fields })
  })
  implement(app, profileRoutes.getAvatar, async ({ actor, params, query, reply }) => {
    const image = await avatars.readAvatar(actor, params.userId)
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
