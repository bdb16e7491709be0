import type { CastMember, CrewMember, MovieDetail, MovieStatus, MovieSummary } from '../../contracts/movies.ts'
import { MOVIE_STATUSES } from '../../contracts/movies.ts'
import type { MovieCreditRow, MovieRow } from './movies.repository.ts'

/** "1 hour 52 minutes" from 112; the PWA normalises it to "1h 52m" (spec doc 2 §3). */
export function runningTimeText(minutes: number | null): string | null {
  if (minutes == null || minutes <= 0) return null
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const parts: string[] = []
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`)
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`)
  return parts.join(' ')
}

function parseGenres(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

const toStatus = (status: string): MovieStatus =>
  (MOVIE_STATUSES as readonly string[]).includes(status) ? (status as MovieStatus) : 'nowShowing'

/**
 * The status a visitor should see on a Manila date: a coming-soon cinema release whose release date has
 * come is now showing, without waiting for an editor to change the stored status.
 */
export function effectiveStatus(row: Pick<MovieRow, 'status' | 'releaseDate'>, today?: string): MovieStatus {
  const status = toStatus(row.status)
  if (today && status === 'comingSoon' && row.releaseDate != null && row.releaseDate <= today) return 'nowShowing'
  return status
}

/** The canonical movie page path (spec doc 2 §2): /movies/title/{hash}/{slug}. */
export const moviePath = (movie: Pick<MovieRow, 'hash' | 'slug'>) =>
  `/movies/title/${encodeURIComponent(movie.hash)}/${encodeURIComponent(movie.slug)}`

/** `today` (Manila) turns released coming-soon movies into now showing (see effectiveStatus). */
export function presentMovie(row: MovieRow, today?: string): MovieSummary {
  return {
    movie_id: row.id,
    id: row.id,
    movieId: row.id,
    hash: row.hash,
    slug: row.slug,
    title: row.title,
    poster: row.poster,
    poster_2x: row.poster2x,
    poster_url: row.poster,
    mtrcb_rating: row.mtrcbRating,
    running_time: runningTimeText(row.runningTime),
    running_minutes: row.runningTime,
    release_date: row.releaseDate,
    genre: parseGenres(row.genres),
    synopsis: row.synopsis,
    language: row.language,
    status: effectiveStatus(row, today),
    streaming_platform: row.streamingPlatform,
    is_featured: row.isFeatured,
    url: moviePath(row),
  }
}

export function presentCredits(credits: MovieCreditRow[]): { cast: CastMember[]; crew: CrewMember[] } {
  const sorted = [...credits].sort((a, b) => a.position - b.position)
  return {
    cast: sorted.filter((credit) => credit.role === 'cast').map((credit) => ({ name: credit.name, character: credit.character })),
    crew: sorted.filter((credit) => credit.role !== 'cast').map((credit) => ({ name: credit.name, role: credit.role })),
  }
}

export function presentMovieDetail(row: MovieRow & { credits: MovieCreditRow[] }, showingDates: string[], today?: string): MovieDetail {
  const { cast, crew } = presentCredits(row.credits)
  return {
    ...presentMovie(row, today),
    trailer_url: row.trailerUrl,
    cast,
    crew,
    directors: crew.filter((member) => member.role === 'director').map((member) => member.name),
    showing_dates: showingDates,
  }
}
