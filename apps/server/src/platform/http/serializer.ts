/**
 * The response serializer: each route's response schema is compiled once, from its zod schema
 * through `z.toJSONSchema`, into a fast-json-stringify function. Like the zod serializer it writes
 * only the properties a schema declares (hidden fields can leave only by being in a schema), but it
 * does not re-validate every response, which cost up to a fifth of a list request (decision 0008).
 *
 * Schemas whose conversion is not plainly safe keep the zod serializer: anything zod cannot express
 * in JSON Schema (binary `z.custom` bodies, dates, transforms), defaults, loose objects, references
 * and intersections.
 */
import type { FastifySerializerCompiler } from 'fastify'
import fastJson from 'fast-json-stringify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from '@portal/contracts'

type JsonSchema = Record<string, unknown>
type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0]

/**
 * Keywords the compiled serializer understands as zod does; anything else falls back. `const` is
 * not among them: fast-json-stringify writes the constant whatever the value is.
 */
const SAFE_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'propertyNames',
  'description',
  'title',
  'examples',
  'deprecated',
])

/** A JSON schema for fast-json-stringify, or null when this schema must keep the zod serializer. */
export function toSerializerSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodMiniType)) return null
  let json: JsonSchema
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' }) as JsonSchema
  } catch {
    return null
  }
  delete json.$schema
  const simple = simplify(json)
  return isSafe(simple) ? simple : null
}

function isSafe(node: unknown): boolean {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false
  for (const [key, value] of Object.entries(node)) {
    if (!SAFE_KEYWORDS.has(key)) return false
    if (key === 'properties') {
      if (!Object.values(value as JsonSchema).every(isSafe)) return false
    } else if (key === 'additionalProperties') {
      // false: a strict object; a schema: a record, whose keys are all meant to leave. An open
      // object (`true`, `{}`) would let undeclared fields out.
      if (value !== false && (!isSafe(value) || Object.keys(value as JsonSchema).length === 0)) return false
    } else if (key === 'items' || key === 'propertyNames') {
      if (Array.isArray(value) ? !value.every(isSafe) : !isSafe(value)) return false
    }
  }
  // An object without declared properties that is not a record (e.g. z.object({}).loose()).
  const n = node as JsonSchema
  if (n.type === 'object' && n.additionalProperties === undefined && n.properties === undefined) return false
  return true
}

/**
 * `anyOf: [X, {type: 'null'}]` (a nullable X) becomes X with `type: [X.type, 'null']`, which
 * fast-json-stringify writes directly instead of validating each branch per value.
 */
function simplify(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, simplify(v as JsonSchema)]))
    } else if ((key === 'items' || key === 'additionalProperties' || key === 'propertyNames') && isObject(value)) {
      out[key] = simplify(value)
    } else if ((key === 'items' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      out[key] = value.map((v) => simplify(v as JsonSchema))
    } else {
      out[key] = value
    }
  }
  const branches = out.anyOf
  const merged = Array.isArray(branches) && Object.keys(out).length === 1 ? typeList(branches) : null
  if (merged) return merged
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = branches.findIndex((b) => isObject(b) && b.type === 'null' && Object.keys(b).length === 1)
    const other = branches[1 - nullIndex] as JsonSchema | undefined
    if (nullIndex >= 0 && other && typeof other.type === 'string' && other.type !== 'null') {
      return {
        ...other,
        type: [other.type, 'null'],
        ...(Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {}),
      }
    }
  }
  return out
}

/**
 * The order fast-json-stringify must try a type list in: it tests branches in the order given, and
 * its string branch also accepts an array (written as its `toString()`), so arrays come first.
 */
const TYPE_ORDER = ['array', 'null', 'boolean', 'number', 'string']

/**
 * `anyOf` of bare scalar types and at most one array (a union like string | number | boolean |
 * null | unknown[]) becomes one `type` list, which fast-json-stringify writes by each value's
 * own type, exactly as JSON.stringify does; null when the branches are anything else.
 */
function typeList(branches: unknown[]): JsonSchema | null {
  const types: string[] = []
  let items: unknown
  for (const branch of branches) {
    if (!isObject(branch) || typeof branch.type !== 'string' || !TYPE_ORDER.includes(branch.type)) return null
    const keys = Object.keys(branch)
    if (branch.type === 'array') {
      if (items !== undefined || keys.some((key) => key !== 'type' && key !== 'items')) return null
      items = branch.items ?? {}
    } else if (keys.length !== 1) return null
    if (types.includes(branch.type)) return null
    types.push(branch.type)
  }
  if (types.length < 3) return null
  const ordered = TYPE_ORDER.filter((type) => types.includes(type))
  return items === undefined ? { type: ordered } : { type: ordered, items }
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Fastify's serializer compiler: compiled JSON for convertible schemas, zod for the rest. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const json = toSerializerSchema(route.schema)
  if (!json) return zodSerializerCompiler(route as SerializerCompiler)
  try {
    return fastJson(json as unknown as Parameters<typeof fastJson>[0])
  } catch {
    return zodSerializerCompiler(route as SerializerCompiler)
  }
}
