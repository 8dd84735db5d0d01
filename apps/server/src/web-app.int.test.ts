/**
 * How the built web app and the API answers travel: hashed assets precompressed and cached for
 * good, index.html revalidated on every visit and naming the chunks of the screen it opens, large
 * JSON answers compressed, small ones not.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../test/harness'
import { COMPRESS_THRESHOLD_BYTES } from './app'
import type { ScreenChunks } from './web-app'

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head></html>'
// Long enough that compressing it pays, as every real chunk does.
const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))}\n`

// What the web build records in .vite/screen-chunks.json (paths as the real build writes them).
const SCREEN_CHUNKS: ScreenChunks = {
  shell: ['/assets/ShellLayout-S1.js', '/assets/Modal-S2.js'],
  screens: {
    '/': ['/assets/DashboardPage-D1.js', '/assets/DashboardPage-D2.css'],
    '/login': ['/assets/LoginPage-L1.js', '/assets/form-errors-L2.js'],
    '/events/upcoming': ['/assets/EventsListPage-E1.js'],
    '/events/:id': ['/assets/EventPage-E2.js'],
    '/admin/users': ['/assets/UsersPage-U1.js'],
  },
}

let t: TestApp
let webRoot: string

/** A build as `vite build` leaves it: each file with its brotli and gzip copies beside it. */
async function writeBuild(root: string) {
  await mkdir(path.join(root, 'assets'), { recursive: true })
  for (const [file, content] of [
    ['index.html', INDEX_HTML],
    ['assets/index-AbC123.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(root, file), content)
    await writeFile(path.join(root, `${file}.br`), brotliCompressSync(content))
    await writeFile(path.join(root, `${file}.gz`), gzipSync(content))
  }
  await mkdir(path.join(root, '.vite'))
  await writeFile(path.join(root, '.vite/screen-chunks.json'), JSON.stringify(SCREEN_CHUNKS))
}

/** The built files a page's Link header asks the browser to fetch early. */
async function preloadedBy(url: string, cookie?: string): Promise<string[]> {
  const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} })
  expect(response.statusCode, url).toBe(200)
  return [...String(response.headers.link ?? '').matchAll(/<([^>]+)>/g)]
    .map((match) => match[1] ?? '')
    .filter((file) => file.startsWith('/assets/'))
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'portal-web-'))
  await writeBuild(webRoot)
  t = await createTestApp({ webRoot })
})

afterAll(async () => {
  await t?.close()
  await rm(webRoot, { recursive: true, force: true })
})

describe('the built web app', () => {
  it('sends a hashed asset as its brotli copy, cached for a year as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(response.headers.vary)).toContain('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT)

    const plain = await t.app.inject({ url: '/assets/index-AbC123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('never lets a browser keep index.html, whether asked by name or through a screen', async () => {
    for (const url of ['/index.html', '/login', '/admin/users']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML)
    }
  })
})

describe('the screen a page opens', () => {
  it('names its chunks for the browser to fetch beside the entry, as modules (styles as styles)', async () => {
    const response = await t.app.inject({ url: '/login' })
    expect(response.headers.link).toBe(
      '</api/config>; rel=preload; as=fetch; crossorigin, </api/user>; rel=preload; as=fetch; crossorigin, ' +
        '</assets/LoginPage-L1.js>; rel=modulepreload, </assets/form-errors-L2.js>; rel=modulepreload',
    )
    const dashboard = await t.app.inject({ url: '/', headers: { cookie: 'portal_session=abc' } })
    expect(String(dashboard.headers.link)).toContain('</assets/DashboardPage-D2.css>; rel=preload; as=style')
  })

  it('follows the guards: a visitor is sent to log in, a signed-in person gets the frame and the screen', async () => {
    expect(await preloadedBy('/admin/users')).toEqual(SCREEN_CHUNKS.screens['/login'])
    expect(await preloadedBy('/admin/users', 'portal_session=abc')).toEqual([
      ...SCREEN_CHUNKS.shell,
      '/assets/UsersPage-U1.js',
    ])
    // Signed in, the visitor pages lead to the dashboard.
    expect(await preloadedBy('/login', 'portal_session=abc')).toEqual([
      ...SCREEN_CHUNKS.shell,
      ...(SCREEN_CHUNKS.screens['/'] ?? []),
    ])
    // Unknown pages: Not Found in the frame, or the sign-in page.
    expect(await preloadedBy('/no/such/page', 'portal_session=abc')).toEqual(SCREEN_CHUNKS.shell)
    expect(await preloadedBy('/no/such/page')).toEqual(SCREEN_CHUNKS.screens['/login'])
  })

  it('prefers a literal segment over a parameter, and ignores the query', async () => {
    const session = 'portal_session=abc'
    expect(await preloadedBy('/events/upcoming?page=2', session)).toContain('/assets/EventsListPage-E1.js')
    expect(await preloadedBy('/events/42', session)).toContain('/assets/EventPage-E2.js')
    expect(await preloadedBy('/events/42', session)).not.toContain('/assets/EventsListPage-E1.js')
  })
})

describe('paths that are not screens', () => {
  it('answer the 404 envelope, not the web app, for unknown API and system paths and file names', async () => {
    for (const url of [
      '/api',
      '/api/',
      '/api?x=1',
      '/api/no-such-thing',
      '/metrics',
      '/health',
      '/ready',
      '/.well-known/security.txt',
      '/wp-login.php',
      '/assets/gone-123.js',
    ]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toContain('application/json')
      expect(response.json(), url).toMatchObject({ code: 'not_found' })
    }
    // A screen's path, even one that does not exist, is the web app's to answer.
    expect((await t.app.inject({ url: '/apiary/page' })).headers['content-type']).toContain('text/html')
  })
})

describe('API answers', () => {
  it('compresses a large JSON answer when the client accepts it, and it reads the same', async () => {
    const { client } = await signedIn(t, 'admin')
    const url = '/api/admin/extended/work-area?limit=50'
    const plain = await client.get(url)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES)

    const compressed = await client.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(compressed.statusCode).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(String(compressed.headers.vary)).toContain('accept-encoding')
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves a small answer such as the health check as it is', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toMatchObject({ status: expect.any(String) })
  })
})
