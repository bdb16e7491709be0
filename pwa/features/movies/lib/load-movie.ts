import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { MovieDetail } from '@contracts/movies'
import { movieSlug } from '@contracts/slugs'
import { ApiError } from '@/lib/api-client'
import { notFoundError } from '@/lib/page-head'
import { movieQuery } from '../api/get-movie'
import { movieByIdQuery, movieBySlugQuery } from '../api/get-movie-by-id'

/**
 * Runs a fetch for a loader: the API's 404 becomes the router's not-found (the route's not-found page), carrying the
 * page's head titled `notFoundTitle` when given ('Movie not found').
 */
export async function orNotFound<T>(load: Promise<T>, notFoundTitle?: string): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFoundTitle ? notFoundError(notFoundTitle) : notFound()
    throw error
  }
}

/**
 * Loader of /movies/title/$hash/$slug and its sub-pages: loads the movie, and when the slug in the
 * address is not the title's slug, redirects to the same page at the canonical slug.
 */
export async function loadMovieByHash(queryClient: QueryClient, hash: string, slug: string, location: ParsedLocation): Promise<MovieDetail> {
  const movie = await orNotFound(queryClient.ensureQueryData(movieQuery(hash)), 'Movie not found')
  const canonical = movieSlug(movie.title)
  if (slug !== canonical) {
    // /movies/title/{hash}/{slug}[/sub-page]: only the slug segment changes.
    const segments = location.pathname.split('/')
    segments[4] = canonical
    throw redirect({ href: segments.join('/') + location.searchStr, replace: true })
  }
  return movie
}

/** /movies/id/$id/$slug: find the movie by id and send the browser to its title page. */
export async function redirectMovieById(queryClient: QueryClient, id: string): Promise<never> {
  const movie = await orNotFound(queryClient.ensureQueryData(movieByIdQuery(id)))
  throw redirect({ to: '/movies/title/$hash/$slug', params: { hash: movie.hash, slug: movieSlug(movie.title) }, replace: true })
}

/** /movies/$slug (doc 3 §2's activity links): find the newest movie with that slug and send the browser to its title page. */
export async function redirectMovieBySlug(queryClient: QueryClient, slug: string): Promise<never> {
  const movie = await orNotFound(queryClient.ensureQueryData(movieBySlugQuery(slug)))
  throw redirect({ to: '/movies/title/$hash/$slug', params: { hash: movie.hash, slug: movieSlug(movie.title) }, replace: true })
}
