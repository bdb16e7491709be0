/**
 * The ad slot state machine (spec doc 1 §4, decision 034), free of the DOM so that it can be tested with fake
 * timers. A slot is not initialised (`idle`), then `processing`; 2 s after it starts it is checked, and then
 * every 1 s: a slot whose creative is not taller than 10 px has nothing visible and is hidden, otherwise it is
 * shown (`rendered`). A slot the ad service reports empty is checked at once, so real content found anyway keeps
 * it visible. Slots refresh 100 ms after a route change, within the refresh limits of doc 1 §9.
 *
 * Layout shift: a hidden slot gives its reserved height back only when that cannot move what the reader sees
 * (the probe's `canResize`, true while the slot is entirely below the viewport). Until then it is `empty`:
 * hidden, its space kept. For the same reason a `collapsed` slot grows back only when it may resize.
 */
import { AD_REFRESH_LIMITS, AD_THRESHOLDS, AD_TIMING, type AdSlotId } from '@contracts/ads-rules'

export type SlotState = 'idle' | 'processing' | 'rendered' | 'empty' | 'collapsed'

/** What the machine reads from the page. */
export interface SlotProbe {
  /** Height in px of the slot's creative (the ad iframe or the house creative); 0 when there is none. */
  creativeHeight(): number
  /** May the slot change height now without moving what the reader sees (it is below the viewport)? */
  canResize(): boolean
}

export interface SlotMachineOptions {
  slot: AdSlotId
  probe: SlotProbe
  /** Asks the provider for a new creative (the refresh after a route change). */
  refresh?: () => void
  onChange?: (state: SlotState) => void
  now?: () => number
}

export interface SlotMachine {
  readonly slot: AdSlotId
  state(): SlotState
  /** The provider asked for a creative: processing, checked 2 s later, then every 1 s. */
  start(): void
  /** The ad service says it has nothing for this slot: check at once (real content found anyway stays). */
  reportEmpty(): void
  /** The path changed: refresh 100 ms later (if the refresh limits allow). */
  routeChanged(): void
  /** How many refreshes happened (for the limits and the fill report). */
  refreshCount(): number
  dispose(): void
}

/** May a slot refresh now, given the times of its earlier refreshes (doc 1 §9 limits)? */
export function refreshAllowed(slot: AdSlotId, earlier: readonly number[], now: number): boolean {
  const limit = AD_REFRESH_LIMITS[slot]
  if (!limit) return true
  if (earlier.length >= limit.max) return false
  const last = earlier.at(-1)
  return last === undefined || now - last >= limit.minGapMs
}

/** Is a creative of this height visible (above the 10 px threshold)? */
export const hasVisibleCreative = (height: number) => height > AD_THRESHOLDS.collapsePx

export function createSlotMachine(options: SlotMachineOptions): SlotMachine {
  const { slot, probe, refresh, onChange } = options
  const now = options.now ?? (() => Date.now())
  let state: SlotState = 'idle'
  let firstCheck: ReturnType<typeof setTimeout> | undefined
  let interval: ReturnType<typeof setInterval> | undefined
  let pendingRefresh: ReturnType<typeof setTimeout> | undefined
  const refreshes: number[] = []

  function set(next: SlotState) {
    if (next === state) return
    state = next
    onChange?.(state)
  }

  function check() {
    if (hasVisibleCreative(probe.creativeHeight())) {
      // A collapsed slot grows back only where that moves nothing the reader sees.
      if (state !== 'collapsed' || probe.canResize()) set('rendered')
      return
    }
    if (state === 'collapsed') return
    set(probe.canResize() ? 'collapsed' : 'empty')
  }

  function scheduleFirstCheck() {
    clearTimeout(firstCheck)
    firstCheck = setTimeout(() => {
      firstCheck = undefined
      check()
    }, AD_TIMING.firstCheckMs)
  }

  return {
    slot,
    state: () => state,
    start() {
      if (state !== 'collapsed') set('processing')
      scheduleFirstCheck()
      if (interval === undefined) {
        interval = setInterval(() => {
          // A slot waiting for its creative is judged by its first check, not before.
          if (firstCheck === undefined) check()
        }, AD_TIMING.checkEveryMs)
      }
    },
    reportEmpty() {
      clearTimeout(firstCheck)
      firstCheck = undefined
      check()
    },
    routeChanged() {
      clearTimeout(pendingRefresh)
      pendingRefresh = setTimeout(() => {
        pendingRefresh = undefined
        if (!refreshAllowed(slot, refreshes, now())) return
        refreshes.push(now())
        refresh?.()
        if (state !== 'collapsed') set('processing')
        scheduleFirstCheck()
      }, AD_TIMING.refreshAfterRouteChangeMs)
    },
    refreshCount: () => refreshes.length,
    dispose() {
      clearTimeout(firstCheck)
      clearTimeout(pendingRefresh)
      clearInterval(interval)
      firstCheck = undefined
      interval = undefined
    },
  }
}

// ---- Sticky ad ----------------------------------------------------------------------------------

export type StickyState = 'hidden' | 'shown' | 'closed'

export interface StickyMachine {
  state(): StickyState
  start(): void
  /** The reader closed it: hidden for the rest of the session. */
  close(): void
  dispose(): void
}

/**
 * The sticky ad (under 768 px): hidden until its content is taller than 30 px, polled every 500 ms for 5 s
 * and then every 2 s; shown once found; the close button hides it for the rest of the session.
 */
export function createStickyMachine(options: { contentHeight: () => number; closed?: boolean; onChange?: (state: StickyState) => void }): StickyMachine {
  let state: StickyState = options.closed ? 'closed' : 'hidden'
  let timer: ReturnType<typeof setTimeout> | undefined
  let elapsed = 0

  function set(next: StickyState) {
    if (next === state) return
    state = next
    options.onChange?.(state)
  }

  function schedule() {
    const delay = elapsed < AD_TIMING.stickyFastPollForMs ? AD_TIMING.stickyFastPollMs : AD_TIMING.stickySlowPollMs
    timer = setTimeout(() => {
      elapsed += delay
      if (state !== 'hidden') return
      if (options.contentHeight() > AD_THRESHOLDS.stickyVisiblePx) set('shown')
      else schedule()
    }, delay)
  }

  return {
    state: () => state,
    start() {
      if (state !== 'hidden' || timer !== undefined) return
      schedule()
    },
    close() {
      clearTimeout(timer)
      set('closed')
    },
    dispose() {
      clearTimeout(timer)
    },
  }
}

/** The sticky ad's height: its content's, never above 100 px. */
export const stickyHeight = (contentHeight: number) => Math.min(Math.max(contentHeight, 0), AD_THRESHOLDS.stickyMaxHeightPx)

// ---- Fill report --------------------------------------------------------------------------------

export interface FillReport {
  slots: number
  filled: number
  empty: number
  pending: number
  bySlot: Partial<Record<AdSlotId, SlotState>>
}

/** The fill (verification) report logged 5 s after load: which slots show a creative. */
export function fillReport(slots: ReadonlyArray<{ slot: AdSlotId; state: SlotState }>): FillReport {
  const bySlot: FillReport['bySlot'] = {}
  let filled = 0
  let empty = 0
  let pending = 0
  for (const { slot, state } of slots) {
    bySlot[slot] = state
    if (state === 'rendered') filled++
    else if (state === 'empty' || state === 'collapsed') empty++
    else pending++
  }
  return { slots: slots.length, filled, empty, pending, bySlot }
}
