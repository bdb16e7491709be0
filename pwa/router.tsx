import { createRouter } from '@tanstack/react-router'
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { NotFound } from '@/components/not-found'
import { PageSpinner } from '@/components/page-spinner'
import { RouteError } from '@/components/route-error'
import { renderTimeNow, setRenderTime } from '@/lib/clock'
import { routeTree } from './routeTree.gen'

export interface AppRouterOptions {
  /** The request's CSP nonce, written on the scripts the server renders (decision 035). Server only. */
  nonce?: string
  /**
   * The site's origin, for canonical and Open Graph addresses and JSON-LD (decision 040): the server passes
   * PUBLIC_URL's; in the browser it is the page's own. Read it from the route context, never from `window`.
   */
  origin?: string
}

/**
 * Queries the server hands to the browser with the page (decision 040): the public answers its loaders read.
 * The account is not among them: the server renders as a visitor, and the browser keeps the person it knows.
 */
function isSharedWithBrowser(queryKey: readonly unknown[], status: string): boolean {
  return status === 'success' && queryKey[0] !== '/api/user'
}

/** How long the server waits for the reads a loader started without awaiting (a page's own prefetches). */
const SERVER_SETTLE_MS = 3000

/** Resolves once no query of `queryClient` is fetching, or after SERVER_SETTLE_MS. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve()
    const timer = setTimeout(done, SERVER_SETTLE_MS)
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done()
    })
    function done() {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
  })
}

/**
 * The one router: the generated file-route tree, the query client in the route context (loaders
 * call `context.queryClient.ensureQueryData(...)`), a spinner while a lazy page loads and the
 * not-found page for unknown paths. Server rendering (decision 040): the server's query cache travels with
 * the page (`dehydrate`) and fills the browser's before hydration (`hydrate`); an answer the browser saved
 * offline is replaced only by a newer one, so the server's fresh data wins over an older saved copy.
 */
export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context: { queryClient, origin: options.origin ?? (typeof window === 'undefined' ? '' : window.location.origin) },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness; the router should not cache on top.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageSpinner />,
    defaultNotFoundComponent: () => <NotFound />,
    // A loader that could not reach the server offline shows what is saved instead (components/route-error.tsx).
    defaultErrorComponent: RouteError,
    // Spec doc 1 §2: every route change starts at the top of the page. The router does that itself:
    // each navigation resets the window scroll unless it passes `resetScroll: false` (a page that
    // only changes its filters may). Restoring old positions is off, so back/forward also start at the top.
    scrollRestoration: false,
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
    // The query cache's dehydrated state is plain data (seroval writes it into the page); typed loosely here.
    // Runs on the server only, after the loaders: the reads they started without waiting (a theater's day) finish
    // first, so the page is rendered with its content rather than its spinner.
    dehydrate: async () => {
      await settled(queryClient)
      return {
        // The time the page is rendered with (entry-server.tsx sets it before rendering; lib/clock.ts).
        renderedAt: renderTimeNow(),
        queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => isSharedWithBrowser(query.queryKey, query.state.status) }) as never,
      }
    },
    // In the browser: the server's answers count as received now, by this device's clock (the freshness labels
    // and the offline copies use it), so they are newer than anything saved and replace it.
    hydrate: (dehydrated: { renderedAt: number; queries: unknown }) => {
      // Hydration draws the minute the page was rendered at (lib/clock.ts); the device's clock takes over right after.
      setRenderTime(dehydrated.renderedAt)
      const state = dehydrated.queries as DehydratedState
      const now = Date.now()
      hydrate(queryClient, { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) })
    },
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
