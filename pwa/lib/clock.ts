/**
 * The time pages draw with ("now showing", "past" showtimes, "5m ago", "Updated just now"), shared so that a
 * server-rendered page hydrates with the same minute it was rendered at (decision 040): while hydrating, every
 * reader sees the page's render time, which travels with the page; right after, the device clock, re-read every
 * 30 s. A page the browser renders itself (the app shell) starts from the device clock.
 */
import { useSyncExternalStore } from 'react'

const TICK_MS = 30_000

/** The server's time for the page it renders now, and in the browser the time the hydrated page was rendered at. */
let renderTime = 0
let current = typeof window === 'undefined' ? 0 : Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function tick(): void {
  current = Date.now()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (timer === undefined) {
    timer = setInterval(tick, TICK_MS)
    // The first reader after hydration gets the device's time now, not the page's.
    queueMicrotask(tick)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** Sets the time the page is rendered at (the server, before rendering) or was rendered at (the browser, before hydrating). */
export function setRenderTime(time: number): void {
  renderTime = time
}

/** The render time set last (the server hands it to the browser with the page it rendered with it). */
export function renderTimeNow(): number {
  return renderTime
}

/** Milliseconds since the epoch, as pages should draw them. */
export function useClock(): number {
  return useSyncExternalStore(
    subscribe,
    () => current || renderTime,
    () => renderTime || current,
  )
}
