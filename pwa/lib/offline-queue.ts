/**
 * Actions taken offline (issue 6). Changes to a person's own state — a like, Notify Me, the home widget —
 * go through `sendOwnStateAction`: online they are sent at once; without a connection (or when the request
 * gets no answer) they wait in IndexedDB and are sent once the app is back online. Each carries an
 * Idempotency-Key made when it was first tried, so sending it again after a lost answer never does the
 * work twice (api/middlewares/idempotency.ts). A replay the server refuses (401, other 4xx, 5xx) is kept
 * as "refused" and shown (layout/offline-queue-notice.tsx) until the person retries or
 * discards it; nothing is dropped silently.
 *
 * Own-state actions set state (like / unlike, save these settings), so the newest action on a target
 * decides: a new action replaces any unsent one with the same URL (a like then an unlike offline sends
 * one unlike). New reviews and replies (issue 12) name their own target instead of their shared URL:
 * one review per content (the newest draft wins), one target per reply (each waits). Replays run one at a time, in order, in one tab at a time (Web Locks).
 *
 * Background actions (issue 16: analytics batches, decision 036) ride the same queue, key and replay, but
 * are not the person's: they are never listed or counted on screen, never fill the person's 50, are
 * capped at 20 of their own (the oldest dropped first) and are dropped, not kept, when the server refuses them.
 */
import { useSyncExternalStore } from 'react'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import { IDEMPOTENCY_CODES, IDEMPOTENCY_KEY_HEADER } from '@contracts/idempotency-rules'
import { ApiError, apiRequest as defaultRequest, type ApiClient } from './api-client'
import { isOffline as appIsOffline, onConnectivityChange } from './connectivity'
import { persistWhenEngaged, requestPersistentStorage } from './storage'

export type OwnStateMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface OwnStateAction {
  method: OwnStateMethod
  /** Same-origin API path, e.g. '/api/articles/12/like'. Actions with the same URL act on the same target. */
  url: string
  /** JSON body. */
  body?: unknown
  /**
   * What the action acts on, when that is not its URL: actions on the same target replace each other.
   * A new review or reply (POST /api/posts) names its own target, so several written offline all wait.
   */
  target?: string
  /** What the action is, completing "Couldn't save …": 'your like on “Sisig in Pampanga”'. */
  label: string
  /** A query whose data becomes the server's answer once the action is sent (e.g. the like count). */
  resultKey?: QueryKey
  /** Queries to refetch once the action is sent (and when a refused one is discarded). */
  invalidate?: readonly QueryKey[]
  /** Not the person's own change (an analytics batch): hidden, capped apart, dropped when refused. */
  background?: boolean
}

export interface QueuedAction extends OwnStateAction {
  id: string
  idempotencyKey: string
  /** When the action was taken (ms since epoch). */
  createdAt: number
  state: 'pending' | 'refused'
  /** Why the server refused it (state 'refused'). */
  refusal?: { status: number; message: string; at: number }
}

export type SendResult<T> = { status: 'sent'; data: T } | { status: 'queued'; action: QueuedAction }

export const OFFLINE_QUEUE_STORE = { database: 'gala-queue', store: 'actions' } as const
/** How often waiting actions are tried again while the app is open. */
export const REPLAY_INTERVAL_MS = 30_000
/** The queue is bounded: past this many unsent actions, new ones are refused until some are sent. */
export const MAX_QUEUED_ACTIONS = 50
/** Background actions (analytics batches) waiting at most; past it the oldest are dropped. */
export const MAX_BACKGROUND_ACTIONS = 20
export const QUEUE_FULL_MESSAGE = 'Too many changes are waiting for a connection. Please go online to send them first.'
const REPLAY_LOCK = 'gala-queue-replay'

/** "Couldn't save your like on “X”: Please log in to like items" */
export function refusalText(action: Pick<QueuedAction, 'label' | 'refusal'>): string {
  return `Couldn't save ${action.label}: ${action.refusal?.message ?? 'the server refused it.'}`
}

/** 32 hex digits from the platform's random source (crypto.randomUUID needs a secure context). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface OfflineQueueOptions {
  /** Where actions wait; default idb-keyval createStore('gala-queue', 'actions'). */
  store?: UseStore
  /** The mutation helper to send with; default the app's request layer. */
  request?: ApiClient['apiRequest']
  /** The app's view of the connection: when offline, actions are queued without trying. */
  isOffline?: () => boolean
  /** Whether trying at all makes sense (false when the browser knows it has no network). */
  canTry?: () => boolean
  /** Web Locks, so two tabs never replay the same action at once; none → this tab only. */
  locks?: LockManager | null
  now?: () => number
  /** Called when a person takes an action worth keeping (storage persistence). */
  onEngaged?: () => void
  /** Cross-tab change notices; null for none. */
  channel?: BroadcastChannel | null
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>

export function createOfflineQueue(options: OfflineQueueOptions = {}) {
  const store = options.store ?? createStore(OFFLINE_QUEUE_STORE.database, OFFLINE_QUEUE_STORE.store)
  const request = options.request ?? defaultRequest
  const isOffline = options.isOffline ?? (() => false)
  const canTry = options.canTry ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false)
  const locks = options.locks === undefined ? (typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null) : options.locks
  const now = options.now ?? Date.now
  const channel = options.channel ?? null
  let queryClient: QueryClient | undefined
  /** The last action's time: two actions in the same millisecond still keep the order they were taken in. */
  let lastCreatedAt = 0
  let snapshot: readonly QueuedAction[] = []
  /** The person's own actions in `snapshot` (background ones left out), for what is shown. */
  let visible: readonly QueuedAction[] = []
  let running: Promise<void> | null = null
  const listeners = new Set<() => void>()

  // ---- Storage (each change is one IndexedDB transaction) -----------------------------------------

  const readAll = () => store('readonly', (os) => promisifyRequest(os.getAll() as IDBRequest<QueuedAction[]>)).then(sortActions)

  /** Runs `change` on every stored action inside one read-write transaction. */
  function mutate(change: (actions: QueuedAction[], os: IDBObjectStore) => void): Promise<void> {
    return store('readwrite', (os) => {
      const all = os.getAll() as IDBRequest<QueuedAction[]>
      all.onsuccess = () => change(sortActions(all.result), os)
      return promisifyRequest(os.transaction)
    }).then(changed)
  }

  async function changed(): Promise<void> {
    channel?.postMessage('changed')
    await refresh()
  }

  /** Reloads the list people see from IndexedDB. */
  async function refresh(): Promise<void> {
    snapshot = await readAll()
    visible = snapshot.filter((action) => !action.background)
    for (const listener of listeners) listener()
  }

  /** Stores `action`, replacing unsent actions on the same target. Full queue → ApiError. */
  async function enqueue(action: QueuedAction): Promise<void> {
    let full = false
    await mutate((actions, os) => {
      const others = actions.filter((queued) => targetOf(queued) !== targetOf(action) && Boolean(queued.background) === Boolean(action.background))
      if (action.background) {
        // The oldest background actions make room: a person's own changes never wait behind statistics.
        for (const dropped of others.slice(0, Math.max(0, others.length - MAX_BACKGROUND_ACTIONS + 1))) os.delete(dropped.id)
      } else {
        full = others.length >= MAX_QUEUED_ACTIONS
        if (full) return
      }
      for (const queued of actions) if (targetOf(queued) === targetOf(action)) os.delete(queued.id)
      os.put(action, action.id)
    })
    if (full) throw new ApiError(QUEUE_FULL_MESSAGE, { kind: 'network' })
  }

  const removeTarget = (target: string) =>
    mutate((actions, os) => actions.filter((queued) => targetOf(queued) === target).forEach((queued) => os.delete(queued.id)))
  const remove = (id: string) =>
    mutate((actions, os) => actions.filter((queued) => queued.id === id).forEach((queued) => os.delete(queued.id)))
  /** Updates an action that is still stored (another tab may have sent or discarded it meanwhile). */
  const patch = (id: string, fields: Partial<QueuedAction>) =>
    mutate((actions, os) => {
      const stored = actions.find((queued) => queued.id === id)
      if (stored) os.put({ ...stored, ...fields }, id)
    })

  // ---- Sending ---------------------------------------------------------------------------------

  async function deliver<T>(action: QueuedAction): Promise<T> {
    const response = await request(action.method, action.url, action.body, { [IDEMPOTENCY_KEY_HEADER]: action.idempotencyKey })
    const data = parseAnswer(await response.text().catch(() => ''))
    if (queryClient) {
      if (action.resultKey && data !== null && typeof data === 'object') queryClient.setQueryData(action.resultKey, data)
      for (const key of action.invalidate ?? []) void queryClient.invalidateQueries({ queryKey: key })
    }
    return data as T
  }

  /** No answer, or an answer that says "try again shortly": the action stays queued. */
  function shouldWait(error: unknown): boolean {
    if (!(error instanceof ApiError)) return true
    if (error.status === undefined) return true
    return error.status === 408 || (error.status === 409 && error.code === IDEMPOTENCY_CODES.inProgress)
  }

  function prepare(action: OwnStateAction): QueuedAction {
    const createdAt = Math.max(now(), lastCreatedAt + 1)
    lastCreatedAt = createdAt
    return {
      method: action.method,
      url: action.url,
      body: action.body,
      ...(action.target === undefined ? {} : { target: action.target }),
      label: action.label,
      resultKey: action.resultKey,
      invalidate: action.invalidate,
      ...(action.background ? { background: true } : {}),
      // Ids sort in the order actions were taken.
      id: `${String(createdAt).padStart(15, '0')}-${randomKey().slice(0, 8)}`,
      idempotencyKey: randomKey(),
      createdAt,
      state: 'pending',
    }
  }

  /**
   * Sends an own-state action now, or queues it when there is no connection. Resolves `sent` with the
   * server's answer or `queued`; a refusal from the server (4xx, 5xx) while online is thrown as ApiError
   * for the caller to show.
   */
  async function send<T = unknown>(input: OwnStateAction): Promise<SendResult<T>> {
    if (!input.url.startsWith('/api/')) throw new TypeError(`Not an API path: ${input.url}`)
    if (!input.background) options.onEngaged?.()
    const action = prepare(input)
    if (isOffline() || !canTry()) {
      await enqueue(action)
      return { status: 'queued', action }
    }
    // A replay in flight on this target must land before the newer action does.
    if (running) await running.catch(() => undefined)
    await removeTarget(targetOf(action))
    try {
      return { status: 'sent', data: await deliver<T>(action) }
    } catch (error) {
      if (!shouldWait(error)) throw error
      // Perhaps the server did it and the answer was lost: the same key makes the replay harmless.
      await enqueue(action)
      return { status: 'queued', action }
    }
  }

  /**
   * Sends the waiting actions, oldest first, one at a time. Stops at the first that gets no answer
   * (still offline); marks the ones the server refuses. One run at a time per tab, one tab at a time.
   */
  function replay(): Promise<void> {
    if (running) return running
    running = (async () => {
      if (!canTry()) return
      if (!(await readAll()).some((action) => action.state === 'pending')) return
      if (locks) await locks.request(REPLAY_LOCK, { ifAvailable: true }, async (lock) => (lock ? replayAll() : undefined))
      else await replayAll()
    })().finally(() => {
      running = null
    })
    return running
  }

  async function replayAll(): Promise<void> {
    const tried = new Set<string>()
    for (;;) {
      const next = (await readAll()).find((action) => action.state === 'pending' && !tried.has(action.id))
      if (!next) return
      tried.add(next.id)
      try {
        await deliver(next)
        await remove(next.id)
      } catch (error) {
        if (shouldWait(error)) return
        // Statistics the server refuses (a limit, a bot check) are not worth the person's attention.
        if (next.background) {
          await remove(next.id)
          continue
        }
        const apiError = error as ApiError
        const status = apiError.status ?? 0
        const message = apiError.serverMessage ?? (status >= 500 ? 'Something went wrong on our side.' : 'The server refused it.')
        await patch(next.id, { state: 'refused', refusal: { status, message, at: now() } })
      }
    }
  }

  /** Puts a refused action back in line and tries to send it. */
  async function retry(id: string): Promise<void> {
    await patch(id, { state: 'pending', refusal: undefined })
    await replay()
  }

  /** Drops an action (a refused one the person gave up on) and refetches what it had changed on screen. */
  async function discard(id: string): Promise<void> {
    const action = snapshot.find((queued) => queued.id === id) ?? (await readAll()).find((queued) => queued.id === id)
    await remove(id)
    if (queryClient && action) {
      for (const key of [...(action.resultKey ? [action.resultKey] : []), ...(action.invalidate ?? [])])
        void queryClient.invalidateQueries({ queryKey: key })
    }
  }

  if (channel) channel.onmessage = () => void refresh()

  return {
    send,
    replay,
    retry,
    discard,
    refresh,
    /** All stored actions, oldest first (fresh from IndexedDB). */
    list: readAll,
    /** The last loaded list, background actions included. */
    getSnapshot: (): readonly QueuedAction[] => snapshot,
    /** The person's own actions in the last loaded list (for rendering). */
    getVisibleSnapshot: (): readonly QueuedAction[] => visible,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The query client whose data replays update. */
    attach(client: QueryClient): void {
      queryClient = client
    },
  }
}

/** What an action acts on: its own target, else its URL. */
function targetOf(action: Pick<OwnStateAction, 'url' | 'target'>): string {
  return action.target ?? action.url
}

/** The answer's JSON, null when empty, the raw text when it is not JSON. */
function parseAnswer(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function sortActions(actions: QueuedAction[]): QueuedAction[] {
  return [...actions].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

// ---- The app's queue ------------------------------------------------------------------------------

let appQueue: OfflineQueue | undefined
let started = false

function queue(): OfflineQueue {
  appQueue ??= createOfflineQueue({
    isOffline: appIsOffline,
    onEngaged: () => void requestPersistentStorage(),
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('gala-queue'),
  })
  return appQueue
}

/**
 * Sends a change to the person's own state (like, Notify Me, widget preference), or queues it while
 * offline: `{ status: 'sent', data }`, `{ status: 'queued' }`, or a thrown ApiError when the server
 * refuses it online. See the top of this file.
 */
export function sendOwnStateAction<T = unknown>(action: OwnStateAction): Promise<SendResult<T>> {
  return queue().send<T>(action)
}

/**
 * Starts replaying (once per page): now, when the browser or the request layer says the connection is
 * back, when the app comes to the foreground, and every 30 s while actions wait (navigator.onLine can
 * say "online" without a connection, so the interval keeps trying).
 */
export function startOfflineQueue(queryClient: QueryClient): void {
  const app = queue()
  app.attach(queryClient)
  if (started || typeof window === 'undefined') return
  started = true
  persistWhenEngaged()
  const tryNow = () => void app.replay().catch(() => undefined)
  void app.refresh().then(tryNow, () => undefined)
  window.addEventListener('online', tryNow)
  onConnectivityChange(() => {
    if (!appIsOffline()) tryNow()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tryNow()
  })
  window.setInterval(() => {
    if (app.getSnapshot().some((action) => action.state === 'pending')) tryNow()
  }, REPLAY_INTERVAL_MS)
}

export const offlineQueue = {
  retry: (id: string) => queue().retry(id),
  discard: (id: string) => queue().discard(id),
}

const noActions: readonly QueuedAction[] = []

/** The person's stored actions (pending and refused; background ones left out), re-rendering when they change. */
export function useQueuedActions(): readonly QueuedAction[] {
  return useSyncExternalStore(
    (listener) => queue().subscribe(listener),
    () => queue().getVisibleSnapshot(),
    () => noActions,
  )
}

/** The newest unsent action on a target (its URL, or the target it named), if any. */
export function usePendingAction(target: string): QueuedAction | undefined {
  return useQueuedActions().findLast((action) => targetOf(action) === target && action.state === 'pending')
}

/** The unsent actions whose target starts with `prefix` (e.g. the replies waiting under one review). */
export function usePendingActions(prefix: string): readonly QueuedAction[] {
  const actions = useQueuedActions()
  return actions.filter((action) => action.state === 'pending' && targetOf(action).startsWith(prefix))
}
