import { Link } from '@tanstack/react-router'
import type { ShowResponse } from '@contracts/tv'
import { FreshnessLabel } from '@/components/freshness-label'
import { formatShowDate } from '@/features/theaters/lib/showtime'
import { useShow } from '../api/get-show'
import { TitleList } from './title-card'
import { TvFrame } from './tv-frame'
import { TV_NOT_FOUND, TvQueryState } from './tv-query-state'

/** /tv/shows/{id} : a show, where it airs next, where it streams, and "Tell me when it streams" on seasons to come. */
export function ShowPage({ id }: { id: string }) {
  const show = useShow(id)
  return (
    <TvQueryState query={show} loading="Loading the show…" notFound={TV_NOT_FOUND.show}>
      {(answer) => <ShowDetail data={answer.data} updatedAt={show.dataUpdatedAt} />}
    </TvQueryState>
  )
}

function ShowDetail({ data, updatedAt }: { data: ShowResponse['data']; updatedAt: number }) {
  const { show, airings, streaming } = data
  const facts = [show.network, show.first_aired ? `Since ${show.first_aired}` : null, `${show.seasons} ${show.seasons === 1 ? 'season' : 'seasons'}`, show.mtrcb_rating ? `MTRCB ${show.mtrcb_rating}` : null].filter(Boolean)
  return (
    <TvFrame title={show.title} crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'Shows', to: '/tv/shows' }, { label: show.title }]}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <img src={show.poster} alt={`${show.title} poster`} width={160} height={240} className="h-60 w-40 shrink-0 rounded-lg bg-slate-200 object-cover" />
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
          {show.genres.length > 0 ? (
            <ul aria-label="Genres" className="flex flex-wrap gap-2">
              {show.genres.map((genre) => (
                <li key={genre} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">
                  {genre}
                </li>
              ))}
            </ul>
          ) : null}
          {show.synopsis ? <p className="text-slate-800">{show.synopsis}</p> : null}
          {show.channel ? (
            <p className="text-sm">
              Airs on{' '}
              <Link to="/tv/channels/$id" params={{ id: String(show.channel.id) }} className="font-semibold text-blue-700 hover:underline">
                {show.channel.name}
              </Link>
            </p>
          ) : null}
          {show.where_to_stream.length > 0 ? (
            <p className="text-sm">
              Stream on{' '}
              {show.where_to_stream.map((network, index) => (
                <span key={network.slug}>
                  {index > 0 ? ', ' : null}
                  <Link to="/tv/streaming/$networkSlug" params={{ networkSlug: network.slug }} className="font-semibold text-blue-700 hover:underline">
                    {network.name}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="airings" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="airings" className="text-xl font-bold text-slate-900">
            Next on TV
          </h2>
          <FreshnessLabel updatedAt={updatedAt} offlineOnly />
        </div>
        {airings.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No airings are listed this week.</p>
        ) : (
          <ul aria-label="Next airings" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {airings.map(({ channel, programme }) => (
              <li key={programme.id} className="flex flex-wrap items-baseline gap-x-3 px-4 py-3 text-sm">
                <time dateTime={programme.start} className="font-semibold text-slate-900">
                  {formatShowDate(programme.start_date)} · {programme.start_time}
                </time>
                <Link to="/tv/channels/$id" params={{ id: String(channel.id) }} search={{ date: programme.start_date }} className="text-blue-700 hover:underline">
                  {channel.name}
                </Link>
                {programme.episode_title ? <span className="text-slate-700">{programme.episode_title}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {streaming.length > 0 ? (
        <section aria-labelledby="streaming" className="space-y-3">
          <h2 id="streaming" className="text-xl font-bold text-slate-900">
            Streaming
          </h2>
          <TitleList titles={streaming} label={`${show.title} on streaming`} />
        </section>
      ) : null}
    </TvFrame>
  )
}
