import { Link, type LinkProps } from '@tanstack/react-router'
import { dateChipLabel, formatShowDate, manilaWeek } from '@/features/theaters/lib/showtime'
import { cn } from '@/lib/cn'

/**
 * The date picker of TV schedules: today and the six days after it (Manila), as links that keep the page and
 * change `?date=`. Dates the API lists no programmes for are shown muted; the chosen one is the current page.
 * `selected` is the date in the address when there is one (the router marks that link current at once, while the
 * new day loads), else the day the API answered for.
 */
export function TvDatePicker({
  selected,
  available,
  now,
  link,
}: {
  selected: string
  available: readonly string[]
  now: Date
  /** The link of a date: the same page with `?date=`. */
  link: (date: string) => Pick<LinkProps, 'to' | 'params' | 'search'>
}) {
  return (
    <nav aria-label="Choose a date" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {manilaWeek(now).map((date) => {
          const current = date === selected
          const listed = available.length === 0 || available.includes(date)
          return (
            <li key={date} className="shrink-0">
              <Link
                {...link(date)}
                replace
                resetScroll={false}
                aria-current={current ? 'page' : undefined}
                aria-label={`${dateChipLabel(date, now)}, ${formatShowDate(date, { weekday: 'long', month: 'long', day: 'numeric' })}${listed ? '' : ' (no listings)'}`}
                className={cn(
                  'flex min-h-11 min-w-16 flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm',
                  current ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
                  !listed && !current && 'text-slate-500',
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
