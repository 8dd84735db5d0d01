/**
 * Serves the built web app. Files are sent as the brotli or gzip copy the build wrote beside them
 * (`preCompressed`); hashed files under /assets never change, so browsers keep them for a year,
 * while index.html names the current ones and is revalidated on every visit. Any other non-API
 * GET gets index.html (client-side routing), with a `Link: rel=modulepreload` header naming the
 * chunks of the screen it will show, so the browser fetches them beside the entry instead of
 * only once the entry has run.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authRoutes, systemRoutes, WEB_ROUTES, type WebRoute } from '@portal/contracts'
import { notFound } from './platform/http/errors'
import { SESSION_COOKIE } from './platform/sessions/session-cookie'

/** Written by the web build (apps/web/build-plugins/screen-chunks.ts). */
const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json'

export interface ScreenChunks {
  shell: string[]
  screens: Record<string, string[]>
}

interface RoutePattern {
  route: WebRoute
  pattern: RegExp
  staticSegments: number
}

const patterns: RoutePattern[] = WEB_ROUTES.map((route) => {
  const segments = route.path.split('/').filter(Boolean)
  const source = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/')
  return {
    route,
    pattern: new RegExp(`^/${source}/?$`),
    staticSegments: segments.filter((segment) => !segment.startsWith(':')).length,
  }
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The route a path opens; a literal segment wins over a parameter (/events/upcoming, /events/:id). */
export function matchWebRoute(pathname: string): WebRoute | undefined {
  let best: RoutePattern | undefined
  for (const candidate of patterns) {
    if (!candidate.pattern.test(pathname)) continue
    if (!best || candidate.staticSegments > best.staticSegments) best = candidate
  }
  return best?.route
}

/**
 * The files the page will load after the entry: its screen, and the signed-in frame for a member
 * or admin screen. The guards decide on the session, so a session cookie stands for it (no
 * database lookup for a page load): a visitor opening a member screen is sent to /login, and a
 * signed-in person opening a visitor screen to the dashboard.
 */
export function screenFiles(chunks: ScreenChunks, pathname: string, hasSession: boolean): string[] {
  const route = matchWebRoute(pathname)
  const screen = (routePath: string) => chunks.screens[routePath] ?? []
  if (!hasSession) {
    return route && (route.access === 'visitor' || route.access === 'public') ? screen(route.path) : screen('/login')
  }
  if (!route) return chunks.shell
  if (route.access === 'visitor') return [...chunks.shell, ...screen('/')]
  return [...chunks.shell, ...screen(route.path)]
}

function readScreenChunks(webRoot: string): ScreenChunks | null {
  const file = path.join(webRoot, SCREEN_CHUNKS_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScreenChunks) : null
}

/**
 * Every page starts by asking for the runtime config and the session; named here, both requests
 * leave with the scripts instead of after them (`crossorigin`: the app's fetch sends cookies to
 * its own origin, and a preload is used only when its credentials mode is the same).
 */
const API_PRELOADS = [systemRoutes.config.path, authRoutes.currentUser.path].map(
  (path) => `<${path}>; rel=preload; as=fetch; crossorigin`,
)

function preloadHeader(files: string[]): string {
  return [
    ...API_PRELOADS,
    ...[...new Set(files)].map((file) =>
      file.endsWith('.css') ? `<${file}>; rel=preload; as=style` : `<${file}>; rel=modulepreload`,
    ),
  ].join(', ')
}

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const chunks = readScreenChunks(webRoot)
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (isSystemPath(pathOf(request))) throw notFound()
    const files = chunks ? screenFiles(chunks, pathOf(request), Boolean(request.cookies[SESSION_COOKIE])) : []
    void reply.header('link', preloadHeader(files))
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}

/**
 * Paths that are never a screen, so an unknown one answers the 404 envelope rather than the web
 * app's page: the API (`/api`, `/api/...`), what monitoring and crawlers probe (`/metrics`,
 * `/health`, `/ready`, `/.well-known/...`), and a file name (`/wp-login.php`, a missing asset).
 */
export function isSystemPath(path: string): boolean {
  return (
    /^\/api(\/|$)/.test(path) ||
    /^\/(metrics|healthz?|readyz?|livez|status)(\/|$)/.test(path) ||
    path.startsWith('/.well-known/') ||
    /\.[a-z0-9]{1,10}$/i.test(path)
  )
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/'
}
