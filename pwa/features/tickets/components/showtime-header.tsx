import type { ShowtimeSummary } from '@contracts/tickets'
import { showDay } from '../lib/format'

/** The step's heading, then the movie, cinema and time of the showtime being bought, as every step shows them. */
export function ShowtimeHeader({ showtime, title }: { showtime: ShowtimeSummary; title: string }) {
  return (
    <header className="space-y-1">
      <h1 className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{title}</h1>
      <p className="text-2xl font-bold text-slate-900">{showtime.movieTitle}</p>
      <p className="text-sm text-slate-700">
        {showtime.theaterName} · {showtime.mallName}
      </p>
      <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{showDay(showtime)}</span>
        <span className="font-semibold text-slate-900">{showtime.showTime}</span>
        <span>
          {showtime.hall ? `${showtime.hall.name} · ` : ''}
          {showtime.format}
        </span>
      </p>
    </header>
  )
}
