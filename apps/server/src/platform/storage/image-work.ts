/**
 * Image decoding is the costliest thing a request can ask for (memory and CPU grow with the
 * pixels). sharp already decodes on libuv's thread pool, off the request loop; this bounds how
 * many images are worked on at once in this process, so that many simultaneous uploads queue
 * instead of growing memory by hundreds of MB each (decision 0010). Every feature that decodes
 * an uploaded image goes through `imageWork`.
 */
import sharp from 'sharp'

/** Images decoded at once; the rest wait their turn. */
export const IMAGE_WORK_CONCURRENCY = 2

// Each image may use one of libuv's threads; the cache of decoded images would only keep memory.
sharp.concurrency(1)
sharp.cache(false)

let running = 0
const waiting: Array<() => void> = []

/** Runs `work` when one of the image slots is free. */
export async function imageWork<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_WORK_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    // The slot passes straight to the next in line, so `running` stays counted.
    if (next) next()
    else running -= 1
  }
}

/** How many image jobs run and wait now (for tests and diagnostics). */
export function imageWorkLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length }
}
