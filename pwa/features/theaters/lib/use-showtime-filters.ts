import { useCallback, useSyncExternalStore } from 'react'
import { NO_FILTERS, readFilters, writeFilters, type ShowtimeFilters } from './showtime-filters'

/** The filters saved on this device, read once while some page shows them (re-read when a page opens again). */
let saved: ShowtimeFilters | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) saved = null
  }
}

const snapshot = () => (saved ??= readFilters())

/**
 * The showtime filters, read from and saved to this device. Server rendering (decision 040) renders without them
 * (the server has no device storage) and hydration starts the same way; the saved ones apply right after.
 */
export function useShowtimeFilters() {
  const filters = useSyncExternalStore(subscribe, snapshot, () => NO_FILTERS)
  const update = useCallback((next: ShowtimeFilters) => {
    writeFilters(next)
    saved = next
    for (const listener of listeners) listener()
  }, [])
  return [filters, update] as const
}
