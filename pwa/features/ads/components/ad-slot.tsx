import { useEffect, useRef, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { adSlotMinHeight, type AdSlotId } from '@contracts/ads-rules'
import { cn } from '@/lib/cn'
import { adsAllowedOn, useAdsHint } from '../lib/ads-hint'
import { registerSlot } from '../lib/ad-registry'
import type { SlotState } from '../lib/slot-machine'

/** The minimum heights of doc 1 §9 as classes Tailwind can see. */
const MIN_HEIGHT_CLASS: Record<number, string> = { 50: 'min-h-[50px]', 90: 'min-h-[90px]', 250: 'min-h-[250px]' }

/**
 * An ad slot (spec doc 1 §4, decision 034). It reserves its minimum height from the first paint, so a creative
 * that arrives (never taller than that height) moves nothing; the state machine gives the space back only
 * while the slot is below the viewport. Nothing at all renders where ads are off (global toggle, no-ads
 * article, admin pages) as the page last knew it.
 */
export function AdSlot({ slot, className }: { slot: AdSlotId; className?: string }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const hint = useAdsHint()
  const allowed = adsAllowedOn(pathname, hint)
  const container = useRef<HTMLDivElement>(null)
  const creative = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<SlotState>('idle')

  useEffect(() => {
    if (!allowed || !container.current || !creative.current) return
    return registerSlot({ slot, container: container.current, creative: creative.current, onState: setState })
  }, [allowed, slot])

  if (!allowed) return null
  const collapsed = state === 'collapsed'
  // Classes, not inline styles: the in-read slot sits inside the article, whose HTML carries no style attributes.
  return (
    <div
      ref={container}
      data-ad-slot={slot}
      data-state={state}
      aria-hidden={state === 'rendered' ? undefined : true}
      className={cn(
        'relative flex w-full items-center justify-center overflow-hidden',
        state === 'rendered' ? 'visible' : 'invisible',
        // A collapsed slot drops its margins too (it collapses only below the viewport).
        collapsed ? 'h-0 min-h-0' : cn(MIN_HEIGHT_CLASS[adSlotMinHeight(slot)], className),
      )}
    >
      {state === 'rendered' ? <span className="sr-only">Advertisement</span> : null}
      <div ref={creative} data-ad-creative="" className="max-w-full" />
    </div>
  )
}
