import { Link } from '@tanstack/react-router'
import type { ScheduleEntry } from '@contracts/movies'
import { cn } from '@/lib/cn'

/** A showtime of a movie at a cinema: a link to its showtime page, or greyed out and inert once it has started. */
export function ShowtimeTimeChip({ entry, movieId, date, past }: { entry: ScheduleEntry; movieId: number; date: string; past: boolean }) {
  const format = entry.screening_type_display !== 'Regular' ? ` ${entry.screening_type_display}` : ''
  const classes = 'inline-flex min-h-10 items-center rounded-lg border px-3 text-sm font-semibold'
  if (past) {
    return (
      <span aria-disabled="true" className={cn(classes, 'border-slate-200 bg-slate-100 text-slate-500 line-through')}>
        {entry.show_time}
        {format}
        <span className="sr-only"> (started)</span>
      </span>
    )
  }
  return (
    <Link
      to="/movies/tickets/$theaterId/schedule/$movieId"
      params={{ theaterId: String(entry.theater_id), movieId: String(movieId) }}
      search={{ date }}
      className={cn(classes, 'border-blue-200 bg-blue-50 text-blue-900 hover:border-blue-400')}
    >
      {entry.show_time}
      {format}
    </Link>
  )
}
