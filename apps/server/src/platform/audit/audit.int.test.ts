import { z, defineRoute } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents } from '../../db/schema'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness'
import { implement } from '../http/route'

const probe = defineRoute({
  method: 'POST',
  path: '/api/admin/probe',
  access: 'admin',
  summary: 'An admin write used to prove every admin write is audited.',
  tags: ['test'],
  body: z.object({ fail: z.boolean() }),
  response: z.object({ ok: z.boolean() }),
})

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) =>
      implement(app, probe, async ({ body }) => {
        if (body.fail) throw new Error('probe failure')
        return { ok: true }
      }),
  })
})
afterAll(async () => {
  await t.close()
})

describe('audit of admin writes', () => {
  it('records every successful admin write with the actor, and not failed ones', async () => {
    const { user, client } = await signedIn(t, 'admin')
    expect((await client.post('/api/admin/probe', { fail: false })).statusCode).toBe(200)
    expect((await client.post('/api/admin/probe', { fail: true })).statusCode).toBe(500)
    await client.get('/api/admin/users')
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id))
    const writes = rows.filter((r) => r.action === 'admin.write')
    expect(writes).toHaveLength(1)
    expect(writes[0]?.details).toMatchObject({ method: 'POST', route: '/api/admin/probe', status: 200 })
    expect(writes[0]?.ip).toBe(client.ip)
  })
})
