import { Link } from '@tanstack/react-router'
import type { MovieDetail } from '@contracts/movies'
import { movieSlug } from '@contracts/slugs'
import { movieUrl } from '../lib/movie-url'
import { idShowtimesPath, titleShowtimesPath, type ShowtimesKind } from '../lib/showtimes-routes'
import { MovieShowtimes } from './movie-showtimes'

interface ShowtimesPageProps {
  movie: MovieDetail
  kind: ShowtimesKind
  cityId?: string
  date?: string
}

/**
 * /movies/title/{hash}/{slug}/{showtimes|schedules}[/{cityId}]: inside the movie's layout (header and tabs). The
 * title, description and canonical address (the title route's showtimes) of every showtimes form are its route's
 * head (movie-head.ts movieSubPageHead).
 */
export function TitleShowtimesPage({ movie, kind, cityId, date }: ShowtimesPageProps) {
  const slug = movieSlug(movie.title)
  return <MovieShowtimes movie={movie} locationSlug={cityId} date={date} locationHref={(city) => titleShowtimesPath(movie.hash, slug, kind, city)} />
}

/** /movies/{showtimes|schedules}/{id}[/{slug}[/{cityId}]]: a page of its own, with a way to the movie's page. */
export function ShowtimesByIdPage({ movie, kind, cityId, date }: ShowtimesPageProps) {
  const slug = movieSlug(movie.title)
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link to={movieUrl(movie)} className="text-sm font-semibold text-blue-700 hover:underline">
        About {movie.title}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{movie.title} showtimes</h1>
      <div className="pt-5">
        <MovieShowtimes movie={movie} locationSlug={cityId} date={date} locationHref={(city) => idShowtimesPath(movie.id, slug, kind, city)} />
      </div>
    </div>
  )
}
