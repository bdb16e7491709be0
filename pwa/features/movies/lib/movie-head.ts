import type { QueryClient } from '@tanstack/react-query'
import type { MovieSummary } from '@contracts/movies'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { contentReviewsQuery } from '@/features/community/api/get-content-reviews'
import { DEFAULT_REVIEW_SORT } from '@/features/community/lib/review-sort'
import { clip, collectionPageJsonLd, headImage, pageHead } from '@/lib/page-head'
import { movieQuery } from '../api/get-movie'
import { movieJsonLd } from './movie-json-ld'

/**
 * Loader of a movie's overview page: its head (title, description, canonical, Open Graph with the poster, the
 * schema.org Movie with the AggregateRating and newest reviews of Gala's reviews). The movie is the layout
 * loader's (which answers not-found); the reviews are awaited too, as the page's reviews block reads them. A
 * failure leaves the head to the layout and the page to its own states.
 */
export async function loadMovieHead(queryClient: QueryClient, hash: string, origin: string) {
  const movie = await queryClient.ensureQueryData(movieQuery(hash)).catch(() => undefined)
  if (!movie) return { head: undefined }
  const reviews = await queryClient
    .ensureInfiniteQueryData(contentReviewsQuery({ contentTypeId: CONTENT_TYPE_IDS.movie, externalContentId: String(movie.id) }, DEFAULT_REVIEW_SORT))
    .then((answer) => answer.pages[0])
    .catch(() => undefined)
  return {
    head: pageHead(movie.title, clip(`${movie.title}: ${movie.synopsis}`), {
      origin,
      path: movie.url,
      type: 'video.movie',
      image: headImage(movie.poster_2x ?? movie.poster, `${movie.title} poster`),
      jsonLd: movieJsonLd(movie, origin, reviews ? { averageRating: reviews.averageRating, reviewCount: reviews.reviewCount, reviews: reviews.data } : undefined),
    }),
  }
}

/** The movies landing's head (/movies), built by its loader: a CollectionPage of the movies now showing. */
export function moviesLandingHead(nowShowing: readonly MovieSummary[], origin: string) {
  const description = 'Movie showtimes in Metro Manila and the Philippines: now showing, coming soon, new this week, cinemas near you and movie news.'
  return pageHead('Movies', description, {
    origin,
    path: '/movies',
    jsonLd: collectionPageJsonLd(
      origin,
      { name: 'Movies', description, path: '/movies' },
      nowShowing.map((movie) => ({ name: movie.title, path: movie.url, type: 'Movie' })),
    ),
  })
}
