import type { AdSlotId } from '@contracts/ads-rules'

/** What a provider is asked to fill. */
export interface AdRequest {
  slot: AdSlotId
  /** The element the creative goes into (it has an id, for the Google Publisher Tag). */
  element: HTMLElement
  /** Widest and tallest creative that fits without moving the page. */
  maxWidth: number
  maxHeight: number
  targeting: Record<string, string>
  /** The provider has nothing for this slot (the ad service reported it empty). */
  onEmpty: () => void
}

export interface AdFill {
  /** A new creative for the same slot (the refresh after a route change). */
  refresh(targeting: Record<string, string>): void
  destroy(): void
}

/** Google Publisher Tag or Gala's house ads: one interface (decision 034). */
export interface AdProvider {
  readonly name: 'gpt' | 'house'
  fill(request: AdRequest): AdFill
}
