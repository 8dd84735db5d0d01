import { randomUUID } from 'node:crypto'
import {
  SYSTEM_DATA,
  SYSTEM_DATA_KINDS,
  systemDataRoutes,
  addDaysToDay,
  rowToFormValues,
  systemDataSchemas,
  type FieldDescriptor,
  type SystemDataKind,
  type SystemDataRow,
} from '@portal/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, userWorkAreas } from '../../db/schema'
import { createTestApp, createUser, signedIn, type TestApp, type TestClient } from '../../../test/harness'

/**
 * Every system-data kind through the API as an admin, driven by the descriptors: the bodies are
 * built from each kind's fields, parents are created (or found) first, and nothing depends on
 * which catalogue rows the base seed holds.
 */

let t: TestApp
let admin: TestClient
let adminId: number
beforeAll(async () => {
  t = await createTestApp()
  const signed = await signedIn(t, 'admin')
  admin = signed.client
  adminId = signed.user.id
})
afterAll(async () => {
  await t.close()
})

const RUN = randomUUID().slice(0, 6)
let counter = 0
const unique = (max: number) => `sd${RUN}${++counter}`.slice(-max)
const path = (kind: string, id?: number) => `/api/admin/extended/${kind}${id === undefined ? '' : `/${id}`}`

type Body = Record<string, unknown>

async function listAll(kind: SystemDataKind): Promise<SystemDataRow[]> {
  const rows: SystemDataRow[] = []
  for (let page = 1; ; page++) {
    const response = await admin.get(path(kind), { limit: '100', page: String(page) })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json() as { data: SystemDataRow[]; lastPage: number }
    rows.push(...body.data)
    if (page >= body.lastPage) return rows
  }
}

async function create(kind: SystemDataKind, body: Body): Promise<SystemDataRow> {
  const response = await admin.post(path(kind), body)
  expect(response.statusCode, `${kind}: ${response.body}`).toBe(201)
  return response.json() as SystemDataRow
}

/** A usable (not retired) row of a kind to refer to: an existing one, or a new one. */
const parents = new Map<SystemDataKind, Promise<number>>()
function parentId(kind: SystemDataKind): Promise<number> {
  let id = parents.get(kind)
  if (!id) {
    id = (async () => {
      const existing = (await listAll(kind)).find((row) => row.retiredAt === null)
      return existing ? existing.id : (await create(kind, await validBody(kind))).id
    })()
    parents.set(kind, id)
  }
  return id
}

/** Key literals of a kind whose key is unique and one of a few literals (certification, membership). */
async function freeKey(kind: 'certification' | 'membership'): Promise<string | null> {
  const field = SYSTEM_DATA[kind].fields.find((f) => f.name === 'key')
  if (field?.type !== 'select') throw new Error('no key field')
  const taken = new Set((await listAll(kind)).map((row) => row.key))
  return field.options.find((option) => !taken.has(option)) ?? null
}

/** A certification and pathway key that no pathway uses yet. */
async function freePathwayKey(): Promise<{ certificationId: number; key: string }> {
  const field = SYSTEM_DATA.pathway.fields.find((f) => f.name === 'key')
  if (field?.type !== 'select') throw new Error('no key field')
  const pathways = await listAll('pathway')
  const certificationIds = [await parentId('certification'), ...(await listAll('certification')).map((c) => c.id)]
  for (const certificationId of certificationIds) {
    const taken = new Set(pathways.filter((p) => p.certificationId === certificationId).map((p) => p.key))
    const key = field.options.find((option) => !taken.has(option))
    if (key) return { certificationId, key }
  }
  throw new Error('every certification already has every pathway key')
}

async function sampleValue(field: FieldDescriptor): Promise<unknown> {
  switch (field.type) {
    case 'text':
      return unique(field.maxLength)
    case 'textarea':
      return `About ${unique(40)}`
    case 'url':
      return `https://example.org/${unique(40)}`
    case 'number': {
      const value = field.decimals ? 1.5 : 1
      return Math.min(Math.max(value, field.min ?? 0), field.max ?? value)
    }
    case 'money':
      return field.percentWhen ? 25 : 12_345
    case 'boolean':
      return !(field.default ?? false)
    case 'date':
      if (field.name === 'startsOn') return '2030-01-01'
      if (field.name === 'endsOn') return '2031-12-31'
      return addDaysToDay('2040-01-01', ++counter)
    case 'datetime':
      return '2030-05-01T14:30:00.000Z'
    case 'select':
      return field.options[0]
    case 'multiselect':
      return field.options.slice(0, 2)
    case 'reference':
      return parentId(field.kind)
    case 'references':
      return [await parentId(field.kind)]
    case 'json':
      return JSON.parse(field.example) as unknown
  }
}

/** A valid create body of a kind: every editable field filled in. */
async function validBody(kind: SystemDataKind): Promise<Body> {
  const body: Body = {}
  for (const field of SYSTEM_DATA[kind].fields) {
    if (field.readOnly) continue
    body[field.name] = await sampleValue(field)
  }
  if (kind === 'pathway') Object.assign(body, await freePathwayKey())
  if (kind === 'certification' || kind === 'membership') {
    const key = await freeKey(kind)
    if (!key) throw new Error(`no free ${kind} key`)
    body.key = key
  }
  return body
}

/**
 * Certifications and memberships are keyed by a few literals, which the seed may all use. Then
 * an existing row is deleted through the API to free its key (when nothing references it).
 */
async function makeRoomFor(kind: SystemDataKind): Promise<boolean> {
  if (kind !== 'certification' && kind !== 'membership') return true
  if (await freeKey(kind)) return true
  const rows = await listAll(kind)
  for (const row of [...rows].reverse()) {
    const outcome = (await admin.delete(path(kind, row.id))).json().outcome
    if (outcome === 'deleted') {
      parents.delete(kind)
      return true
    }
    expect(outcome).toBe('retired')
    const restored = await admin.patch(path(kind, row.id), { retired: false })
    expect(restored.json().retiredAt).toBeNull()
    // The key is taken: a new row with it is a duplicate, reported on the key.
    const duplicate = await admin.post(path(kind), { ...(await validBodyWithoutKey(kind)), key: row.key })
    expect(duplicate.statusCode).toBe(422)
    expect(duplicate.json().errors).toEqual({
      key: [`A ${SYSTEM_DATA[kind].label.toLowerCase()} with this key already exists.`],
    })
  }
  return false
}

async function validBodyWithoutKey(kind: SystemDataKind): Promise<Body> {
  const body: Body = {}
  for (const field of SYSTEM_DATA[kind].fields) if (!field.readOnly) body[field.name] = await sampleValue(field)
  return body
}

const titleFieldOf = (kind: SystemDataKind) => {
  const field = SYSTEM_DATA[kind].fields.find((f) => f.name === SYSTEM_DATA[kind].titleField)
  if (!field || field.type !== 'text') throw new Error(`${kind}: the title field is not a text`)
  return field
}

describe('every system-data kind, as an admin', () => {
  it.each(SYSTEM_DATA_KINDS)('%s: create, list, edit and delete', async (kind) => {
    const descriptor = SYSTEM_DATA[kind]
    const title = titleFieldOf(kind)
    if (!(await makeRoomFor(kind))) {
      // Every key is in use by a row other records reference: edit one of them instead.
      const [row] = await listAll(kind)
      if (!row) throw new Error(`${kind}: no row`)
      const renamed = unique(title.maxLength)
      const edited = await admin.patch(path(kind, row.id), { [title.name]: renamed })
      expect(edited.statusCode, edited.body).toBe(200)
      expect(edited.json()[title.name]).toBe(renamed)
      await admin.patch(path(kind, row.id), { [title.name]: row[title.name] })
      return
    }

    // Create
    const body = await validBody(kind)
    const created = await create(kind, body)
    for (const field of descriptor.fields) {
      if (field.readOnly) continue
      if (field.type === 'textarea' || field.type === 'text' || field.type === 'url') {
        expect(created[field.name], field.name).toBe(body[field.name])
      } else {
        expect(created[field.name], field.name).toEqual(body[field.name])
      }
      if (field.type === 'reference') expect(created.labels[field.name], field.name).toEqual(expect.any(String))
    }
    expect(created.retiredAt).toBeNull()

    // List it back, filtered by its title and sorted by each sortable column
    const titleValue = String(created[title.name])
    const sortable = ['id', 'retired', ...descriptor.fields.filter((f) => f.sortable).map((f) => f.name)]
    for (const field of sortable) {
      const listed = await admin.get(path(kind), {
        filter: `${title.name},${titleValue}`,
        sort: `${field},desc`,
      })
      expect(listed.statusCode, `${kind} sort ${field}: ${listed.body}`).toBe(200)
      expect(listed.json().data.map((row: SystemDataRow) => row.id)).toContain(created.id)
    }

    // Edit
    const renamed = unique(title.maxLength)
    const edited = await admin.patch(path(kind, created.id), { [title.name]: renamed })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()[title.name]).toBe(renamed)
    const fetched = (await admin.get(path(kind, created.id))).json()
    expect(fetched[title.name]).toBe(renamed)
    const byNewTitle = (await admin.get(path(kind), { filter: `${title.name},${renamed}` })).json()
    expect(byNewTitle.data.map((row: SystemDataRow) => row.id)).toEqual([created.id])

    // Delete: nothing refers to it, so it is gone
    const deleted = await admin.delete(path(kind, created.id))
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json()).toEqual({ outcome: 'deleted' })
    expect((await admin.get(path(kind, created.id))).statusCode).toBe(404)
    expect((await admin.get(path(kind), { filter: `${title.name},${renamed}` })).json().data).toEqual([])
  })
})

describe('rows already in the catalogue', () => {
  it.each(SYSTEM_DATA_KINDS)('%s: every row can be opened in the form and saved unchanged', async (kind) => {
    const schema = systemDataSchemas(kind).create
    for (const row of await listAll(kind)) {
      const result = schema.safeParse(rowToFormValues(SYSTEM_DATA[kind], row))
      expect(result.error?.issues ?? [], `${kind} #${row.id}`).toEqual([])
    }
  })
})

describe('rows other records use are retired, not deleted', () => {
  it('retires a work area category a work area uses, and both keep pointing at each other', async () => {
    const category = await create('work-area-category', { name: `Category ${unique(20)}` })
    const area = await create('work-area', { workAreaCategoryId: category.id, name: `Area ${unique(20)}` })

    const response = await admin.delete(path('work-area-category', category.id))
    expect(response.json()).toEqual({ outcome: 'retired' })
    const retired = (await admin.get(path('work-area-category', category.id))).json()
    expect(retired.retiredAt).toEqual(expect.any(String))
    expect(retired.name).toBe(category.name)

    // The work area still points at its category, and shows its name.
    const stillThere = (await admin.get(path('work-area', area.id))).json()
    expect(stillThere.workAreaCategoryId).toBe(category.id)
    expect(stillThere.labels.workAreaCategoryId).toBe(category.name)

    // Lists show retired rows and filter on them (Yes/No as the table offers, or true/false).
    const retiredOnly = await admin.get(path('work-area-category'), {
      filter: ['retired,Yes', `name,${category.name}`],
    })
    expect(retiredOnly.json().data.map((row: SystemDataRow) => row.id)).toEqual([category.id])
    const activeOnly = await admin.get(path('work-area-category'), {
      filter: ['retired,false', `name,${category.name}`],
    })
    expect(activeOnly.json().data).toEqual([])

    // A retired row is no longer a choice for new records.
    const refused = await admin.post(path('work-area'), { workAreaCategoryId: category.id, name: `New ${unique(20)}` })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({
      workAreaCategoryId: ['This work area category is retired. Please choose another one.'],
    })

    // Deleting it again keeps it retired; un-retiring restores it.
    expect((await admin.delete(path('work-area-category', category.id))).json()).toEqual({ outcome: 'retired' })
    const restored = await admin.patch(path('work-area-category', category.id), { retired: false })
    expect(restored.json().retiredAt).toBeNull()
    expect(
      (await admin.post(path('work-area'), { workAreaCategoryId: category.id, name: `New ${unique(20)}` })).statusCode,
    ).toBe(201)
  })

  it('retires a certification a pathway uses and restores it', async () => {
    const { certificationId, key } = await freePathwayKey()
    const pathway = await create('pathway', {
      ...(await validBody('pathway')),
      certificationId,
      key,
    })
    const response = await admin.delete(path('certification', certificationId))
    expect(response.json()).toEqual({ outcome: 'retired' })
    const certification = (await admin.get(path('certification', certificationId))).json()
    expect(certification.retiredAt).toEqual(expect.any(String))
    expect((await admin.get(path('pathway', pathway.id))).json()).toMatchObject({
      certificationId,
      labels: { certificationId: certification.name },
    })
    expect((await admin.patch(path('certification', certificationId), { retired: false })).json().retiredAt).toBeNull()
    expect((await admin.delete(path('pathway', pathway.id))).json()).toEqual({ outcome: 'deleted' })
  })

  it("retires a work area a member's profile history uses; the history row stays", async () => {
    const area = await create('work-area', {
      workAreaCategoryId: await parentId('work-area-category'),
      name: `Area ${unique(20)}`,
    })
    const member = await createUser(t)
    await t.database.db.insert(userWorkAreas).values({ userId: member.id, workAreaId: area.id, primary: true })
    expect((await admin.delete(path('work-area', area.id))).json()).toEqual({ outcome: 'retired' })
    const history = await t.database.db
      .select()
      .from(userWorkAreas)
      .where(and(eq(userWorkAreas.userId, member.id), eq(userWorkAreas.workAreaId, area.id)))
    expect(history).toHaveLength(1)
  })

  it('retires an accounting product an exam is booked against', async () => {
    const product = await create('quickbooks-product', await validBody('quickbooks-product'))
    const exam = await create('exam', { ...(await validBody('exam')), productId: product.id })
    expect((await admin.delete(path('quickbooks-product', product.id))).json()).toEqual({ outcome: 'retired' })
    expect((await admin.get(path('exam', exam.id))).json().productId).toBe(product.id)
  })

  it('retires a row on request without trying to delete it', async () => {
    const type = await create('credit-type', { name: `Credit ${unique(20)}` })
    const retired = (await admin.patch(path('credit-type', type.id), { retired: true })).json()
    expect(retired.retiredAt).toEqual(expect.any(String))
    expect((await admin.patch(path('credit-type', type.id), { retired: false })).json().retiredAt).toBeNull()
  })
})

describe('validation', () => {
  const count = async (table: string) =>
    (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]
      ?.n

  it('answers an invalid body with 422 on each field and writes nothing', async () => {
    const before = await count('credit_types')
    const response = await admin.post(path('credit-type'), { name: '  ', minimumCredits: -1, sortOrder: 1.5, bogus: 1 })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      name: ['Required'],
      minimumCredits: ['Must be at least 0.'],
      sortOrder: ['Please enter a whole number.'],
      bogus: ['This field is not allowed.'],
    })
    expect(await count('credit_types')).toBe(before)
  })

  it('reports each wrong value on its field', async () => {
    const response = await admin.post(path('event'), {
      name: 'x'.repeat(301),
      type: 'party',
      date: 'next tuesday',
      priceCents: 10.5,
      image: 'not a url',
      productId: 'one',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      name: ['Must be at most 300 characters.'],
      type: ['Please choose one of the options.'],
      date: ['Please enter a valid date and time.'],
      priceCents: ['Please enter an amount in whole cents.'],
      image: ['Please enter a valid URL (https://... or a path starting with /).'],
      productId: ['Please choose one of the options.'],
    })
    const missing = await admin.post(path('event'), {})
    expect(missing.json().errors).toEqual({ name: ['Required'], type: ['Required'], date: ['Required'] })
  })

  it('checks rules across fields, on create and on a change of either field', async () => {
    const percent = await admin.post(path('discount'), { code: unique(20), percentage: true, amount: 150 })
    expect(percent.json().errors).toEqual({ amount: ['A percentage must be between 1 and 100.'] })

    const period = await admin.post(path('reporting-period'), {
      name: unique(20),
      startsOn: '2031-01-01',
      endsOn: '2030-01-01',
    })
    expect(period.json().errors).toEqual({ endsOn: ['End date must be after the start date.'] })

    const good = await create('reporting-period', { name: unique(20), startsOn: '2030-01-01', endsOn: '2031-01-01' })
    const moved = await admin.patch(path('reporting-period', good.id), { startsOn: '2032-01-01' })
    expect(moved.statusCode).toBe(422)
    expect(moved.json().errors).toEqual({ endsOn: ['End date must be after the start date.'] })
    expect((await admin.get(path('reporting-period', good.id))).json().startsOn).toBe('2030-01-01')
  })

  it('refuses references to rows that do not exist', async () => {
    const response = await admin.post(path('work-area'), { workAreaCategoryId: 2_000_000_000, name: unique(20) })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ workAreaCategoryId: ['Please choose one of the options.'] })
  })

  it('reports a duplicate unique key on its field, on create and on edit', async () => {
    const code = `Save${unique(10)}`
    await create('discount', { code, amount: 500 })
    const duplicate = await admin.post(path('discount'), { code: code.toLowerCase(), amount: 100 })
    expect(duplicate.statusCode).toBe(422)
    expect(duplicate.json().errors).toEqual({ code: ['A discount with this code already exists.'] })

    const other = await create('discount', { code: unique(20), amount: 100 })
    const renamed = await admin.patch(path('discount', other.id), { code })
    expect(renamed.statusCode).toBe(422)
    expect(renamed.json().errors).toEqual({ code: ['A discount with this code already exists.'] })

    const category = await parentId('work-area-category')
    const area = await create('work-area', { workAreaCategoryId: category, name: `Area ${unique(20)}` })
    const twin = await admin.post(path('work-area'), { workAreaCategoryId: category, name: area.name })
    expect(twin.json().errors).toEqual({ name: ['A work area with this name already exists.'] })

    // Two universities of the same name without a program are duplicates too (NULLS NOT DISTINCT).
    const university = await create('university', { name: `University ${unique(20)}` })
    const again = await admin.post(path('university'), { name: university.name })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ name: ['A university with this name already exists.'] })
  })

  it('reports a database check the form cannot foresee on its field', async () => {
    const discount = await create('discount', { code: unique(20), amount: 100, usageLimit: 5 })
    await t.database.db.execute(sql`update discounts set usage_count = 3 where id = ${discount.id}`)
    const response = await admin.patch(path('discount', discount.id), { usageLimit: 2 })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      usageLimit: ['The usage limit cannot be lower than the times the code was already used.'],
    })
    const usageCount = await admin.patch(path('discount', discount.id), { usageCount: 0 })
    expect(usageCount.json().errors).toEqual({ usageCount: ['This field is not allowed.'] })
  })

  it('refuses unknown sort and filter fields, and unknown kinds', async () => {
    const response = await admin.get(path('credit-type'), { sort: 'createdBy,asc', filter: 'secret,1' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      filter: ['Cannot filter by "secret".'],
      sort: ['Cannot sort by "createdBy".'],
    })
    for (const call of [
      admin.get(path('unicorn')),
      admin.post(path('unicorn'), { name: 'x' }),
      admin.get(path('unicorn', 1)),
      admin.patch(path('unicorn', 1), { name: 'x' }),
      admin.delete(path('unicorn', 1)),
    ]) {
      const answer = await call
      expect(answer.statusCode).toBe(404)
      expect(answer.json().code).toBe('not_found')
    }
    expect((await admin.get(path('credit-type', 2_000_000_000))).statusCode).toBe(404)
    expect((await admin.delete(path('credit-type', 2_000_000_000))).statusCode).toBe(404)
  })
})

describe('lists', () => {
  it('filters enum columns by their label, references by the referenced title, and sorts by it', async () => {
    const name = `Event ${unique(20)}`
    const event = await create('event', { ...(await validBody('event')), name, type: 'in_person' })
    const byLabel = (await admin.get(path('event'), { filter: [`name,${name}`, 'type,In-Person'] })).json()
    expect(byLabel.data.map((row: SystemDataRow) => row.id)).toEqual([event.id])
    const byLiteral = (await admin.get(path('event'), { filter: [`name,${name}`, 'type,webinar'] })).json()
    expect(byLiteral.data).toEqual([])

    const category = await create('membership-resource-category', { name: `Zeta ${unique(20)}` })
    const resource = await create('membership-resource', {
      categoryId: category.id,
      name: `Resource ${unique(20)}`,
      url: 'https://example.org/resource',
    })
    const byCategory = await admin.get(path('membership-resource'), {
      filter: `categoryId,${String(category.name).slice(0, 8)}`,
      sort: 'categoryId,asc',
    })
    expect(byCategory.json().data.map((row: SystemDataRow) => row.id)).toContain(resource.id)
    expect(byCategory.json().data[0].labels.categoryId).toEqual(expect.any(String))
  })

  it('keeps the pathways a course material is offered on', async () => {
    const pathwayId = await parentId('pathway')
    const material = await create('course-material', { ...(await validBody('course-material')), pathwayTypeIds: [] })
    expect(material.pathwayTypeIds).toEqual([])
    const linked = await admin.patch(path('course-material', material.id), { pathwayTypeIds: [pathwayId] })
    expect(linked.json().pathwayTypeIds).toEqual([pathwayId])
    // Deleting the material removes its links with it (they are part of the material).
    expect((await admin.delete(path('course-material', material.id))).json()).toEqual({ outcome: 'deleted' })
  })
})

describe('access and audit', () => {
  const routes = (id: number) =>
    [
      ['GET', path('credit-type')],
      ['POST', path('credit-type')],
      ['GET', path('credit-type', id)],
      ['PATCH', path('credit-type', id)],
      ['DELETE', path('credit-type', id)],
    ] as const

  it('refuses members (403) and visitors (401) on every call, changing nothing', async () => {
    const type = await create('credit-type', { name: `Credit ${unique(20)}` })
    const { client: member } = await signedIn(t, 'member')
    const visitor = t.client()
    for (const [method, url] of routes(type.id)) {
      const payload = method === 'POST' || method === 'PATCH' ? { name: 'Hacked' } : undefined
      expect((await member.request({ method, url, payload })).statusCode, `${method} ${url}`).toBe(403)
      expect((await visitor.request({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await admin.get(path('credit-type', type.id))).json()).toMatchObject({ name: type.name, retiredAt: null })
  })

  it('audits every write with the admin, the kind and the row', async () => {
    const type = await create('credit-type', { name: `Credit ${unique(20)}` })
    await admin.patch(path('credit-type', type.id), { minimumCredits: 3 })
    await admin.delete(path('credit-type', type.id))
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, adminId))
    const ours = rows.filter(
      (row) => row.subjectType === 'system_data.credit-type' && row.subjectId === String(type.id),
    )
    expect(ours.map((row) => row.action).sort()).toEqual([
      'system_data.created',
      'system_data.deleted',
      'system_data.updated',
    ])
    const writes = rows.filter(
      (row) => row.action === 'admin.write' && String(row.details.route).startsWith('/api/admin/extended/'),
    )
    expect(writes.map((row) => row.details.method)).toEqual(expect.arrayContaining(['POST', 'PATCH', 'DELETE']))
  })
})

describe('canned messages for the decision dialogs (GET /api/admin/email-dropdown)', () => {
  it('offers the category’s messages that are not retired, by title, as id and title', async () => {
    const tag = unique(8)
    const second = await create('email-dropdown', {
      category: 'experience_approval',
      title: `${tag} Z`,
      body: '<p>Z</p>',
    })
    const first = await create('email-dropdown', {
      category: 'experience_approval',
      title: `${tag} A`,
      body: '<p>A</p>',
    })
    const retired = await create('email-dropdown', {
      category: 'experience_approval',
      title: `${tag} R`,
      body: '<p>R</p>',
    })
    await create('email-dropdown', { category: 'experience_rejection', title: `${tag} other`, body: '<p>O</p>' })
    expect((await admin.patch(path('email-dropdown', retired.id), { retired: true })).statusCode).toBe(200)

    const options = (
      await admin.call(systemDataRoutes.listCannedMessages, { query: { category: 'experience_approval' } })
    ).data()
    expect(options.filter((option) => option.title.startsWith(tag))).toEqual([
      { id: first.id, title: `${tag} A` },
      { id: second.id, title: `${tag} Z` },
    ])
  })

  it('refuses an unknown category on its field, and anyone but staff', async () => {
    const unknown = await admin.get('/api/admin/email-dropdown', { category: 'gossip' })
    expect(unknown.statusCode).toBe(422)
    expect(Object.keys(unknown.json().errors)).toEqual(['category'])
    const { client: member } = await signedIn(t, 'member')
    expect((await member.get('/api/admin/email-dropdown', { category: 'registration_approval' })).statusCode).toBe(403)
  })
})
