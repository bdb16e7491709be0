import type { PlaceSummary } from '@contracts/places'
import { formatCount } from '@/lib/manila'

export interface RatingSummary {
  /** 1-5 with one decimal, or null when there is nothing to show. */
  value: number | null
  /** "3 reviews", "18,250 ratings", or 'No reviews yet'. */
  label: string
  source: 'reviews' | 'listing' | 'none'
}

/**
 * What a place card and page say about ratings: Gala reviews when there are some (doc 2 §3:
 * reviewCount and averageRating computed from reviews), else the listing's aggregate rating, else
 * 'No reviews yet' (doc 2 §8).
 */
export function ratingSummary(place: Pick<PlaceSummary, 'reviewCount' | 'averageRating' | 'aggregateRating'>): RatingSummary {
  if (place.reviewCount > 0 && place.averageRating != null) {
    return { value: place.averageRating, label: `${formatCount(place.reviewCount)} ${place.reviewCount === 1 ? 'review' : 'reviews'}`, source: 'reviews' }
  }
  if (place.aggregateRating) {
    const count = place.aggregateRating.ratingCount
    return { value: place.aggregateRating.ratingValue, label: `${formatCount(count)} ${count === 1 ? 'rating' : 'ratings'}`, source: 'listing' }
  }
  return { value: null, label: 'No reviews yet', source: 'none' }
}

/** A rating with one decimal (doc 2 §9): 4 → "4.0". */
export const formatRating = (value: number) => value.toFixed(1)
