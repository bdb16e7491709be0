/**
 * The server renderer (issue 21, decision 040), built by `vite build --ssr` into dist/.server/ and called by the
 * Koa app (api/ssr.ts) for every page path. It follows TanStack Router's SSR guide: a fresh router and query
 * client per request, `createRequestHandler` runs the matched routes' loaders (through the API over loopback)
 * and dehydrates their data, and `renderRouterToString` renders the page with `<Scripts />` carrying that data.
 * The route's `head` (title, description, canonical, Open Graph, JSON-LD) is rendered with `<HeadContent />`
 * for the document's head. It renders what a visitor sees: no cookie is forwarded, so one rendering serves all.
 */
import { HeadContent, RouterContextProvider, isRedirect } from '@tanstack/react-router'
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'
import { configureApiBase } from '@/lib/api-client'
import { setRenderTime } from '@/lib/clock'
import { seoPath } from '@/lib/seo-override'
import { createQueryClient } from '@/lib/query-client'
import { Providers } from './app'
import { createAppRouter } from './router'

export interface RenderRequest {
  /** The page's absolute URL on the public origin (PUBLIC_URL + path and query). */
  url: string
  /** Where this process's API answers over loopback, e.g. http://127.0.0.1:3001. */
  apiBase: string
  /** The document's CSP nonce (or a placeholder the caller replaces per response). */
  nonce: string
}

export type RenderResult =
  | { kind: 'page'; status: number; head: string; body: string }
  | { kind: 'redirect'; status: number; location: string }
  /** A page only a signed-in person can see: the browser renders it (the app shell). */
  | { kind: 'shell' }

/**
 * Routes the browser renders (the app shell): pages that belong to a signed-in person or to staff, and the
 * account forms (sign-in, password reset, and a seat page, which shows a visitor the sign-in form: decision 048),
 * whose fields must never be sent by the browser's own form submission before the app has taken over.
 */
const PERSONAL_ROUTE_PREFIXES = [
  '/_authed',
  '/_staff',
  '/admin',
  '/test',
  '/payment',
  '/auth',
  '/reviews',
  '/reset-password',
  '/forgot-password',
  '/movies/tickets/$theaterId/schedule/$movieId/seat',
]

/** A crawler's user agent (isbot recognises it), so renderRouterToStream renders the page complete. */
const RENDERER_AGENT = 'Mozilla/5.0 (compatible; GalaRenderer/1.0; +bot)'

const matcher = createAppRouter(createQueryClient())

/** True when the path's page is personal (the account's own pages, staff tools): the shell answers it. */
export function isPersonalPath(pathname: string): boolean {
  const [matchedRoutes] = matcher.getMatchedRoutes(pathname)
  return matchedRoutes.some((route) => PERSONAL_ROUTE_PREFIXES.some((prefix) => route.id === prefix || route.id.startsWith(`${prefix}/`)))
}

export async function renderPage({ url, apiBase, nonce }: RenderRequest): Promise<RenderResult> {
  const pathname = new URL(url).pathname
  if (isPersonalPath(pathname)) return { kind: 'shell' }
  configureApiBase(apiBase)
  // The page's clock while it renders (lib/clock.ts); the browser hydrates with the same time.
  setRenderTime(Date.now())
  // Rendered as for a crawler: the library then waits for every Suspense boundary (a lazy section of the page) and
  // sends the whole page in place, which is what the page cache keeps and what a browser without JavaScript shows.
  const request = new Request(url, { method: 'GET', headers: { 'User-Agent': RENDERER_AGENT } })
  let head = ''
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(createQueryClient(), { nonce, origin: new URL(url).origin }),
  })
  const response = await handler(async ({ router, responseHeaders }) => {
    head = renderToString(
      <RouterContextProvider router={router}>
        <HeadContent />
      </RouterContextProvider>,
    )
    return renderRouterToStream({
      request,
      router,
      responseHeaders,
      children: (
        <Providers queryClient={router.options.context.queryClient}>
          <RouterServer router={router} />
        </Providers>
      ),
    })
  })
  if (isRedirect(response) || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel().catch(() => undefined)
    const location = response.headers.get('Location') ?? '/'
    // A visitor sent to sign in: the page is someone's own, and the browser renders it for them.
    if (new URL(location, url).pathname === '/auth') return { kind: 'shell' }
    return { kind: 'redirect', status: response.status, location }
  }
  // The library answers a component that threw while rendering with a bare 500: the caller serves the shell instead.
  if (response.status >= 500) {
    // Close the library's stream, or it stays open until its own two-minute limit.
    await response.body?.cancel().catch(() => undefined)
    throw new Error(`rendering ${pathname} failed with ${response.status}`)
  }
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '')
  head = withOverride(head, await seoOverride(apiBase, pathname))
  // A page that is not there is not for search engines.
  if (response.status === 404) head += '<meta name="robots" content="noindex"/>'
  return { kind: 'page', status: response.status, head, body: html }
}

type Override = { path: string; title: string | null; description: string | null }

/** The title and description an editor set for this path at /admin/seo-tools (decision 032), if any. */
async function seoOverride(apiBase: string, pathname: string): Promise<Override | null> {
  const path = seoPath(pathname)
  try {
    const response = await fetch(`${apiBase}/api/seo/overrides?path=${encodeURIComponent(path)}`)
    if (!response.ok) return null
    const { data } = (await response.json()) as { data: Override | null }
    return data && data.path === path ? data : null
  } catch {
    return null
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The page's head with an editor's override in its title and description, and in their Open Graph and Twitter copies. */
export function withOverride(head: string, override: Override | null): string {
  let result = head
  if (override?.title) {
    const title = escapeHtml(override.title)
    result = result.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    result = result.replace(/(<meta (?:property="og:title"|name="twitter:title") content=")[^"]*"/g, `$1${title}"`)
  }
  if (override?.description) {
    const description = escapeHtml(override.description)
    result = result.replace(/(<meta (?:name="description"|property="og:description"|name="twitter:description") content=")[^"]*"/g, `$1${description}"`)
  }
  return result
}
