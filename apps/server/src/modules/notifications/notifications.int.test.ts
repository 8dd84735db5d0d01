import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationRoutes as routes } from '@portal/contracts'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** Writes notifications the way every feature does: through the service, inside a transaction. */
async function notify(userId: number, count: number, prefix = 'Note') {
  const ids: number[] = []
  for (let i = 1; i <= count; i++) {
    t.clock.advance(1000)
    ids.push(
      await t.database.db.transaction((tx) =>
        t.notifications.notify(tx, userId, { title: `${prefix} ${i}`, message: `Message ${i}`, url: `/events/${i}` }),
      ),
    )
  }
  return ids
}

describe('notifications', () => {
  it('lists only the signed-in user’s notifications, newest first, paged', async () => {
    const { user, client } = await signedIn(t)
    const other = await signedIn(t)
    await notify(user.id, 5)
    await notify(other.user.id, 2, 'Other')

    const first = (await client.call(routes.listNotifications, { query: { limit: 4, page: 1 } })).data()
    expect(first.lastPage).toBe(2)
    expect(first.data).toHaveLength(4)
    expect(first.data.every((n) => n.title.startsWith('Note'))).toBe(true)
    // Created one after another: the newest is listed first.
    const titles = first.data.map((n) => n.title)
    expect(titles).toEqual([...titles].sort().reverse())
    const second = (await client.call(routes.listNotifications, { query: { limit: 4, page: 2 } })).data()
    expect(second.data).toHaveLength(1)
  })

  it('marks the given ones read, ignores other users’ ids, and answers the unread count', async () => {
    const { user, client } = await signedIn(t)
    const other = await signedIn(t)
    const [a, b, c] = (await notify(user.id, 3)) as [number, number, number]
    const [foreign] = (await notify(other.user.id, 1)) as [number]

    expect((await client.call(routes.notificationCounts)).data()).toEqual({ unread: 3 })
    const marked = await client.call(routes.markNotificationsRead, { body: { ids: [a, foreign] } })
    expect(marked.statusCode).toBe(200)
    expect(marked.data()).toEqual({ unread: 2 })
    expect((await other.client.call(routes.notificationCounts)).data()).toEqual({ unread: 1 })

    const unread = (await client.call(routes.listNotifications, { query: { filter: 'read,0' } })).data()
    expect(unread.data.map((n) => n.id).sort()).toEqual([b, c].sort())
    const read = (await client.call(routes.listNotifications, { query: { filter: 'read,1' } })).data()
    expect(read.data.map((n) => n.id)).toEqual([a])
    expect(read.data[0]?.readAt).not.toBeNull()
  })

  it('marks all read with one call, once', async () => {
    const { user, client } = await signedIn(t)
    await notify(user.id, 3)
    expect((await client.call(routes.markNotificationsRead, { body: { all: true } })).data()).toEqual({ unread: 0 })
    const before = (await client.call(routes.listNotifications)).data().data.map((n) => n.readAt)
    t.clock.advance(60_000)
    // Marking again does not move the read time.
    await client.call(routes.markNotificationsRead, { body: { all: true } })
    expect((await client.call(routes.listNotifications)).data().data.map((n) => n.readAt)).toEqual(before)
  })

  it('refuses an empty request on the ids field, and visitors', async () => {
    const { client } = await signedIn(t)
    const empty = await client.post('/api/notifications', { ids: [] })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toHaveProperty('ids')
    const visitor = t.client()
    expect((await visitor.get('/api/notifications')).statusCode).toBe(401)
    expect((await visitor.post('/api/notifications', { all: true })).statusCode).toBe(401)
  })

  it('refuses unknown sort and filter fields', async () => {
    const { client } = await signedIn(t)
    expect((await client.get('/api/notifications', { sort: 'userId,asc' })).statusCode).toBe(422)
    expect((await client.get('/api/notifications', { filter: 'userId,1' })).statusCode).toBe(422)
  })
})
