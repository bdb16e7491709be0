/**
 * First-party impression counts of house ads (decision 034): a creative counts once when at least 50% of it
 * has been on screen; ids are sent in batches to /api/ads/impressions every 5 s and when the page is hidden
 * (navigator.sendBeacon, so the last batch survives closing the tab). No identifier is sent.
 */
import { HOUSE_AD_LIMITS } from '@contracts/ads-rules'
import type { ImpressionSink } from './house-provider'

export const IMPRESSION_FLUSH_MS = 5_000
const ENDPOINT = '/api/ads/impressions'

export function impressionCounter(): ImpressionSink {
  let queue: number[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function flush() {
    clearTimeout(timer)
    timer = undefined
    while (queue.length > 0) {
      const ids = queue.slice(0, HOUSE_AD_LIMITS.impressionBatchMax)
      queue = queue.slice(ids.length)
      const body = JSON.stringify({ ids })
      const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))
      if (!sent) void fetch(ENDPOINT, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => {})
    }
  }

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)

  function count(id: number) {
    queue.push(id)
    timer ??= setTimeout(flush, IMPRESSION_FLUSH_MS)
  }

  return {
    observe(element, creativeId) {
      if (typeof IntersectionObserver === 'undefined') return () => {}
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) {
            count(creativeId)
            observer.disconnect()
          }
        },
        { threshold: 0.5 },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
  }
}
