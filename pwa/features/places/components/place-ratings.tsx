import type { PlaceSummary } from '@contracts/places'
import { cn } from '@/lib/cn'
import { galaRating, importedRating } from '../lib/rating'
import { RatingStars } from './rating-stars'

/** The imported rating (named by its source) and Gala's own, each on its line: never one standing in for the other. */
export function PlaceRatings({ place, className }: { place: PlaceSummary; className?: string }) {
  const imported = importedRating(place)
  return (
    <div className={cn('space-y-0.5', className)}>
      {imported ? <RatingStars summary={imported} /> : null}
      <RatingStars summary={galaRating(place)} />
    </div>
  )
}
