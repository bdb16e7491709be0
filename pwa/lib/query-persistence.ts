/**
 * The query cache kept in IndexedDB (issue 6): what a moviegoer looked at is there when the mall basement
 * has no signal. Only the answers of `isPersistedPath` are kept (lib/offline-rules.ts), each for at most
 * 7 days, at most OFFLINE_MAX_QUERIES of them, under a buster that changes when the API's contracts change
 * (vite.config.ts hashes api/contracts at build time), so a new build never reads data of a shape it
 * does not know.
 *
 * main.tsx restores before the first render, so pages draw from the saved data at once and the network
 * refreshes it behind them.
 */
import type { Query, QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { OFFLINE_MAX_AGE_MS, OFFLINE_MAX_QUERIES, isPersistedPath, keepOffline } from './offline-rules'

const KEY = 'client'
/** Saves are batched: the first change is written at once, later ones at most every 300 ms, and once more when the page is hidden or left. */
const SAVE_DELAY_MS = 300
/** A restore that takes longer than this (a stuck IndexedDB) no longer holds up the first render. */
const RESTORE_TIMEOUT_MS = 1500

declare const __OFFLINE_BUSTER__: string | undefined
/** The build's buster (a hash of the API contracts); 'dev' outside production builds. */
export const OFFLINE_BUSTER = typeof __OFFLINE_BUSTER__ === 'string' ? __OFFLINE_BUSTER__ : 'dev'

let store: UseStore | undefined
function queriesStore(): UseStore {
  store ??= createStore('gala-cache', 'queries')
  return store
}

type DehydratedQuery = PersistedClient['clientState']['queries'][number]

/**
 * The kept queries of a persisted client: with data young enough, the newest OFFLINE_MAX_QUERIES. A
 * query whose last refresh failed (offline) keeps its data, saved as the success it last was.
 */
export function boundQueries(queries: readonly DehydratedQuery[], now: number): DehydratedQuery[] {
  return queries
    .map((query) => {
      const data = keepOffline(query.queryKey[0], query.state.data, now)
      return data === query.state.data ? query : { ...query, state: { ...query.state, data } }
    })
    .filter((query) => isPersistedPath(query.queryKey[0]) && hasData(query) && now - query.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, OFFLINE_MAX_QUERIES)
    .map((query) =>
      query.state.status === 'success' ? query : { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } },
    )
}

function hasData(query: { state: { data: unknown; dataUpdatedAt: number } }): boolean {
  return query.state.data !== undefined && query.state.dataUpdatedAt > 0
}

/** An idb-keyval persister that also bounds what it writes and what it reads back. */
export function createIdbPersister(): Persister {
  return {
    persistClient: async (client) => {
      const queries = boundQueries(client.clientState.queries, Date.now())
      await set(KEY, { ...client, clientState: { mutations: [], queries } } satisfies PersistedClient, queriesStore())
    },
    restoreClient: async () => {
      const client = await get<PersistedClient>(KEY, queriesStore())
      if (!client?.clientState) return undefined
      return { ...client, clientState: { mutations: [], queries: boundQueries(client.clientState.queries ?? [], Date.now()) } }
    },
    removeClient: () => del(KEY, queriesStore()),
  }
}

/** Whether the page keeps a query offline. */
export function isPersistedQuery(query: Query): boolean {
  return isPersistedPath(query.queryKey[0])
}

/**
 * Restores the saved queries into `queryClient` (waiting at most RESTORE_TIMEOUT_MS), then keeps saving
 * them. (Kept queries stay in memory as long as on disk, see createQueryClient: one dropped from memory
 * after the usual 30 minutes would otherwise vanish from the next save.)
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  const persister = createIdbPersister()
  const options = { queryClient, persister, buster: OFFLINE_BUSTER }

  const cache = queryClient.getQueryCache()
  const restored = persistQueryClientRestore({ ...options, maxAge: OFFLINE_MAX_AGE_MS }).catch(() => undefined)
  await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))])

  let timer: ReturnType<typeof setTimeout> | undefined
  let lastSave = -SAVE_DELAY_MS
  const save = () => {
    timer = undefined
    lastSave = performance.now()
    void persistQueryClientSave({ ...options, dehydrateOptions: { shouldDehydrateQuery: (query) => isPersistedQuery(query) && hasData(query) } }).catch(
      () => undefined,
    )
  }
  // Saving starts after the restore, so a slow restore is never overwritten by an empty cache.
  void restored.then(() => {
    cache.subscribe((event) => {
      // New data and forgotten queries change what is kept; a query starting or failing to refresh does not.
      const changed = event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')
      if (!changed || !isPersistedQuery(event.query)) return
      // The first change after a quiet second is written at once (a moviegoer may close the app right
      // after the schedule appears); changes that follow it are gathered for a second.
      if (timer !== undefined) return
      const wait = lastSave + SAVE_DELAY_MS - performance.now()
      timer = setTimeout(save, wait > 0 && wait <= SAVE_DELAY_MS ? wait : 0)
    })
    // Leaving the page (closing the app, following a full link) writes what is still waiting.
    const flush = () => {
      if (timer === undefined) return
      clearTimeout(timer)
      save()
    }
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush()
    })
    window.addEventListener('pagehide', flush)
  })
}

/** Forgets the saved queries (settings → "Clear offline data"); the cache in memory is the caller's. */
export async function clearPersistedQueries(): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  await del(KEY, queriesStore())
}
