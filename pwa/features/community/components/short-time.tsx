import { useClock } from '@/lib/clock'
import { shortRelativeTime } from '../lib/relative-time'

/** '5m', '3h', '2d' … (doc 3 §9) as a <time>, measured by the page's clock (lib/clock.ts). */
export function ShortTime({ iso, className }: { iso: string; className?: string }) {
  const now = useClock()
  return (
    <time dateTime={iso} className={className}>
      {shortRelativeTime(iso, now)}
    </time>
  )
}
