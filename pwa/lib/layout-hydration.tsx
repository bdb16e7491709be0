/**
 * The root layout's own "has the app taken the page over?" (decision 040, "First paint"). The router's
 * `useHydrated` and `<ClientOnly>` read a store, and React redraws what reads a store that changed right after
 * hydration at once and in one piece: the header with the account, and every browser-only part of the layout
 * mounting together, was one task of about 100 ms on a slow phone. The layout hydrates in the first pass (never in
 * a later boundary), so here the switch is plain state, set in a transition after that pass has committed: React
 * then draws those parts in slices between which the browser stays responsive.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Set by main.tsx before it hydrates a server-rendered page; the app shell renders from scratch and is never
 * hydrating. The server draws what hydration will find: the layout as before the switch.
 */
let hydrating = typeof window === 'undefined'

export function startHydration(): void {
  hydrating = true
}

/** False while the layout hydrates (what the server drew), true right after; true at once for the app shell. For root layout parts only. */
export function useLayoutHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating)
  useEffect(() => {
    if (hydrated) return
    startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}

/** The layout's parts that belong to this browser, drawn after hydration (the router's `<ClientOnly>`, drawn in a transition). */
export function LayoutClientOnly({ children }: { children: ReactNode }) {
  return useLayoutHydrated() ? children : null
}
