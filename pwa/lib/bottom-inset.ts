/**
 * How much of the bottom of the screen a fixed bar covers (the mobile sticky ad, features/ads/components/sticky-ad.tsx):
 * the page gets that much room under its footer and the fixed controls (back to top) move up by it.
 *
 * Not a CSS custom property on <html>: every element inherits those, so changing one restyled the whole page (a
 * 40–50 ms task on the home page, decision 040, "Stop 30"). The body's own padding changes only the body, and the
 * controls read the value here.
 */
import { useSyncExternalStore } from 'react'

let inset = 0
const listeners = new Set<() => void>()

/** Sets the covered height in px (0 when nothing covers the bottom). */
export function setBottomInset(px: number): void {
  const next = Math.max(0, Math.round(px))
  if (next === inset) return
  inset = next
  document.body.style.paddingBottom = next ? `${next}px` : ''
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The covered height in px; 0 on the server and while nothing covers the bottom. */
export function useBottomInset(): number {
  return useSyncExternalStore(
    subscribe,
    () => inset,
    () => 0,
  )
}
