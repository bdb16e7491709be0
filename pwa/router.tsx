import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { NotFound } from '@/components/not-found'
import { PageSpinner } from '@/components/page-spinner'
import { RouteError } from '@/components/route-error'
import { routeTree } from './routeTree.gen'

/**
 * The one router: the generated file-route tree, the query client in the route context (loaders
 * call `context.queryClient.ensureQueryData(...)`), a spinner while a lazy page loads and the
 * not-found page for unknown paths.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
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
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
