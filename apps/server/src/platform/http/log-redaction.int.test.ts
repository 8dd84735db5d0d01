/**
 * The log holds no token and no e-mail address (issue 26, part 6): read what the app writes while
 * a person resets a password through the mailed link, and while a statement fails.
 */
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createUser, type TestApp } from '../../../test/harness'
import { loggableUrl } from './log-redaction'

const lines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    done()
  },
})

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    logStream,
    extend: (app) => {
      // A statement that fails with a person's address among its parameters.
      app.get('/api/test/failing-statement', { config: { access: 'public' } }, async (request) => {
        const { email } = request.query as { email: string }
        await t.database.db.execute(sql`select ${email}::int as n`)
        return {}
      })
    },
  })
})
afterAll(async () => {
  await t.close()
})

describe('the log', () => {
  it('holds the reset link without its token and the address it was sent to', async () => {
    const user = await createUser(t)
    const before = lines.length
    const client = t.client()
    expect((await client.post('/api/password/email', { email: user.email })).statusCode).toBe(200)
    await t.queue.runDue()
    const mail = t.mail.sent.filter((m) => m.to === user.email).at(-1)
    const link = /http:\/\/portal\.test(\/password\/reset\/([\w-]+)\?email=\S+)/.exec(mail?.text ?? '')
    const [, path = '', token = ''] = link ?? []
    expect(token.length).toBeGreaterThan(20)

    // The person opens the link, then chooses a new password with its token.
    await client.get(path)
    const reset = await client.post('/api/password/reset', {
      email: user.email,
      token,
      password: 'new-budget-plan-77',
      passwordConfirmation: 'new-budget-plan-77',
    })
    expect(reset.statusCode).toBe(200)

    const log = lines.slice(before).join('\n')
    const urls = lines.slice(before).flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url
      return url ? [url] : []
    })
    expect(urls).toContain('/password/reset/:token?…')
    expect(urls).toContain('/api/password/reset')
    expect(log).not.toContain(token)
    expect(log).not.toContain(user.email)
    expect(log).not.toContain(encodeURIComponent(user.email))
  })

  it('holds a failed statement without its parameters', async () => {
    const before = lines.length
    const secret = 'someone.private@example.org'
    const failed = await t.client().get('/api/test/failing-statement', { email: secret })
    expect(failed.statusCode).toBe(500)
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })
    const error = logged.find((entry) => entry.msg === 'unhandled error')?.err
    expect(error?.message).toContain('Failed query: select $1::int as n')
    expect(lines.slice(before).join('\n')).not.toContain(secret)
  })
})

describe('loggableUrl', () => {
  it('keeps the path, drops the query and replaces the tokens of mailed links', () => {
    expect(loggableUrl('/api/admin/users?filter=email,a@b.org')).toBe('/api/admin/users?…')
    expect(loggableUrl('/register/confirm/abc_DEF-123')).toBe('/register/confirm/:token')
    expect(loggableUrl('/email/restore/abc')).toBe('/email/restore/:token')
    expect(loggableUrl('/experience-verification/abc/x')).toBe('/experience-verification/:token/x')
    expect(loggableUrl('/api/experience-verification/abc')).toBe('/api/experience-verification/:token')
    expect(loggableUrl('/api/user')).toBe('/api/user')
  })
})
