/**
 * The small part of the ads code that ships with the pages (decision 034): slots register here, and the
 * runtime (providers, state machines, impressions) is imported only after the page is interactive: after
 * `load`, when the browser is idle. Registrations made before then wait for it.
 */
import type { AdSlotId } from '@contracts/ads-rules'
import type { SlotState, StickyState } from './slot-machine'

export interface SlotRegistration {
  slot: AdSlotId
  /** The reserved box. */
  container: HTMLElement
  /** Where the provider puts the creative; its height is what the checks measure. */
  creative: HTMLElement
  onState: (state: SlotState) => void
}

export interface StickyRegistration {
  container: HTMLElement
  creative: HTMLElement
  onState: (state: StickyState) => void
}

export interface AdsRuntime {
  mount(registration: SlotRegistration): () => void
  mountSticky(registration: StickyRegistration): { close(): void; unmount(): void }
  routeChanged(path: string): void
}

let runtime: Promise<AdsRuntime> | null = null

function afterInteractive(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
      else setTimeout(resolve, 1)
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

export function loadAdsRuntime(): Promise<AdsRuntime> {
  runtime ??= afterInteractive()
    .then(() => import('../runtime/ads-runtime'))
    .then((module) => module.startAdsRuntime())
  return runtime
}

/** Registers a slot; the returned function unregisters it (also before the runtime has loaded). */
export function registerSlot(registration: SlotRegistration): () => void {
  let unmount: (() => void) | null = null
  let cancelled = false
  void loadAdsRuntime().then((ads) => {
    if (!cancelled) unmount = ads.mount(registration)
  })
  return () => {
    cancelled = true
    unmount?.()
  }
}

export function registerSticky(registration: StickyRegistration): { close(): void; unmount(): void } {
  let handle: { close(): void; unmount(): void } | null = null
  let cancelled = false
  let closeRequested = false
  void loadAdsRuntime().then((ads) => {
    if (cancelled) return
    handle = ads.mountSticky(registration)
    if (closeRequested) handle.close()
  })
  return {
    close() {
      closeRequested = true
      handle?.close()
    },
    unmount() {
      cancelled = true
      handle?.unmount()
    },
  }
}

/** The path changed: slots that stay on screen (footer, sticky) refresh 100 ms later. Nothing loads for it. */
export function notifyRouteChange(path: string): void {
  if (runtime) void runtime.then((ads) => ads.routeChanged(path))
}
