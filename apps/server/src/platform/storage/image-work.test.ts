import { describe, expect, it } from 'vitest'
import { IMAGE_WORK_CONCURRENCY, imageWork, imageWorkLoad } from './image-work'

/** A job that runs until the test lets it finish. */
function heldJob() {
  let release!: () => void
  let started = false
  const gate = new Promise<void>((resolve) => (release = resolve))
  return {
    run: () =>
      imageWork(async () => {
        started = true
        await gate
        return 'done'
      }),
    release: () => release(),
    hasStarted: () => started,
  }
}

describe('imageWork', () => {
  it('runs at most the concurrency at once; the rest start in turn as slots free', async () => {
    const jobs = Array.from({ length: IMAGE_WORK_CONCURRENCY + 2 }, heldJob)
    const results = jobs.map((job) => job.run())
    await Promise.resolve()
    expect(jobs.map((job) => job.hasStarted())).toEqual([true, true, false, false])
    expect(imageWorkLoad()).toEqual({ running: IMAGE_WORK_CONCURRENCY, waiting: 2 })

    jobs[0]?.release()
    await results[0]
    await new Promise((resolve) => setImmediate(resolve))
    expect(jobs.map((job) => job.hasStarted())).toEqual([true, true, true, false])

    for (const job of jobs) job.release()
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done'])
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot when the work fails', async () => {
    await expect(imageWork(async () => Promise.reject(new Error('corrupt image')))).rejects.toThrow('corrupt image')
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 })
  })
})
