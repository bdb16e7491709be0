import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A 1-5 rating as five stars and its value with one decimal (doc 3 §3, §9). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <p role="img" className={cn('flex items-center gap-0.5', className)} aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} className={cn('h-4 w-4', star <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} aria-hidden="true" />
      ))}
      <span className="ml-1 text-sm font-semibold text-slate-900" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
    </p>
  )
}
