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
 * outer commit and are dropped when the savepoint rolls back. Hooks are synchronous and must not
 * throw: the transaction has committed by the time they run.
 */
import type { Db, DbOrTx, Tx } from './database'

type Hook = () => void

const hooksOf = new WeakMap<DbOrTx, Hook[]>()

/** Runs `hook` once `db`'s transaction commits; at once outside a transaction (each statement commits). */
export function afterCommit(db: DbOrTx, hook: Hook): void {
  const hooks = hooksOf.get(db)
  if (hooks) hooks.push(hook)
  else hook()
}

/** Makes `db.transaction` run the hooks its transactions collect, after each commits. */
export function withCommitHooks(db: Db): Db {
  const begin = db.transaction.bind(db)
  const transaction: Db['transaction'] = async (work, config) => {
    const hooks: Hook[] = []
    const result = await begin((tx) => work(collecting(tx, hooks)), config)
    for (const hook of hooks) hook()
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
