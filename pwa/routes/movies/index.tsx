import { createFileRoute, Link } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { HydrateWhenSeen } from '@/components/hydrate-when-seen'
import { SearchBox } from '@/components/search-box'
import { SectionHeading } from '@/components/section-heading'
import { NearbyTheatersSection } from '@/features/theaters/components/nearby-theaters-section'
import { nowShowingQuery } from '@/features/movies/api/get-now-showing'
import { thisWeekQuery } from '@/features/movies/api/get-this-week'
import { upcomingQuery } from '@/features/movies/api/get-upcoming'
import { ARTICLE_CATEGORY } from '@contracts/article-sections'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { ArticleGrid } from '@/features/articles/components/article-grid'
import { MovieScroller } from '@/features/movies/components/movie-scroller'
import { NewThisWeek } from '@/features/movies/components/new-this-week'
import { moviesLandingHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/')({
  loader: async ({ context }) => {
    // Started, not awaited (the server waits for started reads): the movie news is rendered with the page.
    void context.queryClient.prefetchQuery(movieNewsQuery()).catch(() => undefined)
    const [nowShowing] = await Promise.all([
      context.queryClient.ensureQueryData(nowShowingQuery()),
      context.queryClient.ensureQueryData(upcomingQuery()),
      context.queryClient.ensureQueryData(thisWeekQuery()),
    ])
    return { head: moviesLandingHead(nowShowing, context.origin) }
  },
  head: headFromLoader,
  component: MoviesLanding,
})

/** Movie pages show the first 8 of a list (spec doc 2 §9). */
const FIRST = 8

/** Tab links of the movies landing (spec doc 2 §2). */
const TAB_LINKS = [
  { to: '/movies/now-showing', label: 'Now Showing' },
  { to: '/movies/coming-soon', label: 'Coming Soon' },
  { to: '/movies/theaters/nearby', label: 'Theaters' },
  { to: '/movies/locations', label: 'Locations' },
  { to: '/movies/streaming-soon', label: 'Streaming Soon' },
  { to: '/movies/news', label: 'News' },
] as const

function MoviesLanding() {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Movies</h1>
        <p className="mt-1 text-slate-700">What is showing, where, and when.</p>
        <SearchBox id="movies-search" label="Search movies" placeholder="Search movies, cinemas…" />
        <nav aria-label="Movies sections" className="mt-4">
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {TAB_LINKS.map((tab) => (
              <li key={tab.to} className="shrink-0">
                <Link
                  to={tab.to}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-blue-400 hover:text-blue-800"
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <HydrateWhenSeen part={ThisWeekPart} />
      <HydrateWhenSeen part={NowShowingPart} />
      <HydrateWhenSeen part={ComingSoonPart} />
      {/* The person's own cinemas. Far below a phone's first screen: the device is asked for its location (or the
          stored one is read) when the panel comes near the screen, in context, not as the page opens. */}
      <HydrateWhenSeen part={NearbyTheatersSection} />
      <HydrateWhenSeen part={MovieNews} />
    </div>
  )
}

// The sections below the header hydrate as they come into view (components/hydrate-when-seen.tsx); each reads its
// list from the cache the loader filled.
function ThisWeekPart() {
  const { data: thisWeek } = useSuspenseQuery(thisWeekQuery())
  return <NewThisWeek cinema={thisWeek.cinema} streaming={thisWeek.streaming} headingId="new-this-week-heading" />
}

function NowShowingPart() {
  const { data: nowShowing } = useSuspenseQuery(nowShowingQuery())
  return (
    <section aria-labelledby="now-showing-heading">
      <SectionHeading id="now-showing-heading" title="Now Showing" href="/movies/now-showing" />
      <MovieScroller movies={nowShowing.slice(0, FIRST)} label="Now Showing" />
    </section>
  )
}

function ComingSoonPart() {
  const { data: upcoming } = useSuspenseQuery(upcomingQuery())
  return (
    <section aria-labelledby="coming-soon-heading">
      <SectionHeading id="coming-soon-heading" title="Coming Soon" href="/movies/coming-soon" />
      <MovieScroller movies={upcoming.slice(0, FIRST)} label="Coming Soon" show="release-date" />
    </section>
  )
}

/** The landing shows the 4 latest movie news cards (spec doc 2 §9). */
const MOVIE_NEWS_COUNT = 4
const movieNewsQuery = () => articlesQuery({ categories: [ARTICLE_CATEGORY.movies], per_page: MOVIE_NEWS_COUNT })

function MovieNews() {
  const { data } = useQuery(movieNewsQuery())
  const articles = data?.articles
  if (!articles || articles.length === 0) return null
  return (
    <section aria-labelledby="movie-news-heading">
      <SectionHeading id="movie-news-heading" title="Movie News" href="/movies/news" />
      <ArticleGrid articles={articles} showSection={false} />
    </section>
  )
}
