import { UserProfileMessages as M } from '@portal/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, userFlags, userNotes, users } from '../../db/schema'
import { createTestApp, createUser, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { membershipRecord } from '../../../test/membership-fixtures'
import { flagUser, noteOnUser } from '../../../test/user-fixtures'
import { createUsersService } from './users.service'

let t: TestApp
let admin: TestClient
let adminUser: { id: number; firstName: string; lastName: string }
let member: TestClient
let subject: { id: number; email: string }

beforeAll(async () => {
  t = await createTestApp()
  const signed = await signedIn(t, 'admin')
  admin = signed.client
  adminUser = signed.user
  await t.database.db.update(users).set({ firstName: 'Ada', lastName: 'Staff' }).where(eq(users.id, adminUser.id))
  member = (await signedIn(t, 'member')).client
  subject = await createUser(t, { firstName: 'Pat', lastName: 'Profiled', cellPhone: '5551234567', secuId: 'S-1' })
})
afterAll(async () => {
  await t?.close()
})

const base = () => `/api/admin/user/${subject.id}`

describe('GET /api/admin/user/{userId}', () => {
  it('answers the person as staff see them: contact, membership status, secuId and active flags', async () => {
    await membershipRecord(t, subject.id, { startsOn: '2020-01-01', endsOn: '2020-12-31' })
    await membershipRecord(t, subject.id, { startsOn: '2024-07-01', endsOn: '2099-06-30' })
    const active = await flagUser(t, subject.id, {
      reason: 'Chargeback',
      note: 'Card disputed',
      createdById: adminUser.id,
    })
    await flagUser(t, subject.id, { reason: 'Old issue', active: false, createdById: adminUser.id })

    const response = await admin.get(base())
    expect(response.statusCode).toBe(200)
    const profile = response.json()
    expect(profile).toMatchObject({
      id: subject.id,
      firstName: 'Pat',
      lastName: 'Profiled',
      email: subject.email,
      role: 'member',
      phones: { cell: '5551234567', home: null, work: null },
      address: null,
      memberSince: '2020-01-01',
      membership: { valid: true, name: 'Professional Membership', end: '2099-06-30' },
      secuId: 'S-1',
    })
    expect(profile.activeFlags).toEqual([{ id: active.id, reason: 'Chargeback', note: 'Card disputed' }])
    expect(profile.passwordHash).toBeUndefined()
  })

  it('answers 404 for an unknown user, 422 for a bad id, and refuses members', async () => {
    expect((await admin.get('/api/admin/user/2147483000')).statusCode).toBe(404)
    const merged = await createUser(t, { mergedIntoId: subject.id })
    expect((await admin.get(`/api/admin/user/${merged.id}`)).statusCode).toBe(404)
    expect((await admin.get('/api/admin/user/abc')).statusCode).toBe(422)
    expect((await member.get(base())).statusCode).toBe(403)
    expect((await t.client().get(base())).statusCode).toBe(401)
  })
})

describe('PATCH /api/admin/user/{userId}/secu-id', () => {
  it('sets and clears the secuId, audited with before and after', async () => {
    const response = await admin.patch(`${base()}/secu-id`, { secuId: '  AB-42 ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ secuId: 'AB-42' })
    expect((await admin.get(base())).json().secuId).toBe('AB-42')
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.secu_id'), eq(auditEvents.subjectId, String(subject.id))))
    expect(audit?.details).toEqual({ before: { secuId: 'S-1' }, after: { secuId: 'AB-42' } })
    expect(audit?.actorId).toBe(adminUser.id)

    expect((await admin.patch(`${base()}/secu-id`, { secuId: '' })).json()).toEqual({ secuId: null })
  })

  it('refuses a secuId too long on its field and changes nothing', async () => {
    await admin.patch(`${base()}/secu-id`, { secuId: 'KEEP' })
    const response = await admin.patch(`${base()}/secu-id`, { secuId: 'x'.repeat(51) })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ secuId: [M.tooLong(50)] })
    expect((await admin.get(base())).json().secuId).toBe('KEEP')
    expect((await admin.patch('/api/admin/user/2147483000/secu-id', { secuId: 'X' })).statusCode).toBe(404)
    expect((await member.patch(`${base()}/secu-id`, { secuId: 'X' })).statusCode).toBe(403)
  })
})

describe('notes', () => {
  it('adds and updates notes, newest first, with the author and date, each write audited', async () => {
    const other = await createUser(t)
    const older = await noteOnUser(t, other.id, {
      note: 'First call',
      authorId: adminUser.id,
      at: new Date('2025-01-02'),
    })
    const added = await admin.post(`/api/admin/user/${other.id}/notes`, { note: '  Asked about renewal ' })
    expect(added.statusCode).toBe(200)
    const notes = added.json().notes
    expect(notes).toHaveLength(2)
    expect(notes[0]).toMatchObject({ note: 'Asked about renewal', author: { firstName: 'Ada', lastName: 'Staff' } })
    expect(notes[1]).toMatchObject({ id: older.id, note: 'First call' })
    expect(typeof notes[0].createdAt).toBe('string')

    const updated = await admin.patch(`/api/admin/user/${other.id}/notes/${older.id}`, {
      note: 'First call, left a message',
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().notes[1]).toMatchObject({ id: older.id, note: 'First call, left a message' })
    expect((await admin.get(`/api/admin/user/${other.id}/notes`)).json().notes).toEqual(updated.json().notes)

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'user_note'), eq(auditEvents.subjectId, String(older.id))))
    expect(audits.map((a) => a.details)).toEqual([
      { userId: other.id, before: { note: 'First call' }, after: { note: 'First call, left a message' } },
    ])
  })

  it('refuses an empty note on its field, answers 404 for a note of another user, and refuses members', async () => {
    const response = await admin.post(`${base()}/notes`, { note: '   ' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ note: [M.required] })
    const other = await createUser(t)
    const theirs = await noteOnUser(t, other.id, { note: 'Theirs', authorId: adminUser.id })
    expect((await admin.patch(`${base()}/notes/${theirs.id}`, { note: 'Moved' })).statusCode).toBe(404)
    const [kept] = await t.database.db.select().from(userNotes).where(eq(userNotes.id, theirs.id))
    expect(kept?.note).toBe('Theirs')
    expect((await admin.post('/api/admin/user/2147483000/notes', { note: 'x' })).statusCode).toBe(404)
    expect((await member.get(`${base()}/notes`)).statusCode).toBe(403)
    expect((await member.post(`${base()}/notes`, { note: 'x' })).statusCode).toBe(403)
  })
})

describe('flags', () => {
  it('adds, updates and resolves flags; the active ones are what the profile and reviews show', async () => {
    const other = await createUser(t)
    const added = await admin.post(`/api/admin/user/${other.id}/flags`, {
      reason: 'Abusive calls',
      note: '',
      active: true,
    })
    expect(added.statusCode).toBe(200)
    const [flag] = added.json().flags
    expect(flag).toMatchObject({ reason: 'Abusive calls', note: null, active: true })

    const updated = await admin.patch(`/api/admin/user/${other.id}/flags/${flag.id}`, {
      reason: 'Abusive calls',
      note: 'Resolved after a call with the director',
      active: false,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().flags[0]).toMatchObject({
      id: flag.id,
      active: false,
      note: 'Resolved after a call with the director',
    })
    expect((await admin.get(`/api/admin/user/${other.id}`)).json().activeFlags).toEqual([])
    const reader = createUsersService({ db: t.database.db, clock: t.clock })
    expect(await reader.activeFlags(t.database.db, other.id)).toEqual([])

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          inArray(auditEvents.action, ['user.flag_add', 'user.flag_update']),
          eq(auditEvents.subjectId, String(flag.id)),
        ),
      )
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      [
        'user.flag_add',
        { userId: other.id, before: null, after: { reason: 'Abusive calls', note: null, active: true } },
      ],
      [
        'user.flag_update',
        {
          userId: other.id,
          before: { reason: 'Abusive calls', note: null, active: true },
          after: { reason: 'Abusive calls', note: 'Resolved after a call with the director', active: false },
        },
      ],
    ])
  })

  it('lists active flags first, then newest', async () => {
    const other = await createUser(t)
    await flagUser(t, other.id, {
      reason: 'Resolved',
      active: false,
      createdById: adminUser.id,
      at: new Date('2025-03-01'),
    })
    await flagUser(t, other.id, { reason: 'Old active', createdById: adminUser.id, at: new Date('2025-01-01') })
    await flagUser(t, other.id, { reason: 'New active', createdById: adminUser.id, at: new Date('2025-02-01') })
    const flags = (await admin.get(`/api/admin/user/${other.id}/flags`)).json().flags
    expect(flags.map((f: { reason: string }) => f.reason)).toEqual(['New active', 'Old active', 'Resolved'])
  })

  it('refuses a missing reason on its field, a flag of another user with 404, and members', async () => {
    const response = await admin.post(`${base()}/flags`, { reason: '', note: 'x', active: true })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ reason: [M.required] })
    expect((await admin.post(`${base()}/flags`, { reason: 'x' })).json().errors).toHaveProperty('active')
    const other = await createUser(t)
    const theirs = await flagUser(t, other.id, { reason: 'Theirs', createdById: adminUser.id })
    const moved = await admin.patch(`${base()}/flags/${theirs.id}`, { reason: 'Moved', active: false })
    expect(moved.statusCode).toBe(404)
    const [kept] = await t.database.db.select().from(userFlags).where(eq(userFlags.id, theirs.id))
    expect(kept).toMatchObject({ reason: 'Theirs', active: true })
    expect((await member.get(`${base()}/flags`)).statusCode).toBe(403)
    expect((await member.patch(`${base()}/flags/${theirs.id}`, { reason: 'x', active: true })).statusCode).toBe(403)
  })
})

describe('GET /api/admin/users search', () => {
  it('finds a user by id, by name words and by e-mail prefix', async () => {
    const tag = `srch${Date.now().toString(36)}`
    const found = await createUser(t, { firstName: 'Quentin', lastName: tag, email: `${tag}@example.test` })
    await createUser(t, { firstName: 'Other', lastName: tag })
    const search = async (value: string) =>
      (await admin.get('/api/admin/users', { filter: `search,${value}`, limit: '100' }))
        .json()
        .data.map((row: { id: number }) => row.id)
    expect(await search(`quentin ${tag}`)).toEqual([found.id])
    expect(await search(`${tag}@exa`)).toEqual([found.id])
    expect(await search(String(found.id))).toContain(found.id)
    expect(await search(`${tag} nobody`)).toEqual([])
    expect((await admin.get('/api/admin/users', { filter: 'search,%' })).statusCode).toBe(200)
  })
})
