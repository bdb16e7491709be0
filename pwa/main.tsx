import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startAnalytics } from '@/lib/analytics'
import { installErrorFilters } from '@/lib/error-filter'
import { currentUserQuery } from '@/features/auth/api/get-current-user'
import { createQueryClient } from '@/lib/query-client'
import { captureInstallPrompt, notePageShown } from '@/lib/install-prompt'
import { startQueryPersistence } from '@/lib/query-persistence'
import { registerServiceWorker } from '@/lib/service-worker'
import { Providers } from './app'
import { createAppRouter } from './router'
import './styles.css'

installErrorFilters()
captureInstallPrompt()

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
const router = createAppRouter(queryClient)
router.subscribe('onResolved', notePageShown)
// A page view on each path change (doc 1 §4); the sender loads once the page is idle (decision 036).
startAnalytics(router)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
// The saved showtimes, widget and articles come back from IndexedDB before the first render, so the
// page draws from them at once (offline too) and the network refreshes them behind it. On a server-rendered
// page the server's answers are hydrated after them and, being newer, win. Meanwhile the
// first page's code is fetched (loaders wait for the restore: they read the cache).
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined)
// The router's hydration code (its data reader) is only fetched for a server-rendered page, alongside the restore.
const hydration = serverRendered ? import('@tanstack/react-router/ssr/client') : undefined
void Promise.allSettled([startQueryPersistence(queryClient), hydration]).then(async () => {
  // Should that code fail to arrive, the app renders afresh over the server's HTML instead of hydrating it.
  const RouterClient = await hydration?.then((module) => module.RouterClient).catch(() => undefined)
  // The account is loaded once on start (doc 1 §4): a saved one is shown at once and checked here.
  void queryClient.prefetchQuery({ ...currentUserQuery(), staleTime: 0 })
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>{RouterClient ? <RouterClient router={router} /> : <RouterProvider router={router} />}</Providers>
    </StrictMode>
  )
  if (RouterClient) {
    // In a transition, React hydrates in slices and yields to the browser between them (no long task to wait on).
    startTransition(() => {
      hydrateRoot(container, app)
    })
    // The router resolves no navigation when it takes over the server's page: count its first screen here.
    notePageShown()
  } else createRoot(container).render(app)
})

// The service worker is only part of production builds (vite-plugin-pwa builds /sw.js there).
if (import.meta.env.PROD) registerServiceWorker()
