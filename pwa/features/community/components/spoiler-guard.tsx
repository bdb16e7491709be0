import { useState, type ReactNode } from 'react'
import { EyeOff } from 'lucide-react'
import { POST_MESSAGES } from '@contracts/posts-rules'

/**
 * Spoiler-safe reviews (Gala addition): a review marked as containing spoilers shows blurred, hidden from
 * screen readers too, until the person taps 'Tap to reveal spoilers'.
 */
export function SpoilerGuard({ spoiler, children }: { spoiler: boolean; children: ReactNode }) {
  const [revealed, setRevealed] = useState(false)
  if (!spoiler || revealed) return <>{children}</>
  return (
    <div className="relative mt-2">
      <div aria-hidden="true" inert className="pointer-events-none select-none blur-md" data-testid="spoiler-blur">
        {children}
      </div>
      <button
        type="button"
        onClick={() => setRevealed(true)}
        className="absolute inset-0 flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg bg-white/40 text-sm font-semibold text-slate-900"
      >
        <EyeOff className="h-5 w-5" aria-hidden="true" />
        {POST_MESSAGES.spoilerLabel}
        <span className="font-normal underline">{POST_MESSAGES.spoilerReveal}</span>
      </button>
    </div>
  )
}
