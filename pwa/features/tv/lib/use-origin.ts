import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * The site's origin for absolute URLs in structured data. SSR-safe: a server render (and hydration) gets ''
 * from the server snapshot and the JSON-LD waits for the browser, which answers from `location`.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  )
}
