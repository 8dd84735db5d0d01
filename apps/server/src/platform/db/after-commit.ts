/**
 * Work that must wait until a transaction's changes are visible to every connection: dropping
 * what this process caches about the rows it changed. Before the commit, a read on another
 * connection still sees the old rows and could cache them again.
 *
 *   await db.transaction(async (tx) => {
 *     await tx.delete(sessions).where(...)
 *     afterCommit(tx, () => cache.drop(id))
 *   })
 *
 * The database handle runs a transaction's hooks once it has committed (`withCommitHooks`, applied
 * to every handle `connect` makes), never when it rolls back. A savepoint's hooks wait for the
 * outer commit and are dropped when the savepoint rolls back. Hooks must not throw: the
 * transaction has committed by the time they run. A hook may return a promise (waiting for other
 * instances to hear of the change): the transaction resolves once it has settled.
 */
import type { Db, DbOrTx, Tx } from './database'

type Hook = () => unknown

const hooksOf = new WeakMap<DbOrTx, Hook[]>()

/**
 * Runs `hook` once `db`'s transaction commits; at once outside a transaction (each statement
 * commits), and then answers what the hook answered.
 */
export function afterCommit(db: DbOrTx, hook: Hook): Promise<unknown> | undefined {
  const hooks = hooksOf.get(db)
  if (hooks) {
    hooks.push(hook)
    return undefined
  }
  const result = hook()
  return result instanceof Promise ? result : undefined
}

/** Makes `db.transaction` run the hooks its transactions collect, after each commits. */
export function withCommitHooks(db: Db): Db {
  const begin = db.transaction.bind(db)
  const transaction: Db['transaction'] = async (work, config) => {
    const hooks: Hook[] = []
    const result = await begin((tx) => work(collecting(tx, hooks)), config)
    const waits = hooks.map((hook) => hook()).filter((wait) => wait instanceof Promise)
    if (waits.length > 0) await Promise.allSettled(waits)
    return result
  }
  db.transaction = transaction
  return db
}

/** Registers `tx` (and the savepoints opened in it) as collecting into `hooks`. */
function collecting(tx: Tx, hooks: Hook[]): Tx {
  hooksOf.set(tx, hooks)
  const savepoint = tx.transaction.bind(tx)
  const nested: Tx['transaction'] = async (work) => {
    const mark = hooks.length
    try {
      return await savepoint((inner) => work(collecting(inner, hooks)))
    } catch (error) {
      // Rolled back to the savepoint: what it changed never commits.
      hooks.splice(mark)
      throw error
    }
  }
  tx.transaction = nested
  return tx
}
