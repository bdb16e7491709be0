import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Middleware } from 'koa'
import send from 'koa-send'
import type { PageRenderer } from './ssr.ts'
import type { AppState } from './types.ts'

/** Files that must be revalidated on every load so a new release is picked up at once. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])
const IMMUTABLE_PREFIX = '/assets/'

function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(IMMUTABLE_PREFIX)) return 'public, max-age=31536000, immutable'
  if (ALWAYS_REVALIDATE.has(pathname)) return 'no-cache'
  return 'public, max-age=3600, must-revalidate'
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Gala is building</title>
<body style="font-family:system-ui;padding:2rem"><h1>The app has not been built yet</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds when needed).</p></body></html>`

/** Where the build's index.html takes the request's CSP nonce (pwa/index.html: <meta name="csp-nonce" nonce="…">). */
export const NONCE_PLACEHOLDER = '__GALA_CSP_NONCE__'

export interface ServeAppOptions {
  /** The app document's Content-Security-Policy for a nonce (api/middlewares/security-headers.ts documentPolicy). */
  documentPolicy?: (nonce: string) => string
  /** The server renderer of public pages (api/ssr.ts, decision 040); without it every page path gets the app shell. */
  pages?: PageRenderer
}

/** index.html read once per build (keyed by its modification time), so each request only fills the nonce in. */
function indexReader(indexFile: string) {
  let cached: { mtimeMs: number; html: string } | undefined
  return () => {
    const { mtimeMs } = statSync(indexFile)
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') }
    return cached.html
  }
}

/**
 * Serves the built PWA from `distDir`: hashed assets immutably, index.html, /sw.js and the
 * manifest revalidated each time, and deep links (paths without a file extension) answered with
 * the app, which shows its own not-found page. Missing files with an extension are plain 404s,
 * so a stale chunk request never receives HTML; so are source maps (*.map) and every path with a segment
 * starting with a dot (dist/.server/, dist/.vite/), even when present.
 */
export function serveApp(distDir: string, options: ServeAppOptions = {}): Middleware<AppState> {
  const indexFile = path.join(distDir, 'index.html')
  const readIndex = indexReader(indexFile)
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next()

    let pathname: string
    try {
      pathname = decodeURIComponent(ctx.path)
    } catch {
      ctx.status = 400
      ctx.body = 'Bad request'
      return
    }
    // Source maps are never public (issue 20): the build emits none, and one put into dist is not served.
    if (pathname.toLowerCase().endsWith('.map')) return next()
    // Nor is anything under a name starting with a dot (issue 35): dist/.server/ (the server-render bundle),
    // dist/.vite/ (Vite's manifests). A plain 404, as deploy/nginx/gala.conf answers.
    if (pathname.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return next()
    const candidate = pathname === '/' ? '/index.html' : pathname
    const file = path.join(distDir, candidate)
    const insideDist = file.startsWith(distDir + path.sep)
    const isFile = pathname !== '/' && insideDist && existsSync(file) && statSync(file).isFile()
    // A page path: rendered on the server when it is a public page (decision 040), else the app shell below.
    if (!isFile && path.extname(pathname) === '' && options.pages && existsSync(indexFile) && (await options.pages.serve(ctx, readIndex()))) return

    if (!isFile) {
      if (path.extname(pathname) !== '') return next()
      if (!existsSync(indexFile)) {
        ctx.status = 503
        ctx.type = 'html'
        ctx.body = NOT_BUILT_PAGE
        return
      }
    }
    const served = isFile ? candidate : '/index.html'
    ctx.set('Cache-Control', cacheControlFor(served))
    if (served === '/index.html' && options.documentPolicy) {
      // A fresh nonce for every document (decision 035). No validators: a 304 would pair the cached body's
      // old nonce with this response's new policy, and the page's site scripts would be refused.
      const nonce = randomBytes(18).toString('base64')
      ctx.set('Content-Security-Policy', options.documentPolicy(nonce))
      ctx.type = 'html'
      ctx.body = readIndex().replaceAll(NONCE_PLACEHOLDER, nonce)
      return
    }
    if (served === '/sw.js') ctx.set('Service-Worker-Allowed', '/')
    await send(ctx, served, { root: distDir, index: false, hidden: false })
    if (ctx.fresh) {
      ctx.status = 304
      ctx.body = null
    }
  }
}
