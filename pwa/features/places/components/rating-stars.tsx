import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'
import { formatRating, type RatingSummary } from '../lib/rating'

/**
 * A rating on the 1-5 scale with one decimal (doc 2 §9) and whose it is, e.g.
 * "★ 4.6 (18,250 ratings from Google)". Screen readers hear "Rated 4.6 out of 5, 18,250 ratings from Google".
 */
export function RatingStars({ summary, className }: { summary: RatingSummary; className?: string }) {
  if (summary.value == null) return <p className={cn('text-sm text-slate-600', className)}>{summary.label}</p>
  return (
    <p className={cn('flex items-center gap-1 text-sm text-slate-700', className)}>
      <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">Rated </span>
      <span className="font-semibold text-slate-900">{formatRating(summary.value)}</span>
      <span className="sr-only"> out of 5{summary.label ? ',' : ''}</span>
      {summary.label ? <span className="text-slate-600">({summary.label})</span> : null}
    </p>
  )
}
