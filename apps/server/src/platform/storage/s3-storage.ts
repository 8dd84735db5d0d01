/**
 * Uploaded files in an S3-compatible bucket (Amazon S3, MinIO, Cloudflare R2 and the like), for
 * several instances of the portal: each reads what another wrote. Files are private to the
 * bucket; the portal reads them after its own check of who may see them and sends them on, as it
 * does from the local directory (no public or presigned links).
 */
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { assertSafeKey, type Storage } from './storage'

export interface S3Config {
  bucket: string
  region: string
  /** Another store than Amazon's, e.g. `http://minio.internal:9000` or an R2 account endpoint. */
  endpoint?: string
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: MinIO and most others. */
  forcePathStyle: boolean
  /** Unset: the SDK's own chain (AWS_* variables, the machine's or container's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export class S3Storage implements Storage {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(config: S3Config) {
    this.bucket = config.bucket
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // The checksums the SDK adds to every request by default are Amazon's: a store elsewhere may
      // refuse their headers, so there they are sent only where the operation requires them.
      ...(config.endpoint
        ? ({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const)
        : {}),
    })
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key)
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data }))
  }

  async get(key: string): Promise<Readable | null> {
    assertSafeKey(key)
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      if (!(Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body`)
      return Body
    } catch (error) {
      // Only a missing file is null: a missing bucket or a refusal is a fault of the configuration.
      if (error instanceof NoSuchKey) return null
      throw error
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key)
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      return true
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key)
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }
}
