import { Link } from '@tanstack/react-router'
import type { Show } from '@contracts/tv'

/** A show in a list: poster, title (the link), network and genres. */
export function ShowCard({ show }: { show: Show }) {
  return (
    <article className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-blue-300">
      <img src={show.poster} alt="" width={64} height={96} loading="lazy" className="h-24 w-16 shrink-0 rounded-md bg-slate-200 object-cover" />
      <div className="min-w-0">
        <h3 className="font-bold text-slate-900">
          <Link to="/tv/shows/$id" params={{ id: String(show.id) }} className="after:absolute after:inset-0 hover:underline">
            {show.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">
          {show.channel ? show.channel.name : show.network}
          {show.seasons > 1 ? ` · ${show.seasons} seasons` : null}
        </p>
        {show.genres.length > 0 ? <p className="text-xs text-slate-600">{show.genres.join(', ')}</p> : null}
      </div>
    </article>
  )
}
