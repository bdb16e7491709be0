import type { AnyRouter } from '@tanstack/react-router'

/** True when the person asked the system for less motion; smooth scrolling is skipped then. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/** Scrolls the window to the top, smoothly unless reduced motion is preferred. */
export function scrollToTop(behavior: 'auto' | 'smooth' = 'smooth'): void {
  window.scrollTo({ top: 0, left: 0, behavior: behavior === 'smooth' && !prefersReducedMotion() ? 'smooth' : 'auto' })
}

/**
 * Keeps the reader where they are when the app takes over a server-rendered page (decision 040). The router resets
 * the window scroll after it renders a page, and it counts the takeover as one: a person who had scrolled the
 * server's page while its code was loading was sent back to the top. The takeover's render is the one whose
 * `fromLocation` is its `toLocation` (the router's Transitioner); the router's own listener runs first, so this one
 * puts back the position it held just before, in the same task, before anything is painted.
 */
export function keepScrollThroughTakeOver(router: Pick<AnyRouter, 'subscribe'>): void {
  let left = window.scrollX
  let top = window.scrollY
  const note = () => {
    left = window.scrollX
    top = window.scrollY
  }
  window.addEventListener('scroll', note, { passive: true })
  const stop = router.subscribe('onRendered', (event) => {
    stop()
    window.removeEventListener('scroll', note)
    if (event.fromLocation !== event.toLocation) return
    if (window.scrollX !== left || window.scrollY !== top) window.scrollTo({ left, top, behavior: 'instant' })
  })
}
