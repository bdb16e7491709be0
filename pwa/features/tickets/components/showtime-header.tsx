import type { ShowtimeSummary } from '@contracts/tickets'
import { showWhen } from '../lib/format'

/** Movie, cinema and time of the showtime being bought, as every step of the flow shows it. */
export function ShowtimeHeader({ showtime, title }: { showtime: ShowtimeSummary; title: string }) {
  return (
    <header className="space-y-1">
      <p className="text-sm font-medium text-blue-800">{title}</p>
      <h1 className="text-2xl font-bold text-slate-900">{showtime.movieTitle}</h1>
      <p className="text-sm text-slate-700">
        {showtime.theaterName} · {showtime.mallName}
      </p>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{showWhen(showtime)}</span>
        {showtime.hall ? ` · ${showtime.hall.name}` : ''} · {showtime.format}
      </p>
    </header>
  )
}
