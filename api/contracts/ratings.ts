/**
 * Ratings by source (issue 35, docs/decisions/044-ratings-by-source.md): a place may have a rating imported with its
 * listing (a named source's mean over its count) and Gala's own (reviews on Gala). They are kept apart and each
 * figure says whose it is.
 */
import { z } from 'zod'
import { GALA_RATING_SOURCE } from './ratings-rules.ts'

export { GALA_RATING_SOURCE }

/**
 * What a lone rating figure (a related card, a search result) stands for: the mean of `count` ratings given by
 * `source`: Gala's reviews (GALA_RATING_SOURCE) or the listing's imported source by name.
 */
export const RatingBasis = z.object({ count: z.number().int(), source: z.string() })
export type RatingBasis = z.infer<typeof RatingBasis>

/**
 * The figure to show where only one fits: the one with the most ratings behind it, so a handful of reviews on Gala
 * never stands in for thousands of imported ratings (and Gala's takes over once it has more). Ties go to Gala's.
 */
export function headlineRating(
  imported: { ratingValue: number; ratingCount: number; source: string } | null,
  gala: { reviewCount: number; averageRating: number | null },
): { rating: number; ratingBasis: RatingBasis } | null {
  const galaCount = gala.averageRating != null ? gala.reviewCount : 0
  if (imported && imported.ratingCount > galaCount) {
    return { rating: imported.ratingValue, ratingBasis: { count: imported.ratingCount, source: imported.source } }
  }
  if (gala.averageRating != null && galaCount > 0) {
    return { rating: gala.averageRating, ratingBasis: { count: galaCount, source: GALA_RATING_SOURCE } }
  }
  return null
}
