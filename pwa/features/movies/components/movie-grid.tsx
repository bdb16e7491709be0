import type { MovieSummary } from '@contracts/movies'
import { MovieCard } from './movie-card'

/** A full list of movies as a responsive grid (the list pages), or `empty` when there are none. */
export function MovieGrid({ movies, empty, show }: { movies: MovieSummary[]; empty: string; show?: 'release-date' | 'platform' }) {
  if (movies.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{empty}</p>
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {movies.map((movie, index) => (
        <li key={movie.id}>
          <MovieCard movie={movie} show={show} eager={index < 4} className="h-full" />
        </li>
      ))}
    </ul>
  )
}
