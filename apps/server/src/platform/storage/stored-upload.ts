/**
 * The one way a module keeps an uploaded file: under a key of ours (`<folder>/<userId>/<uuid>.<ext>`,
 * never the person's name), stored before the work that records it and deleted again when that
 * work fails, so no file is left without its record and no record without its file.
 */
import { randomUUID } from 'node:crypto'
import { UPLOAD_EXTENSIONS } from '@portal/contracts'
import type { UploadedFile } from '../http/multipart'
import type { Storage } from './storage'

/** What a media row records of a stored upload. */
export interface StoredUpload {
  storageKey: string
  /** The person's file name, or `<defaultName>.<ext>` when it had none. */
  fileName: string
  mimeType: UploadedFile['contentType']
  sizeBytes: number
}

export async function withStoredUpload<T>(
  storage: Pick<Storage, 'put' | 'delete'>,
  upload: { folder: string; userId: number; file: UploadedFile | undefined; defaultName: string },
  work: (stored: StoredUpload | null) => Promise<T>,
): Promise<T> {
  const { file } = upload
  if (!file) return work(null)
  const extension = UPLOAD_EXTENSIONS[file.contentType]
  const stored: StoredUpload = {
    storageKey: `${upload.folder}/${upload.userId}/${randomUUID()}.${extension}`,
    fileName: file.fileName || `${upload.defaultName}.${extension}`,
    mimeType: file.contentType,
    sizeBytes: file.data.length,
  }
  await storage.put(stored.storageKey, file.data)
  try {
    return await work(stored)
  } catch (error) {
    await storage.delete(stored.storageKey).catch(() => undefined)
    throw error
  }
}
