import { cn } from '@/lib/cn'
import { normaliseRating, ratingBadgeStyle } from '../lib/rating'

/** The MTRCB rating as a coloured badge (spec doc 2 §3); nothing when the movie has no rating. */
export function RatingBadge({ rating, className }: { rating: string | null | undefined; className?: string }) {
  const label = normaliseRating(rating)
  if (!label) return null
  const style = ratingBadgeStyle(label)
  return (
    <span
      className={cn('inline-flex items-center rounded px-1.5 py-0.5 text-xs font-bold leading-none', style.className, className)}
      data-rating-tone={style.tone}
      title={`Rated ${label}`}
    >
      <span className="sr-only">Rated </span>
      {label}
    </span>
  )
}
