import { Link } from '@tanstack/react-router'
import type { MovieDetail } from '@contracts/movies'
import { useCanonical } from '@/features/theaters/lib/use-canonical'
import { movieSlug } from '@contracts/slugs'
import { usePageMeta } from '../lib/use-movie-meta'
import { movieUrl } from '../lib/movie-url'
import { idShowtimesPath, titleShowtimesPath, type ShowtimesKind } from '../lib/showtimes-routes'
import { MovieShowtimes } from './movie-showtimes'

interface ShowtimesPageProps {
  movie: MovieDetail
  kind: ShowtimesKind
  cityId?: string
  date?: string
}

/** Title and description of a showtimes page; every form points its canonical address at the title route's showtimes. */
function useShowtimesMeta(movie: MovieDetail, cityId: string | undefined) {
  usePageMeta(`${movie.title} showtimes`, `Cinemas showing ${movie.title} and their showtimes for the week, nearest first.`)
  useCanonical(titleShowtimesPath(movie.hash, movieSlug(movie.title), 'showtimes', cityId))
}

/** /movies/title/{hash}/{slug}/{showtimes|schedules}[/{cityId}]: inside the movie's layout (header and tabs). */
export function TitleShowtimesPage({ movie, kind, cityId, date }: ShowtimesPageProps) {
  useShowtimesMeta(movie, cityId)
  const slug = movieSlug(movie.title)
  return <MovieShowtimes movie={movie} locationSlug={cityId} date={date} locationHref={(city) => titleShowtimesPath(movie.hash, slug, kind, city)} />
}

/** /movies/{showtimes|schedules}/{id}[/{slug}[/{cityId}]]: a page of its own, with a way to the movie's page. */
export function ShowtimesByIdPage({ movie, kind, cityId, date }: ShowtimesPageProps) {
  useShowtimesMeta(movie, cityId)
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
