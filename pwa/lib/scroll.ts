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
