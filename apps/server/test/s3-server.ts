/**
 * A real S3-protocol server (s3rver) on a random loopback port, with one bucket, for the S3 file
 * store's tests: the portal's S3 client talks to it exactly as to MinIO or Amazon S3.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '../src/platform/storage/s3-storage'

export interface S3TestServer {
  /** What S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the S3_ keys configure. */
  config: S3Config
  /** Where the server keeps the bucket's objects (to see that a file is there, not on a local disk). */
  directory: string
  close(): Promise<void>
}

export async function startS3Server(bucket = 'portal-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's own account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    directory,
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
