import { useEffect, useState } from 'react'
import { Clock } from 'lucide-react'
import { freshnessLabel } from '../lib/showtime'

/** "Updated 5 min ago" from a query's dataUpdatedAt; re-renders every 30 s so the label stays true. */
export function FreshnessLabel({ updatedAt }: { updatedAt: number }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])
  if (!updatedAt) return null
  return (
    <p className="inline-flex items-center gap-1 text-xs text-slate-600" data-testid="freshness">
      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
      <time dateTime={new Date(updatedAt).toISOString()}>{freshnessLabel(updatedAt, Math.max(now, updatedAt))}</time>
    </p>
  )
}
