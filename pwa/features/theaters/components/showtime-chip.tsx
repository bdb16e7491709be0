import { Link } from '@tanstack/react-router'
import type { ScheduleEntry } from '@contracts/movies'
import { cn } from '@/lib/cn'
import { formatPesos } from '@/lib/manila'
import { showtimeState } from '../lib/showtime'

const base = 'inline-flex min-h-11 flex-col items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-semibold'

/**
 * One showtime (spec doc 2 §4): past times are disabled and greyed out; a future time links to
 * `href` (the showtime page, or the seat page for a signed-in buyer) or, without an href, is plain text.
 */
export function ShowtimeChip({ entry, now, href, showPrice = false }: { entry: ScheduleEntry; now: Date; href?: string; showPrice?: boolean }) {
  const past = showtimeState(entry.show_date, entry.show_time, now) === 'past'
  const label = (
    <>
      <span>{entry.show_time}</span>
      {showPrice ? <span className="text-xs font-normal">{formatPesos(entry.price)}</span> : null}
      {entry.screening_type_display !== 'Regular' ? <span className="text-[11px] font-medium uppercase tracking-wide">{entry.screening_type_display}</span> : null}
    </>
  )
  if (past) {
    return (
      <span
        role="link"
        aria-disabled="true"
        data-showtime="past"
        title="This showtime has already started"
        className={cn(base, 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400 line-through')}
      >
        {label}
        <span className="sr-only"> (past)</span>
      </span>
    )
  }
  if (!href || !entry.available || !entry.buy_ticket) {
    return (
      <span data-showtime="future" className={cn(base, 'border-slate-300 bg-white text-slate-900')}>
        {label}
      </span>
    )
  }
  return (
    <Link to={href} data-showtime="future" className={cn(base, 'border-blue-700 bg-white text-blue-800 hover:bg-blue-50')}>
      {label}
    </Link>
  )
}
