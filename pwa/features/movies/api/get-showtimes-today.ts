import { queryOptions, useQuery } from '@tanstack/react-query'
import { distanceText, haversineKm } from '@contracts/geo'
import type { MovieShowtimesResponse, ScheduleEntry, Theater } from '@contracts/movies'
import { getJson } from '@/lib/api-client'

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

/** A movie's showtimes on one Manila date: that date, the dates with showtimes, and the cinemas nearest first. */
export interface MovieShowtimesDay {
  date: string
  availableDates: string[]
  cinemas: CinemaShowtimes[]
}

/**
 * Where to watch a movie on one Manila date: GET /api/movies/{id}/showtimes?date= (one cached answer
 * for everyone; without a date the API picks the first date with showtimes), ordered here by distance
 * from the device's location, nearest first.
 */
export async function getMovieShowtimes(movieId: number, date: string | undefined, at: Coordinates, signal?: AbortSignal): Promise<MovieShowtimesDay> {
  const reply = await getJson<MovieShowtimesResponse>(`/api/movies/${movieId}/showtimes`, { params: date ? { date } : {}, signal })
  const cinemas = reply.data.cinemas
    .map(({ cinema, schedule }) => {
      const km = haversineKm(at, cinema)
      return { cinema: { ...cinema, distance: Math.round(km * 10) / 10, distance_text: distanceText(km) }, schedule, km }
    })
    .sort((a, b) => a.km - b.km || a.cinema.theater_name.localeCompare(b.cinema.theater_name))
    .map(({ cinema, schedule }) => ({ cinema, schedule }))
  return { date: reply.data.date, availableDates: reply.data.available_dates, cinemas }
}

export async function getShowtimesOnDay(movieId: number, date: string, at: Coordinates, signal?: AbortSignal): Promise<CinemaShowtimes[]> {
  return (await getMovieShowtimes(movieId, date, at, signal)).cinemas
}

export function showtimesOnDayQuery(movieId: number, date: string, at: Coordinates) {
  return queryOptions({
    queryKey: ['movies', movieId, 'showtimes', { date, ...at }],
    queryFn: ({ signal }) => getShowtimesOnDay(movieId, date, at, signal),
    staleTime: 5 * 60_000,
  })
}

export function useShowtimesOnDay(movieId: number, date: string, at: Coordinates) {
  return useQuery(showtimesOnDayQuery(movieId, date, at))
}

/** The showtimes pages' query: a date (or the API's first date with showtimes) with the dates around it. */
export function movieShowtimesQuery(movieId: number, date: string | undefined, at: Coordinates) {
  return queryOptions({
    queryKey: ['movies', movieId, 'showtimes', 'day', { date: date ?? null, ...at }],
    queryFn: ({ signal }) => getMovieShowtimes(movieId, date, at, signal),
    staleTime: 5 * 60_000,
  })
}
