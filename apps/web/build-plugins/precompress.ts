/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, so the
 * server sends them as they are (`@fastify/static` with `preCompressed`): the best compression,
 * paid once per build instead of on every request. A copy that would not be smaller is skipped;
 * the server then sends the file itself.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/
/** The build's own records (.vite/): read by the server, never sent. */
const BUILD_RECORDS = `${path.sep}.vite${path.sep}`
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ])
}

/** Compresses every text file of the build directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle(error) {
      if (error) return
      const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file) && !file.includes(BUILD_RECORDS))
      await Promise.all(files.map(precompressFile))
    },
  }
}
