import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import { dateChipLabel, formatShowDate } from '../lib/showtime'

/** Date chips of a theater page: today .. today+6 (Manila); dates without showtimes are shown but muted. */
export function DateChips({ slug, dates, selected, available, now }: { slug: string; dates: readonly string[]; selected: string; available: readonly string[]; now: Date }) {
  return (
    <nav aria-label="Choose a date" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {dates.map((date) => {
          const current = date === selected
          const hasShows = available.includes(date)
          return (
            <li key={date} className="shrink-0">
              <Link
                to="/movies/theaters/$slug/$date"
                params={{ slug, date }}
                aria-current={current ? 'page' : undefined}
                aria-label={`${dateChipLabel(date, now)}, ${formatShowDate(date, { weekday: 'long', month: 'long', day: 'numeric' })}${hasShows ? '' : ' (no showtimes)'}`}
                className={cn(
                  'flex min-h-11 min-w-16 flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm',
                  current ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
                  !hasShows && !current && 'text-slate-500',
                )}
              >
                <span className="font-semibold">{dateChipLabel(date, now)}</span>
                <span className="text-xs">{formatShowDate(date, { month: 'short', day: 'numeric' })}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
