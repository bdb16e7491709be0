import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startAnalytics } from '@/features/analytics/start'
import { installErrorFilters } from '@/lib/error-filter'
import { currentUserQuery } from '@/features/auth/api/get-current-user'
import { followTheAccount } from '@/features/auth/viewer-answers'
import { createQueryClient } from '@/lib/query-client'
import { captureInstallPrompt, notePageShown } from '@/lib/install-prompt'
import { startQueryPersistence } from '@/lib/query-persistence'
import { registerServiceWorker } from '@/lib/service-worker'
import { startHydration } from '@/lib/layout-hydration'
import { nextTask } from '@/lib/next-task'
import { pageHydrated } from '@/lib/page-hydrated'
import { keepScrollThroughTakeOver } from '@/lib/scroll'
import { Providers } from './app'
import { createAppRouter } from './router'
import './styles.css'

installErrorFilters()
captureInstallPrompt()
// Zod (loaded with the forms and pages that validate) probes `new Function` to compile its parsers, which the
// site's policy forbids, and the browser reports the refused probe as a policy violation. `jitless` is what
// `z.config({ jitless: true })` sets; set here, before any zod code loads, so zod itself stays out of this file.
;((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true

// Facebook's sign-in appends "#_=_" to the return address; take it out before the router reads it
// (spec doc 1 §2), keeping the path, query and history state.
if (window.location.hash === '#_=_') {
  history.replaceState(history.state, '', window.location.pathname + window.location.search)
}

// Spec doc 1 §2: every route change starts at the top, back and forward included. The router resets
// the scroll after each navigation; 'manual' stops the browser from restoring an old position on top.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

// A page the server rendered (decision 040) carries the router's data script, which set window.$_TSR; the app
// shell the service worker answers offline does not, and renders from scratch as before.
const serverRendered = '$_TSR' in window
const queryClient = createQueryClient()
const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
const tree = (app: ReactNode) => (
  <StrictMode>
    <Providers queryClient={queryClient}>{app}</Providers>
  </StrictMode>
)
// The account is loaded once on start (doc 1 §4): a saved one is shown at once and checked here.
const checkAccount = () => void queryClient.prefetchQuery({ ...currentUserQuery(), staleTime: 0 })
// The answers that depend on who asks follow the account (decision 049). The server renders as a visitor, so a page
// it rendered starts with a visitor's answers, asked again as soon as a signed-in account is known (the saved one or
// the checked one, whichever comes first) and the page's content has hydrated; the app shell's saved answers came
// with the saved account.
followTheAccount(queryClient, serverRendered ? null : undefined, pageHydrated())

function startRouter() {
  const router = createAppRouter(queryClient)
  router.subscribe('onResolved', notePageShown)
  // A page view on each path change (doc 1 §4); the sender loads once the page is idle (decision 036).
  startAnalytics(router)
  return router
}

/**
 * A server-rendered page is taken over in steps, each a task of its own (decision 040, "Blocking time"): evaluating
 * the modules was one; building the router (its route tree) is the next; hydrating is scheduled in the third, and
 * React then hydrates in slices (in a transition), yielding to the browser between them. A tap that comes while it
 * hydrates is held by React and replayed after; one before it follows the server's link, which works without code.
 * The saved answers come back from IndexedDB once hydration has started; the server's, stamped as received now,
 * are newer and stay (router.tsx).
 */
async function takeOverServerPage(root: HTMLElement) {
  startHydration()
  await nextTask()
  const router = startRouter()
  keepScrollThroughTakeOver(router)
  await nextTask()
  startTransition(() => {
    hydrateRoot(root, tree(<RouterClient router={router} />))
  })
  // The router resolves no navigation when it takes over the server's page: count its first screen here.
  notePageShown()
  await nextTask()
  void startQueryPersistence(queryClient).finally(checkAccount)
}

if (serverRendered) {
  void takeOverServerPage(container)
} else {
  // The app shell (offline, or a personal page): the saved showtimes, widget and articles come back from IndexedDB
  // before the first render, so the page draws from them at once (offline too) and the network refreshes them
  // behind it. Meanwhile the first page's code is fetched (loaders wait for the restore: they read the cache).
  const router = startRouter()
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined)
  void startQueryPersistence(queryClient).finally(() => {
    checkAccount()
    createRoot(container).render(tree(<RouterProvider router={router} />))
  })
}

// The service worker is only part of production builds (vite-plugin-pwa builds /sw.js there).
if (import.meta.env.PROD) registerServiceWorker()
