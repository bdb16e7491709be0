import { useEffect, useState } from 'react'

/**
 * Cycles 0 … count-1 every `intervalMs` (compact tiles alternate the reading and the forecast every
 * 3 s, spec doc 2 §4) until paused. WCAG 2.2.2: moving content needs a way to pause it, so the tile
 * offers a pause button, and rotation starts paused for people who ask for reduced motion.
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(prefersReducedMotion)
  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [paused, count, intervalMs])
  return { index: count > 0 ? index % count : 0, paused, setPaused, show: setIndex }
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
