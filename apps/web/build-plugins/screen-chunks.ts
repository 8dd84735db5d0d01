/**
 * Writes `.vite/screen-chunks.json`: for each screen of `src/app/screens.ts`, the files its chunk
 * loads beyond what index.html already preloads, and the same for the signed-in frame. The server
 * names them in a `Link: rel=modulepreload` header of the page it opens (see the server's
 * web-app.ts), so the browser fetches them beside the entry instead of after running it.
 *
 * The screen table is read from the source of screens.ts (its `'/path': lazyComponent(() =>
 * import('...'), ...)` entries); the build fails if an entry is not understood, so the map cannot
 * silently drift from the router.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

export const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json'

export interface ScreenChunks {
  /** The signed-in frame (ShellLayout), loaded by every member and admin screen. */
  shell: string[]
  /** Per route path of WEB_ROUTES: its screen's chunk and the chunks and styles it imports. */
  screens: Record<string, string[]>
}

const SCREEN_ENTRY = /'([^']+)':\s*lazyComponent\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g
const SHELL_MODULE = 'src/app/layouts/ShellLayout'

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '')

/** A chunk's own file, the chunks it imports statically (recursively) and their styles. */
function closure(bundle: OutputBundle, start: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(start.fileName)) return seen
  seen.add(start.fileName)
  for (const css of start.viteMetadata?.importedCss ?? []) seen.add(css)
  for (const imported of start.imports) {
    const chunk = bundle[imported]
    if (chunk?.type === 'chunk') closure(bundle, chunk, seen)
  }
  return seen
}

export function screenChunks(): Plugin {
  let root = ''
  return {
    name: 'portal:screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async generateBundle(_options, bundle) {
      const screensFile = path.join(root, 'src/app/screens.ts')
      const source = await readFile(screensFile, 'utf8')
      const entries = [...source.matchAll(SCREEN_ENTRY)]
      const declared = source.match(/lazyComponent\(/g)?.length ?? 0
      if (entries.length === 0 || entries.length !== declared) {
        this.error(`screen-chunks: read ${entries.length} of the ${declared} screens of ${screensFile}`)
      }

      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) this.error('screen-chunks: the build has no entry chunk')
      // index.html preloads the entry and its imports already.
      const initial = closure(bundle, entry)
      const filesOf = (modulePath: string): string[] => {
        const isModule = (id: string | null) => id !== null && withoutExtension(id) === withoutExtension(modulePath)
        const chunk =
          chunks.find((candidate) => candidate.isDynamicEntry && isModule(candidate.facadeModuleId)) ??
          // A module that a chunk loaded later imports from (the signed-in frame's menu, which its
          // drawer shows too) may be bundled into a shared chunk with no facade of its own.
          chunks.find((candidate) => candidate.moduleIds.some(isModule))
        if (!chunk) this.error(`screen-chunks: no chunk was built for ${modulePath}`)
        return [...closure(bundle, chunk)].filter((file) => !initial.has(file)).map((file) => `/${file}`)
      }

      const map: ScreenChunks = {
        shell: filesOf(path.join(root, SHELL_MODULE)),
        screens: Object.fromEntries(
          entries.map(([, route = '', specifier = '']) => [
            route,
            filesOf(path.resolve(path.dirname(screensFile), specifier)),
          ]),
        ),
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: JSON.stringify(map, null, 2) })
    },
  }
}
