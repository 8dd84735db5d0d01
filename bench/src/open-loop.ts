/**
 * Latency at a realistic load: requests offered at a fixed rate over a mix of endpoints (round
 * robin), open loop (bench/src/open-loop-worker.mjs), each measured from when it was due. Unlike
 * the saturation runs, which show how much the portal can do, this shows what a person waits for
 * while the portal serves a given traffic.
 */
import { Worker } from 'node:worker_threads'

export interface OpenLoopTarget {
  name: string
  url: string
  cookie: string
}

export interface OpenLoopResult {
  name: string
  requests: number
  failures: number
  p50: number
  p99: number
  max: number
}

export async function openLoop(options: {
  targets: OpenLoopTarget[]
  rate: number
  seconds: number
}): Promise<{ offeredRate: number; achievedRate: number; results: OpenLoopResult[] }> {
  const worker = new Worker(new URL('./open-loop-worker.mjs', import.meta.url), {
    workerData: { targets: options.targets, rate: options.rate, seconds: options.seconds },
  })
  const outcome = await new Promise<{ latencies: number[][]; failures: number[]; elapsedMs: number }>(
    (resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    },
  )
  await worker.terminate()
  const total = outcome.latencies.reduce((sum, list) => sum + list.length, 0)
  return {
    offeredRate: options.rate,
    achievedRate: Math.round(total / (outcome.elapsedMs / 1000)),
    results: options.targets.map((target, index) => {
      const sorted = [...(outcome.latencies[index] ?? [])].sort((a, b) => a - b)
      return {
        name: target.name,
        requests: sorted.length,
        failures: outcome.failures[index] ?? 0,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: round(sorted.at(-1) ?? 0),
      }
    }),
  }
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0)
}

const round = (n: number) => Math.round(n * 10) / 10
