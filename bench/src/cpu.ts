/**
 * Where a scenario's CPU goes, per request: the portal (this process's main thread, which runs
 * the app; for a floor, the driver), the load generator (autocannon's worker thread), the
 * database server's processes (a PostgreSQL on this machine), and what the machine left idle.
 * The portal, its load and the database share the machine's cores, so these explain a ratio to
 * the SQL floor: the floor pays only the driver and the database.
 *
 * Linux only (it reads /proc); elsewhere, or for a database on another machine, the figures it
 * cannot read are null.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

export interface CpuSnapshot {
  main: number
  process: number
  database: number | null
  idle: number | null
}

/** CPU milliseconds per request, and the machine's idle share (0 to 1) over the measurement. */
export interface CpuPerRequest {
  portalMs: number
  loadGeneratorMs: number
  databaseMs: number | null
  idleShare: number | null
}

const readable = process.platform === 'linux'
const msPerTick = readable ? 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100) : 0

/** utime + stime of a /proc/…/stat file, in ticks (the fields after the command's closing parenthesis). */
function ticksOf(statPath: string): number {
  try {
    const text = readFileSync(statPath, 'utf8')
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

function databaseTicks(): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += ticksOf(`/proc/${entry}/stat`)
    } catch {
      // The process ended while being read.
    }
  }
  return total
}

function idleTicks(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.split(/\s+/) ?? []
  return Number(cpu[4] ?? 0)
}

/** `localDatabase`: the measured PostgreSQL runs on this machine (its processes can be read). */
export function cpuSnapshot(localDatabase: boolean): CpuSnapshot | null {
  if (!readable) return null
  return {
    main: ticksOf(`/proc/${process.pid}/task/${process.pid}/stat`),
    process: ticksOf(`/proc/${process.pid}/stat`),
    database: localDatabase ? databaseTicks() : null,
    idle: idleTicks(),
  }
}

export function cpuPerRequest(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  requests: number,
  seconds: number,
  cpus: number,
): CpuPerRequest | null {
  if (!before || !after || requests === 0) return null
  const perRequest = (ticks: number) => round((ticks * msPerTick) / requests)
  const main = after.main - before.main
  return {
    portalMs: perRequest(main),
    loadGeneratorMs: perRequest(after.process - before.process - main),
    databaseMs:
      before.database === null || after.database === null ? null : perRequest(after.database - before.database),
    idleShare:
      before.idle === null || after.idle === null
        ? null
        : round(((after.idle - before.idle) * (msPerTick / 1000)) / (seconds * cpus)),
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000
