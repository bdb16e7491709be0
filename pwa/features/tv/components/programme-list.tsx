import { Link } from '@tanstack/react-router'
import type { Programme } from '@contracts/tv'
import { cn } from '@/lib/cn'
import { durationLabel, hasEnded, isOnAt, progressAt, startsBefore } from '../lib/schedule'

/** One channel's programmes of a day, in order; what is on now is marked, ended ones are muted. */
export function ProgrammeList({ programmes, date, now, label }: { programmes: readonly Programme[]; date: string; now: Date; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {programmes.map((programme) => {
        const onNow = isOnAt(programme, now)
        const ended = !onNow && hasEnded(programme, now)
        return (
          <li key={programme.id} className={cn('flex gap-3 px-3 py-3 sm:px-4', onNow && 'bg-blue-50')} aria-current={onNow ? 'time' : undefined} data-testid="programme">
            <div className={cn('w-20 shrink-0 text-sm font-semibold tabular-nums', ended ? 'text-slate-500' : 'text-slate-900')}>
              <time dateTime={programme.start}>{programme.start_time}</time>
              {startsBefore(programme, date) ? <span className="block text-xs font-normal text-slate-600">from the day before</span> : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className={cn('font-semibold', ended ? 'text-slate-600' : 'text-slate-900')}>
                {programme.show ? (
                  <Link to="/tv/shows/$id" params={{ id: String(programme.show.id) }} className="text-blue-700 hover:underline">
                    {programme.title}
                  </Link>
                ) : (
                  programme.title
                )}
                {programme.is_live ? <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">LIVE</span> : null}
              </p>
              {programme.episode_title ? <p className="text-sm text-slate-700">{programme.episode_title}</p> : null}
              <p className="text-xs text-slate-600">
                {programme.genre} · {durationLabel(programme.duration_minutes)} · until <time dateTime={programme.end}>{programme.end_time}</time>
              </p>
              {onNow ? (
                <div className="mt-2 flex items-center gap-2">
                  <span className="text-xs font-bold uppercase tracking-wide text-blue-800">On now</span>
                  <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                    <span className="block h-full bg-blue-700" style={{ width: `${Math.round(progressAt(programme, now) * 100)}%` }} />
                  </span>
                </div>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
