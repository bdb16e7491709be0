import { Tabs } from 'radix-ui'
import type { FeaturedAndRegular, MovieSummary } from '@contracts/movies'
import { send, tabSwitchEvent } from '@/features/analytics/events'
import { MovieCard } from './movie-card'

const TAB_CLASSES =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-[state=active]:bg-white data-[state=active]:text-blue-800 data-[state=active]:shadow-sm'

/** Featured first, then the rest, without duplicates. */
function allOf(list: FeaturedAndRegular): MovieSummary[] {
  const seen = new Set<number>()
  return [...list.featured, ...list.regular].filter((movie) => (seen.has(movie.id) ? false : (seen.add(movie.id), true)))
}

/**
 * The new-this-week panel (spec doc 2 §2, §4): tabs Cinemas (default) and Streaming, each with its
 * releases of this week or its empty state (spec doc 2 §8).
 */
export function NewThisWeek({ cinema, streaming, headingId }: { cinema: FeaturedAndRegular; streaming: FeaturedAndRegular; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-slate-100 p-4">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-slate-900 sm:text-2xl">
        New this week
      </h2>
      <Tabs.Root defaultValue="cinemas" onValueChange={(value) => send(tabSwitchEvent(value, 'new_this_week'))}>
        <Tabs.List aria-label="New this week" className="mb-4 flex gap-1 rounded-lg bg-slate-200 p-1">
          <Tabs.Trigger value="cinemas" className={TAB_CLASSES}>
            Cinemas
          </Tabs.Trigger>
          <Tabs.Trigger value="streaming" className={TAB_CLASSES}>
            Streaming
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="cinemas" className="focus-visible:outline-2 focus-visible:outline-blue-700">
          <ReleaseList movies={allOf(cinema)} empty="No cinema releases this week" show="release-date" />
        </Tabs.Content>
        <Tabs.Content value="streaming" className="focus-visible:outline-2 focus-visible:outline-blue-700">
          <ReleaseList movies={allOf(streaming)} empty="No streaming releases this week" show="platform" />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}

function ReleaseList({ movies, empty, show }: { movies: MovieSummary[]; empty: string; show: 'release-date' | 'platform' }) {
  if (movies.length === 0) return <p className="py-6 text-center text-sm text-slate-700">{empty}</p>
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {movies.map((movie) => (
        <li key={movie.id}>
          <MovieCard movie={movie} show={show} className="h-full" />
        </li>
      ))}
    </ul>
  )
}
