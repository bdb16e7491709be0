import type { QueryClient } from '@tanstack/react-query'
import type { MovieDetail, MovieSummary } from '@contracts/movies'
import { movieSlug } from '@contracts/slugs'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { contentReviewsQuery } from '@/features/community/api/get-content-reviews'
import { DEFAULT_REVIEW_SORT } from '@/features/community/lib/review-sort'
import { absoluteUrl, clip, collectionHead, collectionPageJsonLd, headImage, pageHead, webPageHead } from '@/lib/page-head'
import { movieQuery } from '../api/get-movie'
import { movieJsonLd } from './movie-json-ld'
import { titleShowtimesPath } from './showtimes-routes'

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

/** The movie list pages under /movies: their title and meta description (the words the pages used to set themselves). */
export const MOVIE_LISTS = {
  'now-showing': { name: 'Now Showing', description: 'Movies now showing in cinemas across Metro Manila and the Philippines, with ratings, running times and genres.' },
  'coming-soon': { name: 'Coming Soon', description: 'Movies opening soon in Philippine cinemas, with their release dates.' },
  'streaming-soon': { name: 'Streaming Soon', description: 'Movies premiering soon on Netflix, Prime Video, HBO Max, Viu and other streaming platforms.' },
} as const

/** The head of /movies/now-showing, /movies/coming-soon or /movies/streaming-soon, built by its loader: a CollectionPage of its movies. */
export function movieListHead(list: keyof typeof MOVIE_LISTS, movies: readonly MovieSummary[], origin: string) {
  return collectionHead(
    origin,
    { ...MOVIE_LISTS[list], path: `/movies/${list}`, trail: [['Movies', '/movies']] },
    movies.map((movie) => ({ name: movie.title, path: movie.url, type: 'Movie' })),
  )
}

/** A movie's sub-pages: their tab's name, title and meta description (the words the pages used to set themselves). */
const MOVIE_SUB_PAGES = {
  'cast-crew': { crumb: 'Cast & Crew', title: (movie: string) => `${movie}: Cast & Crew`, description: (movie: string) => `The cast and crew of ${movie}.` },
  articles: { crumb: 'Articles', title: (movie: string) => `${movie}: Articles`, description: (movie: string) => `News, reviews and features about ${movie}.` },
  tickets: {
    crumb: 'Where to watch',
    title: (movie: string) => `Where to watch ${movie} today`,
    description: (movie: string) => `Cinemas showing ${movie} today and their showtimes.`,
  },
  showtimes: {
    crumb: 'Showtimes',
    title: (movie: string) => `${movie} showtimes`,
    description: (movie: string) => `Cinemas showing ${movie} and their showtimes for the week, nearest first.`,
  },
} as const

export type MovieSubPage = keyof typeof MOVIE_SUB_PAGES

/**
 * The head of a movie's sub-page (cast & crew, articles, where to watch today, showtimes), built by its loader: its
 * title and description, the poster, and a WebPage about the Movie under Movies › {title}. Every showtimes form
 * (/movies/title/…/schedules, /movies/showtimes/{id}/…) names the title route's showtimes as its canonical address,
 * with the city when there is one.
 */
export function movieSubPageHead(movie: Pick<MovieDetail, 'title' | 'hash' | 'url' | 'poster' | 'poster_2x'>, page: MovieSubPage, origin: string, cityId?: string) {
  const words = MOVIE_SUB_PAGES[page]
  const overview = movie.url
  return webPageHead(origin, {
    name: words.title(movie.title),
    description: words.description(movie.title),
    path: page === 'showtimes' ? titleShowtimesPath(movie.hash, movieSlug(movie.title), 'showtimes', cityId) : `${overview}/${page}`,
    trail: [
      ['Movies', '/movies'],
      [movie.title, overview],
    ],
    crumb: words.crumb,
    image: headImage(movie.poster_2x ?? movie.poster, `${movie.title} poster`),
    about: { '@type': 'Movie', name: movie.title, url: absoluteUrl(overview, origin) },
  })
}

/** Loader of a movie's sub-page: its head (see movieSubPageHead); an unknown movie is the layout's not-found, a failure the page's own state. */
export async function loadMovieSubPageHead(queryClient: QueryClient, hash: string, page: MovieSubPage, origin: string) {
  const movie = await queryClient.ensureQueryData(movieQuery(hash)).catch(() => undefined)
  return { head: movie ? movieSubPageHead(movie, page, origin) : undefined }
}
