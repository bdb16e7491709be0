/**
 * schema.org Review items for a content page's structured data (issue 12: places, movies and restaurants
 * carry their Gala reviews). Plain data from the reviews the page already has; spoiler reviews keep their
 * rating but not their text.
 */
export interface ReviewForJsonLd {
  title: string | null
  content: string
  rating: number | null
  createdAt: string
  containsSpoilers?: boolean
  user: { name: string | null; username: string }
}

/** At most this many reviews go into a page's structured data (the newest page). */
export const JSON_LD_REVIEWS_MAX = 10

export function reviewItemsJsonLd(reviews: readonly ReviewForJsonLd[]): Record<string, unknown>[] {
  return reviews.slice(0, JSON_LD_REVIEWS_MAX).map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.user.name || review.user.username },
    datePublished: review.createdAt,
    ...(review.title ? { name: review.title } : {}),
    ...(review.containsSpoilers ? {} : { reviewBody: review.content }),
    ...(review.rating != null ? { reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 } } : {}),
  }))
}
