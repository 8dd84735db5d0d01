/**
 * The restore drill (issue 26, part 5): back up a portal's embedded database, files and secret,
 * restore them into a new place, and there sign in, read a document and open a certificate.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media, userCertifications } from './schema'
import { openDatabase } from '../platform/db/database'
import { TEST_CONFIG, createTestApp, createUser, type TestApp } from '../../test/harness'
import { PDF, certificationOf, start, upload } from '../../test/registration-fixtures'
import { isCompleteBackup, restoreBackup, writeBackup } from './backup'

let folder: string
let t: TestApp
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-backup-'))
  t = await createTestApp({ config: { storageDir: path.join(folder, 'live', 'uploads') } })
})
afterAll(async () => {
  await t?.close()
  await rm(folder, { recursive: true, force: true })
})

// The embedded database's own backup; a PostgreSQL server is backed up with pg_dump (docs/operations.md).
describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of the embedded database', () => {
  it('restores into a new place a portal where one signs in, reads a document and opens a certificate', async () => {
    const user = await createUser(t)
    const client = t.client()
    await client.login(user.email)
    const { registration } = await start(t, client)
    expect(
      (await upload(client, registration.id, 'transcript', { data: PDF, name: 'transcript.pdf' })).statusCode,
    ).toBe(200)
    const [document] = await t.database.db.select().from(media).where(eq(media.registrationId, registration.id))
    const afc = await certificationOf(t, 'afc')
    const [held] = await t.database.db
      .insert(userCertifications)
      .values({ userId: user.id, certificationId: afc.id, status: 'good_standing', certifiedOn: '2026-11-01' })
      .returning()
    const { url } = await t.credentials.issue({
      userCertificationId: held?.id ?? 0,
      recipientName: 'Test User',
      recipientEmail: user.email,
      certificationKey: 'afc',
      certificationName: afc.name,
      issuedOn: '2026-11-01',
    })
    const code = url.split('/').at(-1) ?? ''
    const secretFile = path.join(folder, 'live', 'app-secret')
    // The secret the live portal runs with (generated into DATA_DIR when APP_SECRET is unset).
    await writeFile(secretFile, TEST_CONFIG.appSecret)

    // The backup, taken while the portal serves.
    const backup = path.join(folder, 'backup')
    const { embedded } = t.database
    if (!embedded) throw new Error('the drill runs on the embedded database')
    await writeBackup(
      { dump: () => embedded.dump(), storageDir: path.join(folder, 'live', 'uploads'), appSecretFile: secretFile },
      backup,
    )
    expect(isCompleteBackup(backup)).toBe(true)
    expect((await readdir(backup)).sort()).toEqual(['COMPLETE', 'app-secret', 'pglite.tar', 'uploads'])
    await expect(writeBackup({ dump: () => embedded.dump() }, backup)).rejects.toThrow('is not empty')

    // Restored into a new DATA_DIR, and opened there by a new portal.
    const restoredDir = path.join(folder, 'restored')
    await restoreBackup(backup, restoredDir)
    await expect(restoreBackup(backup, restoredDir)).rejects.toThrow('already holds a database')
    const restored = await openDatabase({ dataDir: path.join(restoredDir, 'pglite') })
    const portal = await createTestApp({
      database: restored,
      config: {
        storageDir: path.join(restoredDir, 'uploads'),
        appSecret: readFileSync(path.join(restoredDir, 'app-secret'), 'utf8'),
      },
    })
    try {
      const again = portal.client()
      await again.login(user.email)
      expect((await again.get('/api/user')).json()).toMatchObject({ id: user.id, email: user.email })
      const read = await again.get(`/api/media/${document?.id}`)
      expect(read.statusCode).toBe(200)
      expect(read.rawPayload.equals(PDF)).toBe(true)
      const certificate = await portal.client().get(`/api/certificates/${code}`)
      expect(certificate.statusCode).toBe(200)
      expect(certificate.json()).toMatchObject({ certificationName: afc.name, status: 'good_standing' })
    } finally {
      await portal.close()
      await restored.close()
    }
  })
})
