import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { LocalStorage } from './storage'

describe('LocalStorage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-test-'))
  const storage = new LocalStorage(root)
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('stores, reads and deletes files by key', async () => {
    await storage.put('avatars/1/a.txt', Buffer.from('hello'))
    expect(await storage.exists('avatars/1/a.txt')).toBe(true)
    const stream = await storage.get('avatars/1/a.txt')
    expect(stream && (await text(stream))).toBe('hello')
    await storage.delete('avatars/1/a.txt')
    expect(await storage.exists('avatars/1/a.txt')).toBe(false)
    expect(await storage.get('avatars/1/a.txt')).toBeNull()
  })

  it('refuses keys that escape the root', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe/)
    await expect(storage.put('a/../../b', Buffer.from('x'))).rejects.toThrow(/Unsafe/)
    await expect(storage.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow(/Unsafe/)
  })
})
