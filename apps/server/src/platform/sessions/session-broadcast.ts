/**
 * Tells every instance on the database that sessions ended, so none keeps honouring one from its
 * session cache (issue 26, part 6; decision 0008 gave the cache a lifetime of a few seconds).
 *
 * On a PostgreSQL server the message is a NOTIFY sent inside the transaction that ends the
 * sessions (PostgreSQL delivers it when, and only if, it commits), and each instance LISTENs on a
 * connection of its own. While that connection is down (it reconnects) an instance cannot hear the
 * others, so it stops reusing cached sessions (`isLive`). The embedded database belongs to one
 * process, so there every app on it hears the message in that process, once the transaction
 * commits.
 */
import { sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterCommit } from '../db/after-commit'
import type { Database, DbOrTx } from '../db/database'

export const SESSION_CHANNEL = 'portal_sessions'
const RECONNECT_MS = 1000
/** How long a change waits at most to hear its own message back (a lost connection, say). */
const ECHO_TIMEOUT_MS = 1000
/** How long a request waits at most for the listening connection's round trip (`heard`). */
const HEARD_TIMEOUT_MS = 500

export interface SessionBroadcast {
  /** Sends `message` to every instance (this one too) once `tx` commits. */
  publish(tx: DbOrTx, message: string): Promise<void>
  /** Calls `listener` with each message of any instance. */
  subscribe(listener: (message: string) => void): void
  /**
   * Resolves true once every message sent before the call has been delivered here, false when
   * that cannot be confirmed (then a cached session is not trusted).
   */
  heard(): Promise<boolean>
  /** True while every instance's messages reach this one. */
  readonly isLive: boolean
  close(): Promise<void>
}

/** The apps of this process on one pool (on the embedded database, every app on it). */
const listenersOf = new WeakMap<pg.Pool, Set<(message: string) => void>>()

function localListeners(pool: pg.Pool): Set<(message: string) => void> {
  let listeners = listenersOf.get(pool)
  if (!listeners) {
    listeners = new Set()
    listenersOf.set(pool, listeners)
  }
  return listeners
}

export function sessionBroadcast(database: Database, log?: { warn(obj: object, msg: string): void }): SessionBroadcast {
  const listeners = localListeners(database.pool)
  const own = new Set<(message: string) => void>()
  const deliver = (to: Iterable<(message: string) => void>, message: string) => {
    for (const listener of to) listener(message)
  }
  const connectionString = database.pool.options.connectionString
  if (database.kind === 'embedded' || !connectionString) {
    return {
      async publish(tx, message) {
        afterCommit(tx, () => deliver(listeners, message))
      },
      subscribe(listener) {
        own.add(listener)
        listeners.add(listener)
      },
      // Delivered in this process when the transaction commits.
      heard: async () => true,
      isLive: true,
      async close() {
        for (const listener of own) listeners.delete(listener)
      },
    }
  }

  let client: pg.Client | null = null
  let live = false
  /** This instance's own messages not yet heard back, by their nonce. */
  const awaitingEcho = new Map<string, () => void>()
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const listen = async () => {
    if (closed) return
    const connection = new pg.Client({ connectionString })
    client = connection
    const lost = (error?: Error) => {
      if (client !== connection) return
      live = false
      client = null
      void connection.end().catch(() => {})
      if (error) log?.warn({ err: error }, 'session broadcast: connection lost, reconnecting')
      if (!closed) retry = setTimeout(() => void listen(), RECONNECT_MS)
    }
    connection.on('error', lost)
    connection.on('end', () => lost())
    connection.on('notification', (notification) => {
      if (notification.channel !== SESSION_CHANNEL || !notification.payload) return
      const [message = '', nonce = ''] = notification.payload.split('#', 2)
      deliver(own, message)
      awaitingEcho.get(nonce)?.()
    })
    try {
      await connection.connect()
      await connection.query(`LISTEN ${SESSION_CHANNEL}`)
      if (client === connection) live = true
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)))
    }
  }
  const echo = (nonce: string) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        awaitingEcho.delete(nonce)
        resolve()
      }
      const timer = setTimeout(done, ECHO_TIMEOUT_MS)
      awaitingEcho.set(nonce, done)
    })
  /**
   * A round trip on the listening connection. PostgreSQL sends a listener the notifications
   * signalled to it before it reads the next command, so once a query sent after a commit is
   * answered, that commit's message has been delivered (an arrival of its packet on the socket
   * alone is not enough: the listener's server process may not have sent it yet on a busy machine).
   * Requests that wait at the same time share one round trip sent after they arrived.
   */
  let inFlight: Promise<boolean> | undefined
  let queued: Promise<boolean> | undefined
  const roundTrip = (): Promise<boolean> => {
    const connection = client
    if (!connection || !live) return Promise.resolve(false)
    let timer: NodeJS.Timeout | undefined
    const trip = Promise.race([
      connection.query('select 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), HEARD_TIMEOUT_MS)
      }),
    ]).finally(() => {
      clearTimeout(timer)
      if (inFlight === trip) inFlight = undefined
    })
    inFlight = trip
    return trip
  }
  return {
    async publish(tx, message) {
      const nonce = randomUUID()
      await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`${message}#${nonce}`})`)
      // The change is answered once this instance has heard its own message back: the others were
      // sent it at the same commit, so a request that follows finds it heard there too.
      await afterCommit(tx, () => (live ? echo(nonce) : undefined))
    },
    subscribe(listener) {
      own.add(listener)
      if (!client && !closed) void listen()
    },
    heard() {
      // One in flight was sent before this request arrived: wait for it, then for the next.
      if (!inFlight) return roundTrip()
      queued ??= inFlight.then(() => {
        queued = undefined
        return roundTrip()
      })
      return queued
    },
    get isLive() {
      return live
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const connection = client
      client = null
      live = false
      await connection?.end().catch(() => {})
    },
  }
}
