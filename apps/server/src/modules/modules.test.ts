import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Folder names match on all three sides (contracts, server, web), so a feature is found from its
 * name alone (ARCHITECTURE.md, "The map").
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const MODULES = path.join(ROOT, 'apps/server/src/modules')
const CONTRACTS = path.join(ROOT, 'packages/contracts/src')
const FEATURES = path.join(ROOT, 'apps/web/src/features')

const foldersOf = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/** Web features with no server module of their name, each with why. */
const WEB_ONLY_FEATURES: ReadonlySet<string> = new Set([
  'admin', // the admin's mail outbox screens (the mail module's calls)
  'impersonation', // acting as a user, and its banner (the auth module's calls)
])

const modules = foldersOf(MODULES)
const features = foldersOf(FEATURES)

describe('folder names on all three sides', () => {
  it('finds the server modules', () => {
    expect(modules).toContain('auth')
  })

  it.each(modules)('server module %s has its contracts folder', (module) => {
    expect(
      existsSync(path.join(CONTRACTS, module)),
      `packages/contracts/src/${module}/ is missing: the server module ${module} has no contracts folder of its name`,
    ).toBe(true)
  })

  it.each(features)('web feature %s names a server module or is web-only', (feature) => {
    expect(
      modules.includes(feature) || WEB_ONLY_FEATURES.has(feature),
      `apps/web/src/features/${feature}/ names no server module (apps/server/src/modules/${feature}/ is missing) ` +
        'and is not in WEB_ONLY_FEATURES',
    ).toBe(true)
  })

  it('lists as web-only only features that exist and name no server module', () => {
    const stale = [...WEB_ONLY_FEATURES].filter((name) => !features.includes(name) || modules.includes(name))
    expect(stale, 'WEB_ONLY_FEATURES entries that are no feature, or name a server module').toEqual([])
  })
})
