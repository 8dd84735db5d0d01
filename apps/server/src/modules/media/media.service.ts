/**
 * Uploaded files, whatever record they are attached to: the media module owns their rows and
 * serves `GET`/`DELETE /api/media/{id}`. It does not know who may read or delete a file: the
 * module that owns the record the file is attached to declares it (`MediaOwnerDeclaration`), as
 * modules declare their products and review queues, and app.ts installs the declarations once
 * every module is wired. A file whose record's kind has no declaration answers 404.
 */
import type { Readable } from 'node:stream'
import { afterCommit } from '../../platform/db/after-commit'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import { declarationRegistry } from '../../platform/registry'
import type { StoredUpload } from '../../platform/storage/stored-upload'
import type { Storage } from '../../platform/storage/storage'
import { mediaRepo, type MediaOwnerKind, type MediaRow } from './media.repo'

export type { MediaOwnerKind } from './media.repo'
/** A stored file's record. */
export type MediaFile = MediaRow
/** The record a file is attached to. */
export interface MediaOwner {
  kind: MediaOwnerKind
  id: number
}

/** What a module that attaches files to its records declares: who may read and delete them. */
export interface MediaOwnerDeclaration {
  kind: MediaOwnerKind
  /** Throws (404 for a record that is not the actor's) unless the actor may read this file. */
  authorizeRead(actor: Actor, file: MediaFile, ownerId: number): Promise<void>
  /**
   * Throws unless the actor may delete this file now. Runs in the transaction that deletes it, so
   * the rule may lock what it reads. Absent: a file of this kind is not deleted on its own (404).
   */
  authorizeRemove?(tx: Tx, actor: Actor, file: MediaFile, ownerId: number): Promise<void>
}

/** A file as a record's screen lists it: its name and where it is downloaded (GET /api/media/{id}). */
export function fileLink(file: Pick<MediaFile, 'id' | 'fileName'>): { id: number; fileName: string; url: string } {
  return { id: file.id, fileName: file.fileName, url: `/api/media/${file.id}` }
}

export type MediaOwnerRegistry = ReadonlyMap<MediaOwnerKind, MediaOwnerDeclaration>

export const mediaOwnerRegistry = (...declarations: MediaOwnerDeclaration[]): MediaOwnerRegistry =>
  declarationRegistry('media owner', (declaration) => declaration.kind, declarations)

export type MediaService = ReturnType<typeof createMediaService>

export function createMediaService(deps: { db: Db; storage: Pick<Storage, 'get' | 'delete'> }) {
  const { db, storage } = deps
  let owners: MediaOwnerRegistry = new Map()

  /** The file and the declaration of its record's kind, or 404. */
  async function located(id: number) {
    const file = await mediaRepo.byId(db, id)
    const owner = file && mediaRepo.ownerOf(file)
    const declaration = owner && owners.get(owner.kind)
    if (!file || !owner || !declaration) throw notFound()
    return { file, owner, declaration }
  }

  return {
    install(registry: MediaOwnerRegistry) {
      owners = registry
    },

    /** Records a stored upload (`withStoredUpload`) as a file of `owner`, in the caller's transaction. */
    attach(
      tx: DbOrTx,
      owner: MediaOwner,
      file: StoredUpload & { userId: number; type: MediaFile['type'] },
    ): Promise<MediaFile> {
      return mediaRepo.insert(tx, owner, file)
    },

    /** The files of a record, oldest first. */
    filesOf(reader: DbOrTx, owner: MediaOwner): Promise<MediaFile[]> {
      return mediaRepo.ofOwner(reader, owner)
    },

    /** One file, with the record it is attached to (null when missing). */
    async file(reader: DbOrTx, id: number): Promise<{ file: MediaFile; owner: MediaOwner | null } | null> {
      const file = await mediaRepo.byId(reader, id)
      return file && { file, owner: mediaRepo.ownerOf(file) }
    },

    /**
     * Deletes a file's record in the caller's transaction, and its bytes once that commits: once
     * the row is gone nobody reaches the file, and a failed delete leaves only an orphan.
     */
    async detach(tx: DbOrTx, file: Pick<MediaFile, 'id' | 'storageKey'>) {
      await mediaRepo.delete(tx, file.id)
      afterCommit(tx, () => void storage.delete(file.storageKey).catch(() => undefined))
    },

    /** `GET /api/media/{id}`: the bytes, to whom the record's module allows. */
    async read(actor: Actor, id: number): Promise<{ file: MediaFile; stream: Readable }> {
      const { file, owner, declaration } = await located(id)
      await declaration.authorizeRead(actor, file, owner.id)
      const stream = await storage.get(file.storageKey)
      if (!stream) throw notFound()
      return { file, stream }
    },

    /** `DELETE /api/media/{id}`: under the record's module's rules. */
    async remove(actor: Actor, id: number) {
      const { file, owner, declaration } = await located(id)
      const { authorizeRemove } = declaration
      if (!authorizeRemove) throw notFound()
      await db.transaction(async (tx) => {
        await authorizeRemove(tx, actor, file, owner.id)
        await mediaRepo.delete(tx, file.id)
      })
      // Once the row is gone nobody reaches the file; a failed delete leaves only an orphan.
      await storage.delete(file.storageKey).catch(() => undefined)
      return { ok: true as const }
    },
  }
}
