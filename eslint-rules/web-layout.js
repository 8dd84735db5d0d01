// @ts-check
/**
 * Where a file of the web app sits (apps/web/src): in a feature (`features/<name>/...`), in the
 * app layer (`app/`, `main.tsx`), or in what features share (`components/`, `lib/`). Shared by
 * the boundary rules; paths only, no file system.
 */
import path from 'node:path'

const WEB_SRC = /^(.*[\\/]apps[\\/]web[\\/]src)[\\/](.+)$/

/**
 * @typedef {{ kind: 'feature', root: string, feature: string, rest: string }
 *   | { kind: 'app' | 'components' | 'lib' | 'other', root: string, rest: string }} Place
 */

/**
 * The place of an absolute path, or null outside apps/web/src.
 * @param {string} file
 * @returns {Place | null}
 */
export function placeOf(file) {
  const match = WEB_SRC.exec(path.normalize(file))
  if (!match) return null
  const root = match[1] ?? ''
  const parts = (match[2] ?? '').split(/[\\/]/)
  const [top = '', ...rest] = parts
  if (top === 'features' && rest.length > 0) {
    const [feature = '', ...inner] = rest
    return { kind: 'feature', root, feature, rest: inner.join('/') }
  }
  if (top === 'app' || top === 'main.tsx' || top === 'main.ts') return { kind: 'app', root, rest: rest.join('/') }
  if (top === 'components' || top === 'lib') return { kind: top, root, rest: rest.join('/') }
  return { kind: 'other', root, rest: parts.join('/') }
}

/**
 * Where a relative import of `fromFile` lands; null for a package or a path outside the web app.
 * @param {string} fromFile
 * @param {string} specifier
 * @returns {Place | null}
 */
export function targetOf(fromFile, specifier) {
  if (!/^\.\.?(\/|$)/.test(specifier)) return null
  return placeOf(path.resolve(path.dirname(fromFile), specifier))
}

/**
 * A feature's public interface: the feature folder itself or its index file.
 * @param {Place} place
 */
export function isFeatureIndex(place) {
  return place.kind === 'feature' && /^(index(\.tsx?)?)?$/.test(place.rest)
}
