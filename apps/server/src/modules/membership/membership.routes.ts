import fastifyMultipart from '@fastify/multipart'
import { AddMembershipFields, membershipRoutes, TRANSCRIPT_MAX_BYTES } from '@portal/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { validationFailed } from '../../platform/http/errors'
import { implement } from '../../platform/http/route'
import type { MembershipService, TranscriptUpload } from './membership.service'

const TEXT_FIELDS: ReadonlySet<string> = new Set([
  'membershipId',
  'memberForTenYears',
  'dateOfBirth',
  'isRequestingCall',
])

/** Reads the join/renew form: the text fields and at most one `media` file up to the size limit. */
async function readMembershipForm(request: FastifyRequest) {
  const fields: Record<string, string> = {}
  let upload: TranscriptUpload | null = null
  if (request.isMultipart()) {
    const parts = request.parts({
      limits: { fileSize: TRANSCRIPT_MAX_BYTES, files: 1, fields: 8, fieldSize: 100, parts: 9 },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.fieldname === 'media') upload = { data, fileName: part.filename, isTruncated: part.file.truncated }
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body)) {
      if (
        TEXT_FIELDS.has(key) &&
        (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      ) {
        fields[key] = String(value)
      }
    }
  }
  const parsed = AddMembershipFields.safeParse(fields)
  if (!parsed.success) {
    throw validationFailed(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]])),
    )
  }
  return { fields: parsed.data, upload }
}

export function registerMembershipRoutes(app: FastifyInstance, deps: { membership: MembershipService }) {
  const { membership } = deps
  // Multipart is parsed only in this scope: every other route speaks JSON.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: TRANSCRIPT_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    })
    implement(scope, membershipRoutes.addMembership, async ({ actor, request }) => {
      const { fields, upload } = await readMembershipForm(request)
      return membership.addToCart(actor, fields, upload)
    })
  })
  implement(app, membershipRoutes.getMembership, ({ actor }) => membership.overview(actor))
  implement(app, membershipRoutes.getMembershipFile, async ({ actor, params, reply }) => {
    const { file, stream } = await membership.file(actor, params.id)
    void reply
      .type(file.mimeType)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
    return new Uint8Array(Buffer.concat(chunks))
  })
  implement(app, membershipRoutes.listMembershipRequests, ({ query }) => membership.listRequests(query))
  implement(app, membershipRoutes.getMembershipRequest, ({ params }) => membership.getRequest(params.id))
  implement(app, membershipRoutes.decideMembershipRequest, ({ actor, params, body }) =>
    membership.decide(actor, params.id, body),
  )
  implement(app, membershipRoutes.deleteMembershipRequest, ({ params }) => membership.deleteRequest(params.id))
  implement(app, membershipRoutes.listUserMemberships, ({ params }) => membership.listUserMemberships(params.userId))
  implement(app, membershipRoutes.addUserMembership, ({ params, body }) =>
    membership.addUserMembership(params.userId, params.membershipId, body),
  )
  implement(app, membershipRoutes.updateUserMembership, ({ params, body }) =>
    membership.updateUserMembership(params.userId, params.id, body),
  )
  implement(app, membershipRoutes.deleteUserMembership, ({ params }) => membership.deleteUserMembership(params.id))
}
