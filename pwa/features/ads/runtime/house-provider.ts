/**
 * Gala's own house ads (decision 034): creatives from /api/ads/config, chosen by slot, size and weight. The
 * image carries its width and height, so it takes its space before it loads; the link goes through
 * /api/ads/click/:id (counted, then redirected); an impression is counted once at least 50% of it was seen.
 */
import type { AdSlotId, PublicHouseAd } from '@contracts/ads'
import { parseAdSize } from '@contracts/ads-rules'
import type { AdFill, AdProvider, AdRequest } from './provider'

export interface ImpressionSink {
  observe(element: HTMLElement, creativeId: number): () => void
}

/** The largest size of a creative that fits the box, or null. */
export function fittingSize(sizes: readonly string[], maxWidth: number, maxHeight: number): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null
  for (const size of sizes) {
    const parsed = parseAdSize(size)
    if (!parsed || parsed.width > maxWidth || parsed.height > maxHeight) continue
    if (!best || parsed.width * parsed.height > best.width * best.height) best = parsed
  }
  return best
}

/** A creative for the slot, drawn by weight among those that fit; `random` in [0, 1). */
export function pickCreative(creatives: readonly PublicHouseAd[], slot: AdSlotId, maxWidth: number, maxHeight: number, random: number) {
  const fitting = creatives
    .filter((creative) => creative.slots.length === 0 || creative.slots.includes(slot))
    .map((creative) => ({ creative, size: fittingSize(creative.sizes, maxWidth, maxHeight) }))
    .filter((candidate): candidate is { creative: PublicHouseAd; size: { width: number; height: number } } => candidate.size !== null)
  const total = fitting.reduce((sum, candidate) => sum + Math.max(1, candidate.creative.weight), 0)
  let ticket = random * total
  for (const candidate of fitting) {
    ticket -= Math.max(1, candidate.creative.weight)
    if (ticket < 0) return candidate
  }
  return fitting.at(-1) ?? null
}

export function houseProvider(creatives: () => readonly PublicHouseAd[], impressions: ImpressionSink): AdProvider {
  return {
    name: 'house',
    fill(request: AdRequest): AdFill {
      let stopObserving: (() => void) | null = null
      const render = () => {
        stopObserving?.()
        stopObserving = null
        request.element.replaceChildren()
        const chosen = pickCreative(creatives(), request.slot, request.maxWidth, request.maxHeight, Math.random())
        if (!chosen) {
          request.onEmpty()
          return
        }
        const link = document.createElement('a')
        link.href = `/api/ads/click/${chosen.creative.id}`
        link.target = '_blank'
        link.rel = 'sponsored noopener'
        link.className = 'block'
        link.dataset.houseAd = String(chosen.creative.id)
        const image = document.createElement('img')
        image.src = chosen.creative.imageUrl
        image.alt = chosen.creative.altText
        image.width = chosen.size.width
        image.height = chosen.size.height
        image.decoding = 'async'
        // Width and height attributes give the box its size before the image loads (no inline style).
        image.className = 'block h-auto max-w-full'
        link.append(image)
        request.element.append(link)
        stopObserving = impressions.observe(link, chosen.creative.id)
      }
      render()
      return {
        refresh: () => render(),
        destroy() {
          stopObserving?.()
          request.element.replaceChildren()
        },
      }
    },
  }
}
