import { Outlet, Scripts, createRootRouteWithContext, useRouter, type AnyRoute } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { Footer } from '@/layout/footer'
import { Header } from '@/layout/header'
import { SkipLink } from '@/layout/skip-link'
import { NotFound } from '@/components/not-found'
import { Toaster } from '@/components/ui/toaster'
import { OptionalPart } from '@/components/optional-part'
import { lazy, useEffect } from 'react'
import { LayoutClientOnly } from '@/lib/layout-hydration'
import { useSeoOverride } from '@/lib/seo-override'

// What belongs to this browser rather than to the page (the back-to-top button, the update notice, the install
// offer, the consent banner, the sticky ad) starts after hydration and loads outside the first download (decision 040).
const BackToTop = lazy(() => import('@/layout/back-to-top').then((module) => ({ default: module.BackToTop })))
const UpdateNotice = lazy(() => import('@/layout/update-notice').then((module) => ({ default: module.UpdateNotice })))
const InstallPrompt = lazy(() => import('@/layout/install-prompt').then((module) => ({ default: module.InstallPrompt })))
const ConsentHost = lazy(() => import('@/features/consent/components/consent-host').then((module) => ({ default: module.ConsentHost })))
const StickyAd = lazy(() => import('@/features/ads/components/sticky-ad').then((module) => ({ default: module.StickyAd })))

// The offline queue (its replays and refused-action notice) starts right after the first render, outside the entry's size budget.
const OfflineQueueNotice = lazy(() =>
  import('@/layout/offline-queue-notice').then((module) => ({ default: module.OfflineQueueNotice })),
)

// Site scripts editors saved (decision 035): their poller and injector load after the first render, outside the entry.
const SiteScripts = lazy(() => import('@/features/site-scripts/components/site-scripts').then((module) => ({ default: module.SiteScripts })))

// The route heads (title, description, canonical link, social tags, JSON-LD), applied on navigation (the server renders the first page's).
const HeadSync = lazy(() => import('@/lib/head-sync').then((module) => ({ default: module.HeadSync })))

export interface RouterContext {
  queryClient: QueryClient
  /** The site's origin (https://…), for canonical addresses and structured data; the same on the server and in the browser. */
  origin: string
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

/**
 * The overrides set at /admin/seo-tools, in a component of their own: their lookup answers after hydration and on
 * every path change, and redraws only this (nothing), not the layout with its header and footer.
 */
function SeoOverride() {
  // The overrides set at /admin/seo-tools (decision 032), applied in an effect over the title and description a
  // route declares in its `head` (which HeadSync applies after hydration).
  useSeoOverride()
  return null
}

/** The shell around every page. */
function RootLayout() {
  // The app has taken the page over (decision 040): <html data-hydrated>, for tests and styles that need to know.
  // The page's own content hydrates in its own boundaries after this layout, once its route's code has come, so
  // the mark waits for that code and then until React has nothing left to do (the browser is idle, 2 s at most).
  // (Idle alone came too early: the browser is idle while the route's code is on its way.)
  const router = useRouter()
  useEffect(() => {
    let cancelled = false
    let cancelIdle = () => {}
    const mark = () => {
      document.documentElement.dataset.hydrated = ''
    }
    const routeCode = router.state.matches.map((match) => router.loadRouteChunk((router.routesById as unknown as Record<string, AnyRoute>)[match.routeId]!))
    void Promise.allSettled(routeCode).then(() => {
      if (cancelled) return
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(mark, { timeout: 2_000 })
        cancelIdle = () => window.cancelIdleCallback(id)
      } else {
        const id = setTimeout(mark, 50)
        cancelIdle = () => clearTimeout(id)
      }
    })
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [router])
  return (
    <>
      <SeoOverride />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* What belongs to this browser (notices, the install offer, consent, site scripts, ads) starts after hydration (decision 040). */}
      <LayoutClientOnly>
        <OptionalPart>
          <Toaster />
        </OptionalPart>
        <OptionalPart>
          <OfflineQueueNotice />
        </OptionalPart>
        <OptionalPart>
          <SiteScripts />
        </OptionalPart>
        <OptionalPart>
          <HeadSync />
        </OptionalPart>
        <OptionalPart>
          <BackToTop />
        </OptionalPart>
        <OptionalPart>
          <UpdateNotice />
        </OptionalPart>
        <OptionalPart>
          <InstallPrompt />
        </OptionalPart>
        <OptionalPart>
          <ConsentHost />
        </OptionalPart>
        <OptionalPart>
          <StickyAd />
        </OptionalPart>
      </LayoutClientOnly>
      {/* The server's data for hydration (decision 040): written by the server, removed by itself before the app starts. */}
      <Scripts />
    </>
  )
}
