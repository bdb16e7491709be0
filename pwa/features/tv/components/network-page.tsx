import { Link } from '@tanstack/react-router'
import type { NetworkResponse } from '@contracts/tv'
import { useNetwork } from '../api/get-network'
import { TitleList } from './title-card'
import { TvFrame } from './tv-frame'
import { TV_NOT_FOUND, TvQueryState } from './tv-query-state'

/**
 * A streaming network: /tv/streaming/{slug} and the network pages of the route table (/netflix, /max …):
 * what is new on it and what is coming, with "Tell me when it streams" on titles still to come.
 */
export function NetworkPage({ slug }: { slug: string }) {
  const network = useNetwork(slug)
  return (
    <TvQueryState query={network} loading="Loading…" notFound={TV_NOT_FOUND.network}>
      {(answer) => <NetworkDetail data={answer.data} />}
    </TvQueryState>
  )
}

function NetworkDetail({ data }: { data: NetworkResponse['data'] }) {
  const { network } = data
  return (
    <TvFrame
      title={network.name}
      description={network.description}
      crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'Streaming', to: '/tv/streaming' }, { label: network.name }]}
      headerExtra={
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <img src={network.logo} alt="" width={56} height={56} className="h-14 w-14 rounded-md border border-slate-200 bg-white object-contain" />
          {network.website ? (
            <a href={network.website} target="_blank" rel="noopener noreferrer" className="font-semibold text-blue-700 hover:underline">
              Visit {network.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      }
    >
      <section aria-labelledby="upcoming" className="space-y-3">
        <h2 id="upcoming" className="text-xl font-bold text-slate-900">
          Coming soon
        </h2>
        {data.upcoming.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">Nothing new has been announced yet.</p>
        ) : (
          <TitleList titles={data.upcoming} label={`Coming soon to ${network.name}`} showNetwork={false} />
        )}
      </section>
      <section aria-labelledby="new" className="space-y-3">
        <h2 id="new" className="text-xl font-bold text-slate-900">
          New on {network.name}
        </h2>
        {data.new.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No new titles in the last month.</p>
        ) : (
          <TitleList titles={data.new} label={`New on ${network.name}`} showNetwork={false} />
        )}
      </section>
      {network.article_section ? (
        <p>
          <Link to="/tv/news" className="font-semibold text-blue-700 hover:underline">
            TV and streaming news
          </Link>
        </p>
      ) : null}
    </TvFrame>
  )
}
