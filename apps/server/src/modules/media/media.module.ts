import { mediaRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import { sendStoredFile } from '../../platform/http/stored-file'
import type { Infrastructure } from '../../platform/infrastructure'
import { createMediaService, type MediaOwnerRegistry, type MediaService } from './media.service'

/**
 * Uploaded files' records and the one path that reads and deletes them; the modules whose
 * records hold files declare who may (installed by app.ts once they are wired).
 */
export function registerMediaModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'storage'>,
): { media: Omit<MediaService, 'install'>; installOwners(registry: MediaOwnerRegistry): void } {
  const media = createMediaService(deps)
  implement(app, mediaRoutes.getMedia, async ({ actor, params, reply }) => {
    const { file, stream } = await media.read(actor, params.id)
    return sendStoredFile(reply, file, stream)
  })
  implement(app, mediaRoutes.deleteMedia, ({ actor, params }) => media.remove(actor, params.id))
  return { media, installOwners: (registry) => media.install(registry) }
}
