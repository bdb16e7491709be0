import { useEffect, useRef, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { AD_THRESHOLDS } from '@contracts/ads-rules'
import { adsAllowedOn, useAdsHint } from '../lib/ads-hint'
import { notifyRouteChange, registerSticky } from '../lib/ad-registry'
import type { StickyState } from '../lib/slot-machine'
import { isFooterHidden } from '@/lib/footer-visibility'
import { setBottomInset } from '@/lib/bottom-inset'

/**
 * The sticky ad bar (spec doc 1 §2 and §4): mobile only (under 768 px), fixed at the bottom so it shifts no
 * content, hidden until its creative is taller than 30 px, at most 100 px tall, and closable for the session.
 * Also tells the ads runtime about route changes (the 100 ms refresh).
 */
export function StickyAd() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const hint = useAdsHint()
  // The bottom of the screen belongs to the ticket and schedule pages' own controls (doc 1 §2: the footer or bottom element is hidden there).
  const allowed = adsAllowedOn(pathname, hint) && !isFooterHidden(pathname)
  const [mobile, setMobile] = useState(false)
  const [state, setState] = useState<StickyState>('hidden')
  const container = useRef<HTMLDivElement>(null)
  const creative = useRef<HTMLDivElement>(null)
  const handle = useRef<{ close(): void; unmount(): void } | null>(null)

  useEffect(() => {
    notifyRouteChange(pathname)
  }, [pathname])

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${AD_THRESHOLDS.stickyMaxViewportPx - 1}px)`)
    const update = () => setMobile(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const active = allowed && mobile
  useEffect(() => {
    if (!active || !container.current || !creative.current) return
    const registration = registerSticky({ container: container.current, creative: creative.current, onState: setState })
    handle.current = registration
    return () => {
      registration.unmount()
      handle.current = null
    }
  }, [active])

  // Fixed controls at the bottom (back to top) move up above the bar while it shows, and the page gets room
  // below its footer (lib/bottom-inset.ts) so nothing ends up under the bar. Notices (install, consent, update) sit above it (z-20).
  const shown = active && state === 'shown'
  useEffect(() => {
    if (!shown || !container.current) return
    setBottomInset(container.current.getBoundingClientRect().height)
    return () => setBottomInset(0)
  }, [shown])

  if (!active || state === 'closed') return null
  return (
    <div
      ref={container}
      data-ad-slot="stickyad"
      data-state={state}
      className="fixed inset-x-0 bottom-0 z-20 flex justify-center border-t border-slate-200 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.08)]"
      style={{ maxHeight: AD_THRESHOLDS.stickyMaxHeightPx, visibility: state === 'shown' ? 'visible' : 'hidden' }}
    >
      <div ref={creative} data-ad-creative="" className="overflow-hidden" style={{ maxHeight: AD_THRESHOLDS.stickyMaxHeightPx }} />
      <span className="sr-only">Advertisement</span>
      <button
        type="button"
        title="Close sticky ad"
        aria-label="Close sticky ad"
        onClick={() => handle.current?.close()}
        className="absolute -top-9 left-2 inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  )
}
