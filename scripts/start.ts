/**
 * `npm start`: builds the web app when its sources are newer than the last build, then starts
 * the server (which migrates and seeds on its own).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = path.join(root, 'apps/web/dist/index.html')
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src']

function newestChange(entry: string): number {
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  )
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const changedAt = Math.max(
  ...sources
    .map((s) => path.join(root, s))
    .filter(existsSync)
    .map(newestChange),
)
if (changedAt > builtAt) {
  console.log('Building the web app...')
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const { start } = await import('../apps/server/src/main')
await start()
