/** The bench's settings, from the environment (see bench/README.md). */

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`bench: ${name} must be a whole number above 0 (got "${raw}")`)
    process.exit(2)
  }
  return value
}

export interface BenchOptions {
  /** The PostgreSQL server to measure; unset: a fresh in-memory embedded PGlite. */
  databaseUrl: string | undefined
  connections: number
  seconds: number
  warmupSeconds: number
  /** Connections of the portal's pool (the portal's default, DATABASE_POOL_SIZE, is 10). */
  poolSize: number
  /** Members to build when the database has no scale data (always on PGlite). */
  seedMembers: number | undefined
  /** Only scenarios whose name contains this text (all when unset). */
  only: string[] | undefined
  /** Requests per second offered over the mix of endpoints for the latency run (open loop). */
  rate: number
}

/** Members built on the embedded database when BENCH_SEED_MEMBERS is unset. */
export const EMBEDDED_DEFAULT_MEMBERS = 10_000

export function readOptions(): BenchOptions {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    connections: positiveInt('BENCH_CONNECTIONS', 32),
    seconds: positiveInt('BENCH_SECONDS', 10),
    warmupSeconds: positiveInt('BENCH_WARMUP_SECONDS', 2),
    poolSize: positiveInt('BENCH_POOL_SIZE', Number(process.env.DATABASE_POOL_SIZE ?? 10)),
    seedMembers: process.env.BENCH_SEED_MEMBERS ? positiveInt('BENCH_SEED_MEMBERS', 1) : undefined,
    /** Scenarios whose name contains one of these (BENCH_ONLY, comma-separated); all when absent. */
    only: process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((part) => part.trim()) : undefined,
    rate: positiveInt('BENCH_RATE', 500),
  }
}
