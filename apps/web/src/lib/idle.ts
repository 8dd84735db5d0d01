/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeout` ms),
 * in a task of its own rather than inside the render that asked for it. Returns a cancel function,
 * for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 0)
  return () => clearTimeout(handle)
}
