import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NearbyResponse, ScheduleEntry, ScheduleResponse, Theater } from '@contracts/movies'
import { ApiError, getJson } from '@/lib/api-client'

/** A cinema that shows the movie on the day, with that day's showtimes (earliest first). */
export interface CinemaShowtimes {
  cinema: Theater
  schedule: ScheduleEntry[]
}

export interface Coordinates {
  latitude: number
  longitude: number
}

/** Manila (spec doc 2 §9); the contract has it too, but importing values from it would pull zod into this chunk. */
const MANILA: Coordinates = { latitude: 14.5995, longitude: 120.9842 }

/** At most this many schedule requests at once, so one page does not flood the API. */
const CONCURRENCY = 6

/**
 * The device's saved location (spec doc 2 §3: localStorage `userLocation` = {lat, lng}), else Manila,
 * so the cinemas are listed nearest first.
 */
export function savedCoordinates(): Coordinates {
  try {
    const raw = globalThis.localStorage?.getItem('userLocation')
    const value = raw ? (JSON.parse(raw) as { lat?: unknown; lng?: unknown }) : null
    if (value && typeof value.lat === 'number' && typeof value.lng === 'number') return { latitude: value.lat, longitude: value.lng }
  } catch {
    // Unreadable storage: use the default below.
  }
  return { ...MANILA }
}

/**
 * Where to watch a movie on one Manila date. There is no "showtimes of a movie" endpoint, so this
 * combines two that exist: GET /api/movies/nearby-malls (every cinema, nearest first) and, per cinema,
 * GET /api/theaters/{id}/movies/{movieId}/schedule?date= (cached on the server). Cinemas without
 * showtimes that day are left out.
 */
export async function getShowtimesOnDay(movieId: number, date: string, at: Coordinates, signal?: AbortSignal): Promise<CinemaShowtimes[]> {
  const nearby = await getJson<NearbyResponse>('/api/movies/nearby-malls', { params: { ...at }, signal })
  const results: (CinemaShowtimes | null)[] = new Array(nearby.data.length).fill(null)
  let next = 0
  async function worker() {
    while (next < nearby.data.length) {
      const index = next++
      const cinema = nearby.data[index]!
      try {
        const reply = await getJson<ScheduleResponse>(`/api/theaters/${cinema.theater_id}/movies/${movieId}/schedule`, { params: { date }, signal })
        const schedule = reply.data.schedule.filter((entry) => entry.show_date === date)
        if (schedule.length > 0) results[index] = { cinema, schedule }
      } catch (error) {
        // A cinema that does not show the movie at all answers 404; that is "not here", not a failure.
        if (!(error instanceof ApiError && error.status === 404)) throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, nearby.data.length) }, worker))
  return results.filter((entry): entry is CinemaShowtimes => entry !== null)
}

export function showtimesOnDayQuery(movieId: number, date: string, at: Coordinates) {
  return queryOptions({
    // Not an API path: this query combines several calls (see getShowtimesOnDay).
    queryKey: ['movies', movieId, 'showtimes', { date, ...at }],
    queryFn: ({ signal }) => getShowtimesOnDay(movieId, date, at, signal),
    staleTime: 5 * 60_000,
  })
}

export function useShowtimesOnDay(movieId: number, date: string, at: Coordinates) {
  return useQuery(showtimesOnDayQuery(movieId, date, at))
}
