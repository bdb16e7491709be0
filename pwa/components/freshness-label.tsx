import { useHydrated } from '@tanstack/react-router'
import { Clock, WifiOff } from 'lucide-react'
import { cn } from '@/lib/cn'
import { useIsOffline } from '@/lib/connectivity'
import { freshnessLabel } from '@/lib/freshness'
import { renderTimeNow, useClock } from '@/lib/clock'

/**
 * How fresh the data on screen is, from its own timestamp: "Updated 5 min ago", or "Offline — updated
 * 2 h ago" when the app cannot reach the server. `offlineOnly` views (movie, widget) say nothing while
 * online. Re-renders every 30 s so the label stays true. A server-rendered page hydrates with its render time as the
 * time of its data (the server read it then), which the server drew too; the browser's own stamp follows right after.
 */
export function FreshnessLabel({ updatedAt, offlineOnly = false, className }: { updatedAt: number | undefined; offlineOnly?: boolean; className?: string }) {
  const offline = useIsOffline()
  const now = useClock()
  const hydrated = useHydrated()
  const renderedAt = renderTimeNow()
  const shownAt = !hydrated && renderedAt && updatedAt ? renderedAt : updatedAt
  if (!shownAt || (offlineOnly && !offline)) return null
  const Icon = offline ? WifiOff : Clock
  return (
    <p className={cn('inline-flex items-center gap-1 text-xs', offline ? 'font-semibold' : null, className ?? 'text-slate-600')} data-testid="freshness" data-offline={offline || undefined}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <time dateTime={new Date(shownAt).toISOString()}>{freshnessLabel(shownAt, Math.max(now, shownAt), offline)}</time>
    </p>
  )
}
