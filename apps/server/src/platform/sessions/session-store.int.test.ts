import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sessions, users } from '../../db/schema'
import { createTestApp, createUser, type TestApp } from '../../../test/harness'
import type { Tx } from '../db/database'
import { hashToken } from '../security/tokens'
import { SessionStore } from './session-store'

const meta = { ip: '127.0.0.1', userAgent: 'test', requestId: 'r' }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { sessionCacheSeconds: 5 } })
})
afterAll(async () => {
  await t?.close()
})

/** A store of its own on the test database, with a spy counting the statements that read sessions. */
function storeWith(ttlSeconds: number, maxEntries?: number) {
  const store = new SessionStore(t.database.db, t.clock, { ttlSeconds, maxEntries })
  const spy = vi.spyOn(t.database.pool, 'query')
  const textOf = (config: unknown) => (typeof config === 'string' ? config : (config as { text: string }).text)
  const reads = {
    count: () => spy.mock.calls.filter(([config]) => /^select .* from "sessions"/is.test(textOf(config))).length,
    clear: () => spy.mockClear(),
    restore: () => spy.mockRestore(),
  }
  return { store, reads }
}

async function newSession(store: SessionStore) {
  const user = await createUser(t)
  return { user, ...(await store.create(t.database.db, { userId: user.id, remember: false, meta })) }
}

describe('the session cache', () => {
  it('reads a session once within the TTL, and again after it', async () => {
    const { store, reads } = storeWith(5)
    const { token, user } = await newSession(store)
    reads.clear()
    expect((await store.resolve(token))?.id).toBe(user.id)
    expect((await store.resolve(token))?.id).toBe(user.id)
    expect(reads.count()).toBe(1)
    t.clock.advance(6000)
    try {
      expect((await store.resolve(token))?.id).toBe(user.id)
      expect(reads.count()).toBe(2)
    } finally {
      t.clock.advance(-6000)
      reads.restore()
    }
  })

  it('with a TTL of 0, reads the database on every request', async () => {
    const { store, reads } = storeWith(0)
    const { token } = await newSession(store)
    reads.clear()
    for (let i = 0; i < 3; i++) expect(await store.resolve(token)).not.toBeNull()
    expect(reads.count()).toBe(3)
    expect(store.cachedCount).toBe(0)
    reads.restore()
  })

  it('is bounded, and evicts the least recently used session first', async () => {
    const { store, reads } = storeWith(5, 2)
    const a = await newSession(store)
    const b = await newSession(store)
    const c = await newSession(store)
    await store.resolve(a.token)
    await store.resolve(b.token)
    await store.resolve(a.token) // a is now the most recent
    await store.resolve(c.token) // evicts b
    expect(store.cachedCount).toBe(2)
    reads.clear()
    await store.resolve(a.token)
    await store.resolve(c.token)
    expect(reads.count()).toBe(0)
    await store.resolve(b.token)
    expect(reads.count()).toBe(1)
    expect(store.cachedCount).toBe(2)
    reads.restore()
  })

  it('drops a session ended through the store at once, and all of a user’s sessions', async () => {
    const { store, reads } = storeWith(5)
    const one = await newSession(store)
    expect(await store.resolve(one.token)).not.toBeNull()
    await store.destroy(t.database.db, hashToken(one.token))
    expect(await store.resolve(one.token)).toBeNull()

    const two = await newSession(store)
    const other = await store.create(t.database.db, { userId: two.user.id, remember: true, meta })
    expect(await store.resolve(two.token)).not.toBeNull()
    expect(await store.resolve(other.token)).not.toBeNull()
    await store.destroyForUser(t.database.db, two.user.id, hashToken(other.token))
    expect(await store.resolve(two.token)).toBeNull()
    expect(await store.resolve(other.token)).not.toBeNull()
    reads.restore()
  })

  it('still refuses an expired session that is cached', async () => {
    const { store, reads } = storeWith(60)
    const { token } = await newSession(store)
    const id = hashToken(token)
    // The row ends within the cache's lifetime: the cached copy knows its end.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 2000) })
      .where(eq(sessions.id, id))
    expect(await store.resolve(token)).not.toBeNull()
    reads.clear()
    expect(await store.resolve(token)).not.toBeNull()
    expect(reads.count()).toBe(0)
    t.clock.advance(3000)
    try {
      expect(await store.resolve(token)).toBeNull()
      expect(await t.database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0)
    } finally {
      t.clock.advance(-3000)
      reads.restore()
    }
  })
})

describe('a session changed in a transaction', () => {
  /**
   * The session read of a request on another connection while a transaction is open, made through
   * `store`. On PostgreSQL it is just that: another pooled connection reads the rows as last
   * committed. PGlite runs one transaction at a time (the read would wait for this one), so there
   * the statement is answered with `committed`, what the same read answered before the
   * transaction began: the rows as last committed, as PostgreSQL answers.
   */
  async function readElsewhere(store: SessionStore, token: string, committed: unknown) {
    if (t.database.kind === 'embedded') {
      vi.spyOn(t.database.pool, 'query').mockImplementationOnce(() => committed as never)
    }
    try {
      return await store.resolve(token)
    } finally {
      vi.restoreAllMocks()
    }
  }

  /** Resolves `token` through the database, keeping that read's answer. */
  async function resolveKeepingAnswer(store: SessionStore, token: string) {
    const spy = vi.spyOn(t.database.pool, 'query')
    try {
      const actor = await store.resolve(token)
      const read = spy.mock.calls.findIndex(([config]) =>
        /from "sessions"/i.test((config as { text?: string }).text ?? ''),
      )
      const answer = spy.mock.results[read]
      if (!actor || answer?.type !== 'return') throw new Error('the session was not read from the database')
      const committed: unknown = answer.value
      return { actor, committed }
    } finally {
      spy.mockRestore()
    }
  }

  it.each([
    ['ended', (store: SessionStore, tx: Tx, user: { id: number }, id: string) => store.destroy(tx, id), null],
    [
      'of a user whose sessions all end',
      (store: SessionStore, tx: Tx, user: { id: number }) => store.destroyForUser(tx, user.id),
      null,
    ],
    [
      'of a user renamed',
      async (store: SessionStore, tx: Tx, user: { id: number }) => {
        store.forgetUser(user.id, tx)
        await tx.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id))
      },
      'Renamed',
    ],
  ])(
    '%s is forgotten again when the transaction commits, so a read before the commit does not stay cached',
    async (_case, change, firstName) => {
      const store = new SessionStore(t.database.db, t.clock, { ttlSeconds: 5 })
      const { token, user } = await newSession(store)
      const { committed } = await resolveKeepingAnswer(store, token)
      await t.database.db.transaction(async (tx) => {
        await change(store, tx, user, hashToken(token))
        // The transaction outlasts the few seconds a change keeps the session out of the cache
        // (it waits for a lock, say), and meanwhile another request reads the session as it was.
        t.clock.advance(6000)
        expect((await readElsewhere(store, token, committed))?.firstName).toBe(user.firstName)
      })
      try {
        const actor = await store.resolve(token)
        expect(firstName === null ? actor : actor?.firstName).toBe(firstName)
      } finally {
        t.clock.advance(-6000)
      }
    },
  )
})

describe('sessions through the API with the cache on', () => {
  it('logout on this instance takes effect at once', async () => {
    const user = await createUser(t)
    const client = t.client()
    await client.login(user.email)
    const token = client.cookies.get('portal_session') ?? ''
    expect((await client.get('/api/user')).statusCode).toBe(200)
    expect((await client.get('/api/user')).statusCode).toBe(200)
    expect((await client.post('/api/logout')).statusCode).toBe(200)
    const replay = t.client()
    replay.cookies.set('portal_session', token)
    expect((await replay.get('/api/user')).statusCode).toBe(401)
  })

  it('refuses a browser session after its 12 hours, even just after using it', async () => {
    const user = await createUser(t)
    const client = t.client()
    await client.login(user.email)
    expect((await client.get('/api/user')).statusCode).toBe(200)
    t.clock.advance(12 * 3600_000 + 1000)
    try {
      expect((await client.get('/api/user')).statusCode).toBe(401)
    } finally {
      t.clock.advance(-(12 * 3600_000 + 1000))
    }
  })

  it('another instance on the database refuses at once a session ended elsewhere', async () => {
    const other = await createTestApp({ database: t.database, config: { sessionCacheSeconds: 5 } })
    try {
      const user = await createUser(t)
      const client = t.client()
      await client.login(user.email)
      const token = client.cookies.get('portal_session') ?? ''
      const elsewhere = other.client()
      elsewhere.cookies.set('portal_session', token)
      expect((await elsewhere.get('/api/user')).statusCode).toBe(200)
      expect((await elsewhere.get('/api/user')).statusCode).toBe(200)
      expect((await client.post('/api/logout')).statusCode).toBe(200)
      // Its cache dropped the session when the logout committed: no wait for the TTL.
      expect((await elsewhere.get('/api/user')).statusCode).toBe(401)
    } finally {
      await other.close()
    }
  })
})
