/**
 * HTTP load with autocannon. The load generator runs in a worker thread, so it does not share
 * the portal's event loop (the portal runs in this process).
 */
import autocannon from 'autocannon'

export interface LoadResult {
  /** Requests per second (mean over the run). */
  rps: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  /** Socket errors and timeouts. */
  errors: number
}

export interface LoadOptions {
  url: string
  cookie: string
  connections: number
  seconds: number
  /** Requests per second across all connections (a light probe); unlimited when unset. */
  rate?: number
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    headers: { cookie: options.cookie, accept: 'application/json' },
    ...(options.rate ? { overallRate: options.rate } : {}),
  })
  return {
    rps: Math.round(result.requests.total / options.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** One request, to check the scenario answers before loading it. */
export async function probe(url: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: { cookie, accept: 'application/json' } })
  return { status: response.status, body: await response.text() }
}
