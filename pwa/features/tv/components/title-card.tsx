import { Link } from '@tanstack/react-router'
import type { StreamingTitle } from '@contracts/tv'
import { formatShowDate } from '@/features/theaters/lib/showtime'
import { StreamingNotifyButton } from './streaming-notify-button'

const STATUS_LABEL = { upcoming: 'Coming', new: 'New', streaming: 'Streaming' } as const

/** A streaming title: poster, network, date, genres, and "Tell me when it streams" while it is still to come. */
export function TitleCard({ title, showNetwork = true }: { title: StreamingTitle; showNetwork?: boolean }) {
  const headingId = `title-${title.id}`
  return (
    <article aria-labelledby={headingId} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="streaming-title">
      <img src={title.poster} alt="" width={80} height={120} loading="lazy" className="h-[120px] w-20 shrink-0 rounded-md bg-slate-200 object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">
          {STATUS_LABEL[title.status]}
          {showNetwork ? ` on ${title.network.name}` : null}
        </p>
        <h3 id={headingId} className="font-bold text-slate-900">
          {title.show ? (
            <Link to="/tv/shows/$id" params={{ id: String(title.show.id) }} className="hover:underline">
              {title.title}
            </Link>
          ) : (
            title.title
          )}
        </h3>
        <p className="text-sm text-slate-700">
          {title.status === 'upcoming' ? 'Streams from ' : 'Streaming since '}
          <time dateTime={title.streaming_date}>{formatShowDate(title.streaming_date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}</time>
          {title.season ? ` · Season ${title.season}` : null}
        </p>
        {title.genres.length > 0 ? <p className="text-xs text-slate-600">{title.genres.join(', ')}</p> : null}
        {title.synopsis ? <p className="line-clamp-3 text-sm text-slate-700">{title.synopsis}</p> : null}
        <div className="pt-1">
          <StreamingNotifyButton title={title} />
        </div>
      </div>
    </article>
  )
}

export function TitleList({ titles, label, showNetwork = true }: { titles: readonly StreamingTitle[]; label: string; showNetwork?: boolean }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {titles.map((title) => (
        <li key={title.id}>
          <TitleCard title={title} showNetwork={showNetwork} />
        </li>
      ))}
    </ul>
  )
}
