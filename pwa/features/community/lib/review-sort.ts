/**
 * How the reviews block is sorted (beyond the reference site): newest first or most liked first, the
 * choice remembered on the device. Read only in the browser, after the first render.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { REVIEW_SORTS, REVIEW_SORT_STORAGE_KEY, type ReviewSort } from '@contracts/posts-rules'

export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest'

export function parseReviewSort(value: unknown): ReviewSort {
  return REVIEW_SORTS.includes(value as ReviewSort) ? (value as ReviewSort) : DEFAULT_REVIEW_SORT
}

export function readReviewSort(storage: Pick<Storage, 'getItem'> | undefined): ReviewSort {
  try {
    return parseReviewSort(storage?.getItem(REVIEW_SORT_STORAGE_KEY))
  } catch {
    return DEFAULT_REVIEW_SORT
  }
}

export function writeReviewSort(storage: Pick<Storage, 'setItem'> | undefined, sort: ReviewSort): void {
  try {
    storage?.setItem(REVIEW_SORT_STORAGE_KEY, sort)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === REVIEW_SORT_STORAGE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The remembered order and a setter that remembers a new one (this tab's blocks and other tabs follow).
 * Without a browser (server rendering) it is the default.
 */
export function useReviewSort(): [ReviewSort, (sort: ReviewSort) => void] {
  const sort = useSyncExternalStore(
    subscribe,
    () => readReviewSort(window.localStorage),
    () => DEFAULT_REVIEW_SORT,
  )
  const choose = useCallback((next: ReviewSort) => {
    writeReviewSort(window.localStorage, next)
    for (const listener of listeners) listener()
  }, [])
  return [sort, choose]
}
