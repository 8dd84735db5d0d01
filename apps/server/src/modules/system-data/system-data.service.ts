/**
 * System data: the catalogue staff maintain under /admin/extended/{kind} (spec 3). Owns the rows
 * of the catalogue tables: lists them, creates and edits them with the kind's schema (built from
 * its descriptor in contracts, the same the admin form uses), and deletes them, or retires them
 * when other records still reference them so history keeps its meaning.
 */
import {
  SYSTEM_DATA,
  SystemDataMessages as M,
  isEditable,
  isSystemDataKind,
  optionLabel,
  parseFilterItem,
  systemDataSchemas,
  type CannedMessageCategory,
  type CannedMessageOption,
  type DeleteOutcome,
  type FieldDescriptor,
  type ListQuery,
  type ListResult,
  type SystemDataKind,
  type SystemDataWireRow as SystemDataRow,
  type z,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db, Tx } from '../../platform/db/database'
import { AppError, fieldError, issuesToFieldErrors, notFound, validationFailed } from '../../platform/http/errors'
import type { Actor, RequestMeta } from '../../platform/http/route'
import { SYSTEM_DATA_TABLES, columnsOf } from './system-data-tables.repo'
import { systemDataRepo as repo, type StoredRow } from './system-data.repo'

export interface SystemDataServiceDeps {
  db: Db
  clock: Clock
}

export type SystemDataService = ReturnType<typeof createSystemDataService>

type Values = Record<string, unknown>

/** The `{kind}` of a path; an unknown kind is a 404 like any unknown page. */
function resolveKind(raw: string): SystemDataKind {
  if (!isSystemDataKind(raw)) throw notFound()
  return raw
}

const fieldsOf = (kind: SystemDataKind) => SYSTEM_DATA[kind].fields
const fieldNamed = (kind: SystemDataKind, name: string) => fieldsOf(kind).find((field) => field.name === name)
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null))

/** A stored row in its wire shape (the shape the create and update bodies take too). */
function toWire(kind: SystemDataKind, row: StoredRow): SystemDataRow {
  const wire: Values = {
    id: row.id,
    retiredAt: iso(row.retiredAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    labels: row.labels,
  }
  for (const field of fieldsOf(kind)) {
    const value = row[field.name]
    wire[field.name] = field.type === 'datetime' ? iso(value ?? null) : (value ?? null)
  }
  return wire as SystemDataRow
}

function editableValues(kind: SystemDataKind, row: SystemDataRow): Values {
  return Object.fromEntries(
    fieldsOf(kind)
      .filter(isEditable)
      .map((field) => [field.name, row[field.name]]),
  )
}

/** Parses with a kind's schema; every issue becomes a 422 on its field path. */
function parse(schema: z.ZodMiniType<Values>, body: unknown): Values {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  throw validationFailed(
    issuesToFieldErrors(
      result.error.issues.map((issue) => ({
        instancePath: issue.path.length ? `/${issue.path.map(String).join('/')}` : '',
        message: issue.message,
        keyword: issue.code,
        params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : undefined,
      })),
    ),
  )
}

/** Parsed values → column values (instants as Date) and the many-to-many fields apart. */
function splitValues(kind: SystemDataKind, values: Values): { columns: Values; links: Record<string, number[]> } {
  const columns: Values = {}
  const links: Record<string, number[]> = {}
  for (const [name, value] of Object.entries(values)) {
    const field = fieldNamed(kind, name)
    if (!field || value === undefined) continue
    if (field.type === 'references') links[name] = value as number[]
    else if (field.type === 'datetime' && typeof value === 'string') columns[name] = new Date(value)
    else columns[name] = value
  }
  return { columns, links }
}

interface PgError {
  code: string
  detail?: string
  constraint?: string
  column?: string
}

/** The PostgreSQL error under Drizzle's wrapper, if the failure is one. */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null) {
      const code = (current as { code?: unknown }).code
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError
      current = (current as { cause?: unknown }).cause
    } else {
      return null
    }
  }
  return null
}

/** The descriptor fields whose columns a constraint's detail ("Key (a, b)=(...)") names. */
function fieldsInDetail(kind: SystemDataKind, detail: string | undefined): FieldDescriptor[] {
  const keyPart = /Key \((.*)\)=\(/.exec(detail ?? '')?.[1]
  if (!keyPart) return []
  const all = columnsOf(kind).all
  return fieldsOf(kind).filter((field) => {
    const column = all[field.name]
    return column !== undefined && new RegExp(`\\b${column.name}\\b`).test(keyPart)
  })
}

/** A constraint the database enforced, as the 422 the form can show on its field. */
function constraintError(kind: SystemDataKind, error: unknown): AppError | null {
  const pg = pgErrorOf(error)
  if (!pg) return null
  const descriptor = SYSTEM_DATA[kind]
  switch (pg.code) {
    case '23505': {
      const named = fieldsInDetail(kind, pg.detail)
      const field =
        named.filter((f) => f.unique).at(-1) ?? named.at(-1) ?? descriptor.fields.find((f) => f.unique) ?? null
      if (!field) return validationFailed({ _: [M.invalidValue] })
      return fieldError(field.name, M.duplicate(descriptor.label, field.label))
    }
    case '23503': {
      const field = fieldsInDetail(kind, pg.detail).find((f) => f.type === 'reference')
      return field ? fieldError(field.name, M.referenceMissing) : validationFailed({ _: [M.referenceMissing] })
    }
    case '23502': {
      const field = fieldsOf(kind).find((f) => columnsOf(kind).all[f.name]?.name === pg.column)
      return field ? fieldError(field.name, M.required) : validationFailed({ _: [M.invalidValue] })
    }
    case '23514': {
      const check = pg.constraint ? SYSTEM_DATA_TABLES[kind].checks?.[pg.constraint] : undefined
      return check ? fieldError(check.field, check.message) : validationFailed({ _: [M.invalidValue] })
    }
    default:
      // Data exceptions (22xxx: out of range, too long, bad format): the input's fault, not ours.
      return pg.code.startsWith('22') ? validationFailed({ _: [M.invalidValue] }) : null
  }
}

async function withConstraints<T>(kind: SystemDataKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw constraintError(kind, error) ?? error
  }
}

/** Lets `retired,Yes` and `type,In-Person` (what the table's filter choices show) mean the literal. */
function normalizeFilters(kind: SystemDataKind, filters: readonly string[]): string[] {
  return filters.map((raw) => {
    const item = parseFilterItem(raw)
    if (!item) return raw
    const value = item.value.trim().toLowerCase()
    const field = fieldNamed(kind, item.field)
    if (item.field === 'retired' || field?.type === 'boolean') {
      if (value === 'yes') return `${item.field},true`
      if (value === 'no') return `${item.field},false`
    }
    if (field?.type === 'select') {
      const option = field.options.find((o) => optionLabel(field, o).toLowerCase() === value)
      if (option) return `${item.field},${option}`
    }
    return raw
  })
}

export function createSystemDataService(deps: SystemDataServiceDeps) {
  const { db, clock } = deps

  const audit = (
    tx: Tx,
    action: string,
    kind: SystemDataKind,
    id: number,
    who: { actor: Actor; meta: RequestMeta },
    details: Values = {},
  ) =>
    recordAudit(tx, {
      action: `system_data.${action}`,
      actor: who.actor,
      meta: who.meta,
      subjectType: `system_data.${kind}`,
      subjectId: id,
      details,
    })

  /** New references must point at rows that exist and are not retired. */
  async function checkReferences(tx: Tx, kind: SystemDataKind, values: Values, current: SystemDataRow | null) {
    const errors: Record<string, string[]> = {}
    for (const field of fieldsOf(kind)) {
      if ((field.type !== 'reference' && field.type !== 'references') || values[field.name] === undefined) continue
      const asList = (value: unknown) =>
        Array.isArray(value) ? (value as number[]) : typeof value === 'number' ? [value] : []
      const previous = asList(current?.[field.name])
      const added = asList(values[field.name]).filter((id) => !previous.includes(id))
      if (added.length === 0) continue
      const states = await repo.findStates(tx, field.kind, added)
      if (states.length < new Set(added).size) errors[field.name] = [M.referenceMissing]
      else if (states.some((state) => state.retiredAt !== null))
        errors[field.name] = [M.referenceRetired(SYSTEM_DATA[field.kind].label)]
    }
    if (Object.keys(errors).length) throw validationFailed(errors)
  }

  async function read(tx: Tx | Db, kind: SystemDataKind, id: number): Promise<SystemDataRow> {
    const row = await repo.find(tx, kind, id)
    if (!row) throw notFound()
    return toWire(kind, row)
  }

  return {
    /** The choices of an approve or reject dialog (staff only: the route's access). */
    cannedMessages(category: CannedMessageCategory): Promise<CannedMessageOption[]> {
      return repo.cannedMessages(db, category)
    },

    async list(rawKind: string, query: ListQuery): Promise<ListResult<SystemDataRow>> {
      const kind = resolveKind(rawKind)
      const page = await repo.list(db, kind, { ...query, filter: normalizeFilters(kind, query.filter) })
      return { ...page, data: page.data.map((row) => toWire(kind, row)) }
    },

    async get(rawKind: string, id: number): Promise<SystemDataRow> {
      return read(db, resolveKind(rawKind), id)
    },

    async create(rawKind: string, body: unknown, actor: Actor, meta: RequestMeta): Promise<SystemDataRow> {
      const kind = resolveKind(rawKind)
      const values = parse(systemDataSchemas(kind).create, body)
      return db.transaction(async (tx) => {
        await checkReferences(tx, kind, values, null)
        const { columns, links } = splitValues(kind, values)
        const id = await withConstraints(kind, () => repo.insert(tx, kind, columns))
        for (const [field, ids] of Object.entries(links)) await repo.replaceLinks(tx, kind, field, id, ids)
        await audit(tx, 'created', kind, id, { actor, meta }, { fields: Object.keys(values) })
        return read(tx, kind, id)
      })
    },

    /**
     * Changes the given fields. The whole row (stored values overlaid with the change) is checked
     * with the create schema, so a rule across fields holds whichever of them is changed.
     * `retired: false` restores a retired row; `retired: true` retires it.
     */
    async update(rawKind: string, id: number, body: unknown, actor: Actor, meta: RequestMeta) {
      const kind = resolveKind(rawKind)
      const schemas = systemDataSchemas(kind)
      const patch = parse(schemas.update, body)
      const changes: Values = { ...(body as Values) }
      delete changes.retired
      return db.transaction(async (tx) => {
        const state = await repo.lock(tx, kind, id)
        if (!state) throw notFound()
        const current = await read(tx, kind, id)
        const full = parse(schemas.create, { ...editableValues(kind, current), ...changes })
        const values = Object.fromEntries(Object.keys(changes).map((name) => [name, full[name]]))
        await checkReferences(tx, kind, values, current)
        const { columns, links } = splitValues(kind, values)
        const now = clock.now()
        const set: Values = { ...columns }
        if (Object.keys(columns).length || Object.keys(links).length) set.updatedAt = now
        if (patch.retired === true && state.retiredAt === null) set.retiredAt = now
        if (patch.retired === false && state.retiredAt !== null) set.retiredAt = null
        if (set.retiredAt !== undefined) set.updatedAt = now
        if (Object.keys(set).length) await withConstraints(kind, () => repo.update(tx, kind, id, set))
        for (const [field, ids] of Object.entries(links)) await repo.replaceLinks(tx, kind, field, id, ids)
        const action = set.retiredAt === null ? 'restored' : set.retiredAt ? 'retired' : 'updated'
        await audit(tx, action, kind, id, { actor, meta }, { fields: Object.keys(changes) })
        return read(tx, kind, id)
      })
    },

    /**
     * Deletes the row inside a savepoint; when another record references it (a foreign-key
     * violation), the savepoint is rolled back and the row is retired instead.
     */
    async remove(rawKind: string, id: number, actor: Actor, meta: RequestMeta): Promise<{ outcome: DeleteOutcome }> {
      const kind = resolveKind(rawKind)
      return db.transaction(async (tx) => {
        const state = await repo.lock(tx, kind, id)
        if (!state) throw notFound()
        let outcome: DeleteOutcome = 'deleted'
        try {
          await tx.transaction(async (savepoint) => repo.delete(savepoint, kind, id))
        } catch (error) {
          if (pgErrorOf(error)?.code !== '23503') throw error
          outcome = 'retired'
          if (state.retiredAt === null) {
            const now = clock.now()
            await repo.update(tx, kind, id, { retiredAt: now, updatedAt: now })
          }
        }
        await audit(tx, outcome, kind, id, { actor, meta })
        return { outcome }
      })
    },
  }
}
