/**
 * The ads runtime (decision 034), imported after the page is interactive (lib/ad-registry.ts): reads
 * /api/ads/config, picks the provider (Google Publisher Tag when a network code is configured and third
 * parties are allowed, else house ads), runs a state machine per slot, refreshes slots 100 ms after a route
 * change, and logs the fill report 5 s after load.
 */
import type { AdsConfig } from '@contracts/ads'
// The rules module: the contract itself builds zod schemas as it loads (decision 040, "Stop 31").
import { AD_THRESHOLDS, AD_TIMING, adSlotMinHeight } from '@contracts/ads-rules'
import { getJson } from '@/lib/api-client'
import { thirdPartyAllowed } from '@/lib/consent'
import { MANILA_OFFSET_MS } from '@/lib/manila'
import { adsAllowedOn, saveAdsHint } from '../lib/ads-hint'
import type { AdsRuntime, SlotRegistration, StickyRegistration } from '../lib/ad-registry'
import { createSlotMachine, createStickyMachine, fillReport, stickyHeight, type SlotMachine } from '../lib/slot-machine'
import { adTargeting, scrollPercent } from '../lib/targeting'
import { gptProvider } from './gpt-provider'
import { houseProvider } from './house-provider'
import { impressionCounter } from './impressions'
import type { AdFill, AdProvider } from './provider'

const STICKY_CLOSED_KEY = 'gala:sticky-ad-closed'
const EMPTY_CONFIG: AdsConfig = { enabled: false, gptNetworkCode: null, noAdsArticleIds: [], creatives: [] }

interface Mounted {
  /** The path the slot was last filled for: a route change to another path refreshes it. */
  path: string
  registration: SlotRegistration
  machine: SlotMachine
  fill: AdFill | null
}

let elementIds = 0

export function startAdsRuntime(): AdsRuntime {
  let config: AdsConfig | null = null
  const ready = getJson<AdsConfig>('/api/ads/config')
    .then((loaded) => {
      config = loaded
      saveAdsHint(loaded)
      return loaded
    })
    .catch(() => {
      config = EMPTY_CONFIG
      return EMPTY_CONFIG
    })

  const impressions = impressionCounter()
  const house = houseProvider(() => config?.creatives ?? [], impressions)
  let gpt: AdProvider | null = null
  const provider = (loaded: AdsConfig): AdProvider => {
    if (loaded.gptNetworkCode && thirdPartyAllowed()) return (gpt ??= gptProvider(loaded.gptNetworkCode))
    return house
  }

  // Engagement: seconds the page has been visible; scroll depth: the deepest point reached.
  let visibleMs = 0
  let visibleSince: number | null = document.visibilityState === 'visible' ? performance.now() : null
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') visibleSince ??= performance.now()
    else if (visibleSince !== null) {
      visibleMs += performance.now() - visibleSince
      visibleSince = null
    }
  })
  const engagedSeconds = () => (visibleMs + (visibleSince === null ? 0 : performance.now() - visibleSince)) / 1_000
  let deepest = 0
  const onScroll = () => {
    deepest = Math.max(deepest, scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight))
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()
  const targeting = () =>
    adTargeting({
      path: window.location.pathname,
      viewportWidth: window.innerWidth,
      manilaHour: new Date(Date.now() + MANILA_OFFSET_MS).getUTCHours(),
      engagedSeconds: engagedSeconds(),
      scrollPercent: deepest,
    })

  const allowedHere = (loaded: AdsConfig) => adsAllowedOn(window.location.pathname, loaded)
  const mounted = new Set<Mounted>()

  // The fill (verification) report, 5 s after load.
  setTimeout(
    () => {
      const report = fillReport([...mounted].map((entry) => ({ slot: entry.registration.slot, state: entry.machine.state() })))
      ;(window as Window & { __galaAdFillReport?: unknown }).__galaAdFillReport = report
      console.info('[ads] fill report', report)
    },
    Math.max(0, AD_TIMING.fillReportAfterMs - performance.now()),
  )

  return {
    mount(registration) {
      const { container, creative, slot } = registration
      creative.id ||= `gala-ad-${slot}-${++elementIds}`
      const entry: Mounted = {
        path: window.location.pathname,
        registration,
        fill: null,
        machine: createSlotMachine({
          slot,
          probe: {
            creativeHeight: () => creative.getBoundingClientRect().height,
            // Below the viewport, a change of height moves nothing the reader sees.
            canResize: () => container.getBoundingClientRect().top >= window.innerHeight,
          },
          refresh: () => {
            if (!config || !entry.fill) return
            if (allowedHere(config)) entry.fill.refresh(targeting())
            else {
              entry.fill.destroy()
              entry.fill = null
            }
          },
          onChange: registration.onState,
        }),
      }
      mounted.add(entry)
      let gone = false
      void ready.then((loaded) => {
        if (gone) return
        if (allowedHere(loaded)) {
          entry.fill = provider(loaded).fill({
            slot,
            element: creative,
            maxWidth: container.clientWidth || window.innerWidth,
            maxHeight: adSlotMinHeight(slot),
            targeting: targeting(),
            onEmpty: () => entry.machine.reportEmpty(),
          })
        }
        // Without a fill the 2 s check finds nothing visible and hides the slot.
        entry.machine.start()
      })
      return () => {
        gone = true
        entry.machine.dispose()
        entry.fill?.destroy()
        mounted.delete(entry)
      }
    },

    mountSticky(registration: StickyRegistration) {
      const closed = sessionStorage.getItem(STICKY_CLOSED_KEY) === '1'
      let fill: AdFill | null = null
      const machine = createStickyMachine({
        contentHeight: () => stickyHeight(registration.creative.getBoundingClientRect().height),
        closed,
        onChange: registration.onState,
      })
      registration.creative.id ||= `gala-ad-stickyad-${++elementIds}`
      if (closed) registration.onState('closed')
      let gone = false
      void ready.then((loaded) => {
        if (gone || closed || !allowedHere(loaded)) return
        fill = provider(loaded).fill({
          slot: 'stickyad',
          element: registration.creative,
          maxWidth: window.innerWidth,
          maxHeight: AD_THRESHOLDS.stickyMaxHeightPx,
          targeting: targeting(),
          onEmpty: () => {},
        })
        machine.start()
      })
      return {
        close() {
          try {
            sessionStorage.setItem(STICKY_CLOSED_KEY, '1')
          } catch {
            // Without storage it stays closed for this page.
          }
          machine.close()
          fill?.destroy()
        },
        unmount() {
          gone = true
          machine.dispose()
          fill?.destroy()
        },
      }
    },

    routeChanged(path) {
      for (const entry of mounted) {
        if (entry.path === path) continue
        entry.path = path
        entry.machine.routeChanged()
      }
    },
  }
}
