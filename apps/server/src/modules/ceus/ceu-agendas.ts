import type { UploadedFile } from '../../platform/http/multipart'
import type { Storage } from '../../platform/storage/storage'
import { withStoredUpload, type StoredUpload } from '../../platform/storage/stored-upload'

/** A CEU's agenda file, stored and ready to attach (media.attach) to its CEU. */
export type StoredAgenda = StoredUpload & { userId: number; type: 'agenda' }

/**
 * Stores the agenda a CEU form sent (individual CEUs in `ceus/`, group CEUs in `group-ceus/`,
 * under the user's folder) around `work`, which attaches it in its transaction; none sent, `work`
 * gets null. What withStoredUpload says of a failed transaction holds (the file is removed).
 */
export function withStoredAgenda<T>(
  storage: Pick<Storage, 'put' | 'delete'>,
  folder: 'ceus' | 'group-ceus',
  userId: number,
  file: UploadedFile | undefined,
  work: (agenda: StoredAgenda | null) => Promise<T>,
): Promise<T> {
  return withStoredUpload(storage, { folder, userId, file, defaultName: 'agenda' }, (stored) =>
    work(stored && { ...stored, userId, type: 'agenda' }),
  )
}
