import { Link } from '@tanstack/react-router'
import { useNetworks } from '../api/get-networks'
import { TvFrame } from './tv-frame'
import { TvQueryState } from './tv-query-state'

/** /tv/streaming : the streaming networks, with how many titles are new and coming on each. */
export function StreamingPage() {
  const networks = useNetworks()
  return (
    <TvFrame title="Streaming" description="What’s new and coming soon on Netflix, Disney+, Max, Prime Video and more in the Philippines." crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'Streaming' }]}>
      <TvQueryState query={networks} loading="Loading streaming services…">
        {(answer) => (
          <ul aria-label="Streaming services" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {answer.data.map((network) => (
              <li key={network.slug} className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-blue-300">
                <img src={network.logo} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-md border border-slate-200 bg-white object-contain" />
                <div className="min-w-0">
                  <h2 className="font-bold text-slate-900">
                    <Link to="/tv/streaming/$networkSlug" params={{ networkSlug: network.slug }} className="after:absolute after:inset-0 hover:underline">
                      {network.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-700">
                    {network.new_count} new · {network.upcoming_count} coming soon
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </TvQueryState>
    </TvFrame>
  )
}
