import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, Middleware } from 'koa'
import { invalidateCache, invalidatePages, namedCache } from './cache/cache-bus.ts'
import { pageEffect, PAGE_WRITES, routeWithBefore, type WriteFacts } from './cache/page-invalidation.ts'
import type { ResponseCache } from './cache/response-cache.ts'
import type { Db } from './db.ts'
import type { Logger } from './logger.ts'
import type { AppState } from './types.ts'

/**
 * Server rendering of the public pages (issue 21, decision 040). The renderer is the PWA's own code built for
 * Node (pwa/entry-server.tsx → dist/.server/entry-server.js); this module loads it, fills the build's index.html
 * with what it rendered, and keeps the result:
 *
 * - Pages are rendered as a visitor sees them, so one rendering serves everyone; the browser adds the person's
 *   own parts after hydration. A page's HTML is kept per URL in the 'pages' response cache; a successful write
 *   through the API drops the pages that show what it changed, in every process (decision 043,
 *   cache/page-invalidation.ts, cache-bus.ts), and staff tools' writes empty it. Each answer says whether it came
 *   from the cache: `X-Page-Cache: hit` or `miss`.
 * - Each response has its own CSP nonce (decision 035). The cached HTML holds a placeholder that is replaced per
 *   response; the ETag carries the nonce it was sent with, so a 304 can repeat that response's policy and the
 *   browser's copy keeps running its scripts.
 * - A personal page (the account's own, staff tools) answers with the app shell as before, and so does any page
 *   whose rendering fails: a rendering problem never becomes a 500.
 */

export const NONCE_PLACEHOLDER = '__GALA_CSP_NONCE__'
const NONCE_PATTERN = /^[A-Za-z0-9+/]{24}$/
/** The part of a page's ETag before the nonce: the body's own hash. */
const PAGE_ETAG = /^"([A-Za-z0-9_-]+)\.([A-Za-z0-9+/]{24})"$/

interface RenderModule {
  renderPage(request: { url: string; apiBase: string; nonce: string }): Promise<
    { kind: 'page'; status: number; head: string; body: string } | { kind: 'redirect'; status: number; location: string } | { kind: 'shell' }
  >
}

export interface PageRendererOptions {
  distDir: string
  db: Db
  logger: Logger
  /** PUBLIC_URL: the origin canonical and Open Graph addresses are written with. */
  publicUrl: string
  /** The app document's Content-Security-Policy for a nonce. */
  documentPolicy: (nonce: string) => string
  /** Also send the rendered page body for the browser to hydrate (SSR_PAGE_BODY); else the head and the app shell. */
  body?: boolean
}

export function newNonce(): string {
  // 18 random bytes in base64: 24 characters, the same form as the app shell's (api/static.ts, decision 035).
  return randomBytes(18).toString('base64')
}

/** The build's index.html with a rendered head and body in place of its defaults. */
export function fillTemplate(template: string, head: string, body: string | null): string {
  const cleanHead = head
    // The router writes the nonce into a meta tag's content and on meta tags; the document keeps it only where the page reads it.
    .replace(/<meta property="csp-nonce"[^>]*>/g, '')
    .replace(/(<(?:meta|link|title)\b[^>]*?) nonce="[^"]*"/g, '$1')
  let html = template
  if (/<title>/.test(cleanHead)) html = html.replace(/<title>[^<]*<\/title>\s*/, '')
  if (/<meta name="description"/.test(cleanHead)) html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/, '')
  html = html.replace('</head>', `${cleanHead}</head>`)
  if (body === null) return html
  html = html.replace('<div id="root"></div>', `<div id="root">${body}</div>`).replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  return startCodeAfterPaint(html)
}

/**
 * A rendered page is all there without its code: the browser should spend the first moments of a slow connection
 * on the stylesheet, the text and the first images, and only then on the ~150 KB of script that hydrates the page
 * (decision 040, "First paint"). So the entry script leaves the head, and a small inline script at the end of the
 * body adds it, at low priority, once the first frame has been painted: right after it (one animation frame and a
 * task), at once in a hidden tab (no frames there), and after a second at the latest. The head's module preloads
 * (the app shell's) are dropped, not moved (decision 040, "Blocking time"): Chromium compiles a preloaded module on
 * the main thread, each in a task of its own, and adding the links cost the loader's tasks 10 to 50 ms; the modules
 * the entry imports are fetched as it is read and compiled beside the page. The browser's install offer
 * (`beforeinstallprompt`) can come before the code: the loader keeps it for the app (lib/install-prompt.ts).
 */
function startCodeAfterPaint(html: string): string {
  let entry: string | undefined
  html = html.replace(/<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/, (_match, src: string) => {
    entry = src
    return ''
  })
  if (!entry) return html
  html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  const src = JSON.stringify(entry).replaceAll('<', '\\u003c')
  const loader = `<script nonce="${NONCE_PLACEHOLDER}" id="gala-code">(function(s){var d=document,n=0;addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__galaInstallPrompt=e},{once:true});function go(){if(n++)return;var e=d.createElement('script');e.type='module';e.setAttribute('fetchpriority','low');e.src=s;d.head.appendChild(e)}if(d.visibilityState=='hidden')go();else{requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)}})(${src})</script>`
  return html.replace('</body>', `${loader}\n</body>`)
}

/** The loopback address of the API in this process, from the socket the request arrived on. */
function loopbackBase(ctx: Context): string {
  const socket = ctx.req.socket
  let host = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '')
  if (host === '::' || host === '0.0.0.0') host = '127.0.0.1'
  return `http://${host.includes(':') ? `[${host}]` : host}:${socket.localPort}`
}

export interface PageRenderer {
  /** Answers `ctx` with the rendered page; false when the shell should answer it (personal page, no renderer, a failure). */
  serve(ctx: Context, template: string): Promise<boolean>
  cache: ResponseCache
}

export function pageRenderer(options: PageRendererOptions): PageRenderer {
  const entry = path.join(options.distDir, '.server', 'entry-server.js')
  const cache = namedCache(options.db, 'pages', { ttlMs: 10 * 60_000, maxEntries: 500 })
  const log = options.logger.child({ component: 'ssr' })
  let loaded: { mtimeMs: number; module: Promise<RenderModule> } | undefined
  let lastTemplate: string | undefined

  function renderer(): Promise<RenderModule> | undefined {
    if (!existsSync(entry)) return undefined
    const { mtimeMs } = statSync(entry)
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, module: import(`${pathToFileURL(entry).href}?v=${mtimeMs}`) as Promise<RenderModule> }
    return loaded.module
  }

  function send(ctx: Context, status: number, html: string, hash: string, nonce: string, hit = false) {
    ctx.status = status
    ctx.type = 'html'
    // Visitors' HTML may be kept, but is checked every time: a changed schedule is served at once.
    ctx.set('Cache-Control', 'no-cache')
    ctx.set('Content-Security-Policy', options.documentPolicy(nonce))
    ctx.set('ETag', `"${hash}.${nonce}"`)
    ctx.set('Vary', 'Accept-Encoding')
    ctx.set('X-Page-Cache', hit ? 'hit' : 'miss')
    ctx.body = html.replaceAll(NONCE_PLACEHOLDER, nonce)
  }

  return {
    cache,
    async serve(ctx, template) {
      const module = renderer()
      if (!module) return false
      // A new release (another index.html) makes every kept page stale: they carry the old one's scripts.
      if (template !== lastTemplate) {
        if (lastTemplate !== undefined) cache.invalidate('')
        lastTemplate = template
      }
      const key = ctx.url
      const cached = cache.get(key)
      if (cached) {
        const hash = cached.etag.slice(1, -1)
        const validator = ctx.get('If-None-Match').match(PAGE_ETAG)
        if (validator && validator[1] === hash && NONCE_PATTERN.test(validator[2]!)) {
          // The browser's copy is this body with the nonce it came with: the same policy keeps its scripts running.
          ctx.status = 304
          ctx.set('Cache-Control', 'no-cache')
          ctx.set('Content-Security-Policy', options.documentPolicy(validator[2]!))
          ctx.set('ETag', `"${hash}.${validator[2]}"`)
          ctx.set('X-Page-Cache', 'hit')
          return true
        }
        send(ctx, 200, cached.body, hash, newNonce(), true)
        return true
      }
      const generation = cache.currentGeneration
      let result: Awaited<ReturnType<RenderModule['renderPage']>>
      try {
        result = await (await module).renderPage({ url: options.publicUrl + ctx.url, apiBase: loopbackBase(ctx), nonce: NONCE_PLACEHOLDER })
      } catch (err) {
        log.warn({ err: (err as Error).message, path: ctx.path }, 'server rendering failed; the app shell answers')
        return false
      }
      if (result.kind === 'shell') return false
      if (result.kind === 'redirect') {
        // The route table's old addresses (doc 3) have moved for good.
        ctx.redirect(result.location)
        ctx.status = result.status === 307 || result.status === 302 ? 301 : result.status
        return true
      }
      cache.misses++
      if (result.status === 200) {
        const html = fillTemplate(template, result.head, options.body ? result.body : null)
        const stored = cache.offer(key, html, generation)
        send(ctx, 200, html, stored.etag.slice(1, -1), newNonce())
        return true
      }
      // Not there for a visitor, but perhaps for the person asking (an author's hidden review, a moderator): the
      // status and head (noindex) are the server's, the page is the app shell, which the browser renders with
      // the person's session.
      send(ctx, result.status, fillTemplate(template, result.head, null), 'x', newNonce())
      ctx.remove('ETag')
      return true
    },
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** A read of the API for a rule (page-invalidation.ts) gives up after this long; the write then empties every page. */
const RULE_READ_TIMEOUT_MS = 5000

/** A GET of this process's API as a visitor (no cookie): the JSON body, or null for any other answer. */
async function readAsVisitor(ctx: Context, path: string): Promise<unknown> {
  const response = await fetch(`${loopbackBase(ctx)}${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(RULE_READ_TIMEOUT_MS) })
  if (!response.ok) {
    await response.body?.cancel()
    return null
  }
  return response.json()
}

/**
 * After a successful write through the API, the rendered pages that show what it changed are dropped in every
 * process, and only those (decision 043): each write route's entry in cache/page-invalidation.ts names them, or
 * says the write changes no page, or (staff tools) that it may change any. An edited article, event or place shows
 * at once; a search counted, a batch of ratings read or a sign-in code asked for leaves every page cached.
 *
 * A write route missing from the table (tests/api/ssr-cache.test.ts keeps that from happening) empties every page
 * and is logged; so does a rule that fails (a read of the API that does not answer): a page is never left stale.
 */
export function pagesFollowWrites(db: Db, logger?: Logger): Middleware<AppState> {
  const log = logger?.child({ component: 'ssr' })
  const warned = new Set<string>()
  return async (ctx, next) => {
    if (READ_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next()
    const user = ctx.state.user ? { id: ctx.state.user.id, username: ctx.state.user.username } : null
    const read = (path: string) => readAsVisitor(ctx, path)
    // What a write removes is read before it runs (a deleted review's pages).
    let before: unknown
    let failed = false
    const early = routeWithBefore(ctx.method, ctx.path)
    const earlyEffect = early ? PAGE_WRITES[early.key] : undefined
    // Only for a signed-in request: the routes that look first all need one, and a visitor's write costs no read.
    if (user && early && earlyEffect?.kind === 'pages' && earlyEffect.before) {
      try {
        before = await earlyEffect.before({ params: early.params, user, read })
      } catch (err) {
        failed = true
        log?.warn({ err: (err as Error).message, route: early.key }, 'could not read what a write changes; every page is dropped after it')
      }
    }
    await next()
    if (ctx.status >= 400) return
    const route = ctx._matchedRoute
    const key = `${ctx.method} ${typeof route === 'string' ? route : ctx.path}`
    const effect = typeof route === 'string' ? pageEffect(ctx.method, route) : undefined
    if (!effect) {
      if (!warned.has(key)) {
        warned.add(key)
        log?.warn({ route: key }, 'a write route without an entry in api/cache/page-invalidation.ts: every page is dropped after it')
      }
      invalidateCache(db, 'pages', '')
      return
    }
    if (effect.kind === 'none') return
    if (effect.kind === 'all' || failed) {
      invalidateCache(db, 'pages', '')
      return
    }
    const facts: WriteFacts = { params: { ...(ctx.params as Record<string, string>) }, request: ctx.request.body, response: ctx.body, user, before, read }
    let pages: Awaited<ReturnType<typeof effect.pages>>
    try {
      pages = await effect.pages(facts)
    } catch (err) {
      log?.warn({ err: (err as Error).message, route: key }, 'could not read what a write changes; every page is dropped')
      pages = 'all'
    }
    if (pages === 'all') invalidateCache(db, 'pages', '')
    else invalidatePages(db, pages)
  }
}
