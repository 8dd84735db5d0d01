import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { S3Config } from './s3-storage'

/**
 * Where uploaded files live. Keys are relative paths such as `avatars/12/3f9c.png`. The local
 * directory is the default, for one machine; several instances share an S3-compatible bucket
 * (`s3-storage.ts`), which each reads what another wrote.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>
  get(key: string): Promise<Readable | null>
  exists(key: string): Promise<boolean>
  delete(key: string): Promise<void>
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key "${key}"`)
  }
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    assertSafeKey(key)
    return path.join(this.root, key)
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.resolve(key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, data)
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.resolve(key)
    return (await this.exists(key)) ? createReadStream(file) : null
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(key))).isFile()
    } catch {
      return false
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true })
  }
}

/** The bucket when one is configured (S3_BUCKET), otherwise the local directory. */
export async function createStorage(config: { storageDir: string; s3?: S3Config }): Promise<Storage> {
  if (!config.s3) return new LocalStorage(config.storageDir)
  // Loaded only when configured: the SDK adds about 150 ms to a start.
  const { S3Storage } = await import('./s3-storage')
  return new S3Storage(config.s3)
}
