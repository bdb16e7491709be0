import { movieSlug } from '@contracts/slugs'

/** Anything that names a movie: an API movie, a review subject, a search hit. */
export interface MovieLinkable {
  hash?: string | null
  movieId?: number | string | null
  id?: number | string | null
  movie_id?: number | string | null
  title?: string | null
}

/** The movie's numeric or string id, read from movieId, id or movie_id in that order (spec doc 2 §2). */
export function movieIdOf(movie: MovieLinkable): string | null {
  for (const value of [movie.movieId, movie.id, movie.movie_id]) {
    if (value === null || value === undefined) continue
    const text = String(value).trim()
    if (text !== '') return text
  }
  return null
}

/**
 * The canonical address of a movie (spec doc 2 §2 / doc 1 §9): /movies/title/{hash}/{slug} when it
 * has a hash, else /movies/id/{id}/{slug}, else /movies. The slug always comes from the title.
 */
export function movieUrl(movie: MovieLinkable): string {
  const slug = movieSlug(movie.title)
  const hash = movie.hash?.trim()
  if (hash) return `/movies/title/${encodeURIComponent(hash)}/${slug}`
  const id = movieIdOf(movie)
  if (id !== null) return `/movies/id/${encodeURIComponent(id)}/${slug}`
  return '/movies'
}
