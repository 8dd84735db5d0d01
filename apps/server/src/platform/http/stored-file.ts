/**
 * An uploaded file sent back to a reader who may see it (its owner, staff): always a download
 * (`attachment`, with a file name made safe for the header), never sniffed, never cached. The
 * caller has checked who may read it; this only answers the bytes.
 */
import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

export async function sendStoredFile(
  reply: FastifyReply,
  file: { mimeType: string; fileName: string },
  stream: Readable,
): Promise<Uint8Array> {
  void reply
    .type(file.mimeType)
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
  return new Uint8Array(Buffer.concat(chunks))
}
