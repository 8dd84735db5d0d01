import { z } from '@portal/contracts'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { DbOrTx } from '../db/database'
import { defineJob, defineSchedule, InvalidJobPayload, parsePayload, type PayloadOf } from './job'
import type { JobQueue } from './queue'

const authorize = defineJob({
  name: 'test.authorize',
  payload: z.object({ attemptId: z.int() }),
  handler: async ({ attemptId }, seen: number[]) => {
    seen.push(attemptId)
  },
})

describe('defineJob', () => {
  it('types the payload by its schema: a wrong payload does not compile', () => {
    expectTypeOf<PayloadOf<typeof authorize>>().toEqualTypeOf<{ attemptId: number }>()
    const enqueue: JobQueue['enqueue'] = async () => {}
    const tx = {} as DbOrTx
    void enqueue(tx, authorize, { attemptId: 7 })
    // @ts-expect-error: attemptId is a number
    void enqueue(tx, authorize, { attemptId: '7' })
    // @ts-expect-error: attemptId is required
    void enqueue(tx, authorize, {})
  })

  it('parses a stored payload, or names the job and the field it refuses', () => {
    expect(parsePayload(authorize, { attemptId: 7, extra: true })).toEqual({ attemptId: 7 })
    expect(() => parsePayload(authorize, { attemptId: 'seven' })).toThrow(InvalidJobPayload)
    expect(() => parsePayload(authorize, null)).toThrow(/^Invalid payload for job test\.authorize: /)
    expect(() => parsePayload(authorize, { attemptId: 'seven' })).toThrow(/attemptId/)
  })
})

describe('defineSchedule', () => {
  it('parses its cron when declared, and leaves out an empty payload', () => {
    const prune = defineJob({ name: 'test.prune', payload: z.object({}), handler: async () => {} })
    expect(defineSchedule({ name: 'test', cron: '17 * * * *', job: prune }).payload).toEqual({})
    expect(() => defineSchedule({ name: 'test', cron: '17 * *', job: prune })).toThrow(/five fields/)
    // @ts-expect-error: a job with a required payload is scheduled with one
    defineSchedule({ name: 'test', cron: '17 * * * *', job: authorize })
    expect(
      defineSchedule({ name: 'test', cron: '* * * * *', job: authorize, payload: { attemptId: 1 } }).payload,
    ).toEqual({
      attemptId: 1,
    })
  })
})
