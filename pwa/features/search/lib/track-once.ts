import { searchEvent, send } from '@/features/analytics/events'
import { trackSearch } from '../api/track-search'

const KEY = 'gala:tracked-searches'
const MAX_REMEMBERED = 50

const normalise = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Records a search the first time this browser tab shows its results: every way into the search page
 * (the home hero, the movies, places and events boxes, a trending link) is counted once, while a
 * reload, the back button or a change of tab or page is not counted again. The same search also goes to
 * analytics (doc 1 §7 `search`) with its number of results, so the admin report lists searches with none.
 */
export function trackSearchOnce(
  query: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
  resultCount?: number,
): void {
  const term = normalise(query)
  if (!term) return
  const seen = readSeen(storage)
  if (seen.includes(term)) return
  try {
    storage?.setItem(KEY, JSON.stringify([...seen, term].slice(-MAX_REMEMBERED)))
  } catch {
    // Storage full or blocked: count it anyway.
  }
  void trackSearch(query)
  if (resultCount !== undefined) send(searchEvent(query, resultCount))
}

function readSeen(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}
