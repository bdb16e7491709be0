import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { MovieDetail } from '@contracts/movies'
import { movieSlug } from '@contracts/slugs'
import { movieByIdQuery } from '../api/get-movie-by-id'
import { movieShowtimesQuery, savedCoordinates } from '../api/get-showtimes-today'
import { orNotFound } from './load-movie'

/**
 * The showtimes and schedules addresses of doc 3's route table ("movie id and slug, optional city id"):
 *   /movies/title/{hash}/{slug}/showtimes[/{cityId}]   /movies/title/{hash}/{slug}/schedules[/{cityId}]
 *   /movies/detail/{hash}/{slug}/…                     (redirects to the title form, as /movies/detail does)
 *   /movies/showtimes/{id}[/{slug}[/{cityId}]]        /movies/schedules/{id}[/{slug}[/{cityId}]]
 * The city id is a city or province slug of /movies/locations; ?date=YYYY-MM-DD picks the Manila date.
 */
export type ShowtimesKind = 'showtimes' | 'schedules'

const part = (value: string) => encodeURIComponent(value)

/** /movies/title/{hash}/{slug}/{kind}[/{cityId}] */
export function titleShowtimesPath(hash: string, slug: string, kind: ShowtimesKind, city?: string): string {
  return `/movies/title/${part(hash)}/${part(slug)}/${kind}${city ? `/${part(city)}` : ''}`
}

/** /movies/{kind}/{id}/{slug}[/{cityId}] */
export function idShowtimesPath(id: number | string, slug: string, kind: ShowtimesKind, city?: string): string {
  return `/movies/${kind}/${part(String(id))}/${part(slug)}${city ? `/${part(city)}` : ''}`
}

/** Starts loading the day's showtimes while the route's component loads (the page reads the same query). */
export function prefetchShowtimes(queryClient: QueryClient, movieId: number, date: string | undefined): void {
  void queryClient.prefetchQuery(movieShowtimesQuery(movieId, date, savedCoordinates()))
}

/**
 * Loader of /movies/{showtimes|schedules}/{id}[/{slug}[/{cityId}]]: the movie by its numeric id (unknown →
 * 'Movie not found'); a missing or wrong slug goes to the canonical one, keeping the city and the date.
 */
export async function loadShowtimesById(
  queryClient: QueryClient,
  params: { id: string; slug?: string; cityId?: string },
  kind: ShowtimesKind,
  location: ParsedLocation,
  date: string | undefined,
): Promise<MovieDetail> {
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw notFound()
  const movie = await orNotFound(queryClient.ensureQueryData(movieByIdQuery(params.id)))
  const canonical = movieSlug(movie.title)
  if (params.slug !== canonical) throw redirect({ href: idShowtimesPath(movie.id, canonical, kind, params.cityId) + location.searchStr, replace: true })
  prefetchShowtimes(queryClient, movie.id, date)
  return movie
}
