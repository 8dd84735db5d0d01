import { describe, expect, it } from 'vitest'
import { z } from '@portal/contracts'
import { serializerCompiler, toSerializerSchema } from './serializer'

const compile = (schema: z.ZodMiniType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })

const Person = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  nickname: z.nullable(z.string()),
  note: z.optional(z.string()),
  joinedAt: z.iso.datetime(),
  role: z.enum(['member', 'admin']),
  address: z.nullable(z.object({ city: z.string() })),
  tags: z.array(z.object({ label: z.string() })),
})

const person = {
  id: 7,
  name: 'Pat',
  nickname: null,
  joinedAt: '2026-01-02T03:04:05.000Z',
  role: 'member',
  address: { city: 'Austin', zip: '78701' },
  tags: [{ label: 'a', secret: 1 }],
  email: 'hidden@example.test',
  passwordHash: 'x',
}

describe('the compiled response serializer', () => {
  it('writes only declared properties, at every depth', () => {
    const json = toSerializerSchema(Person)
    expect(json).not.toBeNull()
    const out = JSON.parse(compile(Person)(person))
    expect(out).toEqual({
      id: 7,
      name: 'Pat',
      nickname: null,
      joinedAt: '2026-01-02T03:04:05.000Z',
      role: 'member',
      address: { city: 'Austin' },
      tags: [{ label: 'a' }],
    })
    expect(JSON.parse(compile(Person)({ ...person, address: null, note: 'n' }))).toMatchObject({
      address: null,
      note: 'n',
    })
  })

  it('keeps zod for unions (a branch would not match a value with undeclared fields)', () => {
    const Shape = z.object({
      data: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a'), a: z.number() }),
          z.object({ kind: z.literal('b'), b: z.nullable(z.string()) }),
        ]),
      ),
      counts: z.record(z.string(), z.number()),
      lastPage: z.number().check(z.int()),
    })
    expect(toSerializerSchema(Shape)).toBeNull()
    const value = {
      data: [
        { kind: 'a', a: 1, extra: true },
        { kind: 'b', b: null, extra: true },
      ],
      counts: { x: 1, y: 2 },
      lastPage: 3,
    }
    expect(JSON.parse(compile(Shape)(value))).toEqual(Shape.parse(value))
  })

  it('compiles a union of scalar types and an array as a type list, written as JSON.stringify writes it', () => {
    const Value = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown())])
    // The system-data row: declared fields plus any field of the kind, each a scalar or a list.
    const Row = z.catchall(
      z.object({ id: z.number().check(z.int()), labels: z.record(z.string(), z.nullable(z.string())) }),
      Value,
    )
    expect(toSerializerSchema(Row)).not.toBeNull()
    const row = {
      id: 1,
      labels: { typeId: 'Webinar', areaId: null },
      name: 'a"b\\c',
      blank: '',
      digits: '2',
      word: 'true',
      price: 2.5,
      zero: 0,
      active: false,
      retired: null,
      ids: [3, 4],
      none: [],
    }
    expect(compile(Row)(row)).toBe(JSON.stringify(row))
    // A union with anything else than bare types keeps zod.
    expect(toSerializerSchema(z.union([z.string(), z.number(), z.object({ a: z.string() })]))).toBeNull()
    expect(toSerializerSchema(z.union([z.string().check(z.minLength(2)), z.number(), z.null()]))).toBeNull()
  })

  it('keeps the zod serializer for schemas it cannot compile safely', () => {
    expect(toSerializerSchema(z.custom<Uint8Array>((v) => v instanceof Uint8Array))).toBeNull()
    expect(toSerializerSchema(z.object({ at: z.date() }))).toBeNull()
    expect(toSerializerSchema(z.looseObject({ a: z.string() }))).toBeNull()
    expect(toSerializerSchema(z.object({ a: z._default(z.string(), 'x') }))).toBeNull()
    expect(
      toSerializerSchema(
        z.pipe(
          z.string(),
          z.transform((s) => s.length),
        ),
      ),
    ).toBeNull()
    // An intersection of objects is one object of both sides' properties, as zod writes it.
    const Both = z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }))
    expect(compile(Both)({ a: '1', b: '2', c: '3' })).toBe(JSON.stringify(Both.parse({ a: '1', b: '2', c: '3' })))
    // The fallback still validates: a wrong shape is an error, not a silent answer.
    expect(() => compile(z.object({ at: z.date() }))({ at: 'soon' })).toThrow()
  })

  it('refuses a response without a required property', () => {
    expect(() => compile(Person)({ ...person, name: undefined })).toThrow()
  })
})
