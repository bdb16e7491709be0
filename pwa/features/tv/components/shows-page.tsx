import { Link } from '@tanstack/react-router'
import { useShows } from '../api/get-shows'
import { ShowCard } from './show-card'
import { TvFrame } from './tv-frame'
import { TvQueryState } from './tv-query-state'

/** /tv/shows?genre= : the shows on the guide, filtered by genre. */
export function ShowsPage({ genre }: { genre?: string }) {
  const shows = useShows({ genre })
  // The genre chips come from the unfiltered list (one request, usually cached already).
  const all = useShows()
  const genres = [...new Set((all.data?.data ?? []).flatMap((show) => show.genres))].sort((a, b) => a.localeCompare(b))
  return (
    <TvFrame title="TV Shows" description="Teleseryes, variety shows, news and series on Philippine TV and streaming." crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'Shows' }]}>
      {genres.length > 0 ? (
        <nav aria-label="Genres" className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1">
            {[undefined, ...genres].map((name) => (
              <li key={name ?? 'all'} className="shrink-0">
                <Link
                  to="/tv/shows"
                  search={name ? { genre: name } : {}}
                  aria-current={name === genre ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-800 aria-[current=page]:border-blue-700 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold"
                >
                  {name ?? 'All genres'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <TvQueryState query={shows} loading="Loading shows…">
        {(answer) =>
          answer.data.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No shows match this genre.</p>
          ) : (
            <ul aria-label="Shows" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {answer.data.map((show) => (
                <li key={show.id}>
                  <ShowCard show={show} />
                </li>
              ))}
            </ul>
          )
        }
      </TvQueryState>
    </TvFrame>
  )
}
