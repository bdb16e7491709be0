import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import type { CinemaShowtimes } from '../api/get-showtimes-today'
import { ShowtimeTimeChip } from './showtime-time-chip'

/**
 * The cinemas showing a movie on one Manila date, in the order given (nearest first), each with its showtimes;
 * times already past at `now` are marked. Shared by the showtimes pages and the "where to watch today" page.
 */
export function CinemaShowtimesList({ cinemas, movieId, date, now }: { cinemas: CinemaShowtimes[]; movieId: number; date: string; now: Date }) {
  return (
    <ul className="space-y-3">
      {cinemas.map(({ cinema, schedule }) => (
        <li key={cinema.theater_id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold text-slate-900">
            <Link to={cinema.url} className="hover:underline">
              {cinema.theater_name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {cinema.mall_name}, {cinema.city}
            {cinema.distance_text ? <span> · {cinema.distance_text}</span> : null}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Showtimes at ${cinema.theater_name}`}>
            {schedule.map((entry) => (
              <li key={entry.id}>
                <ShowtimeTimeChip entry={entry} movieId={movieId} date={date} past={new Date(entry.show_datetime) < now} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
