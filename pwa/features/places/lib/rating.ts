import type { PlaceSummary } from '@contracts/places'
import type { RatingBasis } from '@contracts/ratings'
import { GALA_RATING_SOURCE } from '@contracts/ratings-rules'
import { formatCount } from '@/lib/manila'

export interface RatingSummary {
  /** 1-5 with one decimal, or null when there is nothing to show. */
  value: number | null
  /** Whose the figure is: "18,250 ratings from Google", "3 reviews on Gala", "No reviews on Gala yet". */
  label: string
  source: 'gala' | 'imported'
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`

/**
 * Gala's own figure (doc 2 §3: reviewCount and averageRating computed from reviews on Gala), never mixed with
 * the imported rating: "4.0 · 3 reviews on Gala", or "No reviews on Gala yet" (docs/decisions/044-ratings-by-source.md).
 */
export function galaRating(place: Pick<PlaceSummary, 'reviewCount' | 'averageRating'>): RatingSummary {
  if (place.reviewCount > 0 && place.averageRating != null) {
    return { value: place.averageRating, label: `${plural(place.reviewCount, 'review', 'reviews')} on Gala`, source: 'gala' }
  }
  return { value: null, label: 'No reviews on Gala yet', source: 'gala' }
}

/** The rating imported with the listing, named by its source ("4.6 · 18,250 ratings from Google"), or null. */
export function importedRating(place: Pick<PlaceSummary, 'aggregateRating'>): RatingSummary | null {
  const rating = place.aggregateRating
  if (!rating) return null
  return { value: rating.ratingValue, label: `${plural(rating.ratingCount, 'rating', 'ratings')} from ${rating.source}`, source: 'imported' }
}

/** The words for a lone figure's basis (a related card, a search result): "18,250 ratings from Google", "3 reviews on Gala". */
export function basisLabel(basis: RatingBasis): string {
  return basis.source === GALA_RATING_SOURCE ? `${plural(basis.count, 'review', 'reviews')} on Gala` : `${plural(basis.count, 'rating', 'ratings')} from ${basis.source}`
}

/** A rating with one decimal (doc 2 §9): 4 → "4.0". */
export const formatRating = (value: number) => value.toFixed(1)
