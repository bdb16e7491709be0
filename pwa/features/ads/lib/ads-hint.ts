/**
 * What the page knows about ads before their code loads (decision 034): the global toggle and the no-ads
 * articles as the ads runtime last saw them, kept in local storage. Read once per page load, so that a slot
 * is either rendered from the first paint (its space reserved) or never: the hint changing later in the same
 * page would remove slots under the reader. First visit: ads on.
 */
import { useSyncExternalStore } from 'react'
import { pageBlockReason } from '@contracts/site-scripts-rules'

export interface AdsHint {
  enabled: boolean
  noAdsArticleIds: readonly number[]
}

export const ADS_HINT_STORAGE_KEY = 'gala:ads-hint'
const DEFAULT_HINT: AdsHint = { enabled: true, noAdsArticleIds: [] }
let frozen: AdsHint | null = null

function readHint(): AdsHint {
  if (frozen) return frozen
  frozen = DEFAULT_HINT
  try {
    const parsed = JSON.parse(window.localStorage.getItem(ADS_HINT_STORAGE_KEY) ?? 'null') as Partial<AdsHint> | null
    if (parsed && typeof parsed.enabled === 'boolean' && Array.isArray(parsed.noAdsArticleIds)) {
      frozen = { enabled: parsed.enabled, noAdsArticleIds: parsed.noAdsArticleIds.filter((id): id is number => Number.isInteger(id)) }
    }
  } catch {
    // No storage (private mode) or a damaged value: the default.
  }
  return frozen
}

/** Stores what the configuration said, for the next page load. */
export function saveAdsHint(hint: AdsHint): void {
  try {
    window.localStorage.setItem(ADS_HINT_STORAGE_KEY, JSON.stringify({ enabled: hint.enabled, noAdsArticleIds: hint.noAdsArticleIds }))
  } catch {
    // Without storage every load starts from the default.
  }
}

const noSubscription = () => () => {}

/** React: the hint of this page load (the default while rendering on the server). */
export function useAdsHint(): AdsHint {
  return useSyncExternalStore(noSubscription, readHint, () => DEFAULT_HINT)
}

/** The article id of an article address (/article/12/slug or /movies/article/12/slug), else null. */
export function articleIdFromPath(path: string): number | null {
  const match = /^\/(?:[^/]+\/)?article\/(\d{1,9})(?:\/|$)/.exec(path)
  return match ? Number(match[1]) : null
}

/**
 * Pages that never carry ads: the admin area, and the ticket pages (seats, payment, the payment return pages, the
 * e-tickets: decision 046), which are exactly the pages that never receive site scripts either (decision 035).
 */
export const isAdFreePath = (path: string) => pageBlockReason(path) !== null

/** Should this page carry slots at all? */
export function adsAllowedOn(path: string, hint: Pick<AdsHint, 'enabled' | 'noAdsArticleIds'>): boolean {
  if (!hint.enabled || isAdFreePath(path)) return false
  const article = articleIdFromPath(path)
  return article === null || !hint.noAdsArticleIds.includes(article)
}
