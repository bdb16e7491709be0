import { ArrowUp } from 'lucide-react'
import { useBottomInset } from '@/lib/bottom-inset'
import { scrollToTop } from '@/lib/scroll'
import { useScrolledPast } from '@/lib/use-scrolled-past'

/** Shown once scrolled more than this (spec doc 1 §9). */
export const BACK_TO_TOP_AFTER_PX = 300

/** A floating button that scrolls back to the top (smoothly, unless reduced motion is preferred). */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX)
  const inset = useBottomInset()
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => scrollToTop('smooth')}
      // Above the mobile sticky ad while it shows (pwa/features/ads/components/sticky-ad.tsx sets the height).
      style={{ bottom: `calc(1.25rem + ${inset}px)` }}
      className="fixed right-4 z-40 inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  )
}
