/**
 * Walks every route of the OpenAPI document with hostile input (malformed JSON, null, arrays,
 * NUL characters, lone surrogates, huge strings, deep nesting, wrong types, odd path values and
 * query strings, and random JSON from a seeded generator) as a signed-in admin, who may call
 * every route, and fails on any 5xx. A route added later is walked without editing this file.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query' }>
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
}
type Paths = Record<string, Record<string, Operation>>

const NUL = String.fromCharCode(0)
const LONE_SURROGATE = String.fromCharCode(0xdc00)
const HUGE = 'x'.repeat(100_000)
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: deepObject(depth - 1) })

/** Values a field may be given instead of what it expects. */
const HOSTILE_VALUES: unknown[] = [
  `a${NUL}b`,
  `a${LONE_SURROGATE}b`,
  HUGE,
  '',
  null,
  [],
  [`x${NUL}`],
  {},
  -1,
  1e308,
  2_147_483_648,
  0.5,
  true,
  "' or 1=1 --",
  deepObject(200),
]

/** Whole bodies that are not what any route expects, as raw text. */
const HOSTILE_BODIES: string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  deepArray(5000),
  JSON.stringify(deepObject(2000)),
  `{"a":"${'\\u0000'}"}`,
  `{"a":"\\ud800"}`,
]

/** Path parameter values: out of range, not numbers, encoded separators, NUL. */
const HOSTILE_PATH_VALUES = ['0', '-1', '99999999999999999999', '1.5', 'abc', '%00', '%2e%2e%2f', 'x'.repeat(3000)]

/** Query values, each tried on every declared query parameter. */
const HOSTILE_QUERY_VALUES: Array<string | string[]> = [
  `a${NUL}b`,
  `a${LONE_SURROGATE}`,
  'x'.repeat(10_000),
  ['a', 'b'],
  Array.from({ length: 200 }, () => 'x'),
  '-1',
  '1e309',
  'NaN',
  ',',
  `id,${NUL}`,
  'firstName,asc,extra',
  '%',
]

let t: TestApp
let paths: Paths

beforeAll(async () => {
  t = await createTestApp()
  paths = (await t.client().get('/api/openapi.json')).json().paths
})
afterAll(async () => {
  await t?.close()
})

/** `/api/x/{id}` with each parameter filled in. */
const fill = (path: string, value: (name: string) => string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => value(name))

interface Failure {
  request: string
  status: number
  body: string
}

async function walk(client: TestClient, method: string, path: string, operation: Operation): Promise<Failure[]> {
  const failures: Failure[] = []
  const send = async (
    label: string,
    options: { url: string; query?: Record<string, string | string[]>; payload?: string; type?: string },
  ) => {
    const response = await client.request({
      method: method.toUpperCase() as 'GET',
      url: options.url,
      query: options.query,
      ...(options.payload !== undefined
        ? { payload: options.payload, headers: { 'content-type': options.type ?? 'application/json' } }
        : {}),
    })
    if (response.statusCode >= 500) {
      failures.push({
        request: `${method.toUpperCase()} ${path} ${label}`,
        status: response.statusCode,
        body: response.body.slice(0, 300),
      })
    }
  }
  const url = fill(path, () => '1')
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
  const pathNames = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)

  for (const name of pathNames) {
    for (const value of HOSTILE_PATH_VALUES) {
      await send(`path ${name}=${value.slice(0, 20)}`, { url: fill(path, (n) => (n === name ? value : '1')) })
    }
  }
  for (const name of queryNames) {
    for (const value of HOSTILE_QUERY_VALUES) {
      await send(`query ${name}=${String(value).slice(0, 20)}`, { url, query: { [name]: value } })
    }
  }
  if (method === 'get') return failures

  const json = operation.requestBody?.content['application/json']
  for (const body of HOSTILE_BODIES) await send(`body ${body.slice(0, 30)}`, { url, payload: body })
  await send('body as text/plain', { url, payload: 'a=b', type: 'text/plain' })
  await send('broken multipart', { url, payload: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' })
  const properties = Object.keys(json?.schema?.properties ?? {})
  for (const property of properties) {
    for (const value of HOSTILE_VALUES) {
      await send(`body ${property}=${JSON.stringify(value)?.slice(0, 20)}`, {
        url,
        payload: JSON.stringify({ [property]: value }),
      })
    }
  }
  if (properties.length > 0) {
    await send('every field NUL', {
      url,
      payload: JSON.stringify(Object.fromEntries(properties.map((p) => [p, `x${NUL}`]))),
    })
  }
  // Random JSON, objects with the declared fields and without them; seeded, so a failure repeats.
  const randomBody = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.constantFrom(...properties, 'extra'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
  )
  await fc.assert(
    fc.asyncProperty(randomBody, async (body) => {
      await send(`random ${JSON.stringify(body).slice(0, 60)}`, { url, payload: JSON.stringify(body) })
    }),
    { seed: 20261123, numRuns: 25 },
  )
  return failures
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('walks a route for each operation', () => {
    const operations = Object.values(paths).flatMap((methods) => Object.keys(methods))
    expect(operations.length).toBeGreaterThan(70)
  })

  it('never answers 5xx', { timeout: 300_000 }, async () => {
    const failures: Failure[] = []
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        // A fresh admin for each route: signing out or impersonating changes only this one's walk.
        const { client } = await signedIn(t, 'admin')
        failures.push(...(await walk(client, method, path, operation)))
      }
    }
    expect(failures).toEqual([])
  })
})
