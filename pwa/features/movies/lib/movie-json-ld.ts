import type { MovieDetail } from '@contracts/movies'
import { reviewItemsJsonLd, type ReviewForJsonLd } from '@/features/community/lib/review-json-ld'
import { runtimeMinutes } from './runtime'
import { normaliseRating } from './rating'

/** ISO 8601 duration of a runtime in minutes: 125 → 'PT2H5M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}

/** Gala's reviews of the movie: their count and mean (1-5), and the newest ones. */
export interface MovieReviewSummary {
  averageRating: number | null
  reviewCount: number
  reviews: readonly ReviewForJsonLd[]
}

/**
 * schema.org Movie of a movie detail page (spec doc 2: structured data; doc 2 §9 defaults en-PH), with
 * the AggregateRating and Review items of Gala's reviews once they are loaded.
 */
export function movieJsonLd(movie: MovieDetail, origin: string, reviews?: MovieReviewSummary): Record<string, unknown> {
  const minutes = runtimeMinutes(movie.running_minutes ?? movie.running_time)
  const rating = normaliseRating(movie.mtrcb_rating)
  return {
    '@context': 'https://schema.org',
    '@type': 'Movie',
    name: movie.title,
    url: new URL(movie.url, origin).href,
    ...(movie.poster ? { image: new URL(movie.poster_2x ?? movie.poster, origin).href } : {}),
    description: movie.synopsis,
    genre: movie.genre,
    inLanguage: movie.language ?? 'en-PH',
    ...(movie.release_date ? { datePublished: movie.release_date } : {}),
    ...(minutes ? { duration: isoDuration(minutes) } : {}),
    ...(rating ? { contentRating: `MTRCB ${rating}` } : {}),
    director: movie.directors.map((name) => ({ '@type': 'Person', name })),
    actor: movie.cast.map((member) => ({ '@type': 'Person', name: member.name })),
    ...(reviews && reviews.reviewCount > 0 && reviews.averageRating != null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.averageRating, reviewCount: reviews.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(reviews && reviews.reviews.length > 0 ? { review: reviewItemsJsonLd(reviews.reviews) } : {}),
  }
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so the text cannot close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
