import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FreshnessLabel } from '@/components/freshness-label'
import { AdSlot } from '@/features/ads/components/ad-slot'
import { movieQuery } from '@/features/movies/api/get-movie'
import { MovieHeader } from '@/features/movies/components/movie-header'
import { MovieNotFound } from '@/features/movies/components/movie-not-found'
import { loadMovieByHash } from '@/features/movies/lib/load-movie'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/title/$hash/$slug')({
  loader: async ({ context, params, location }) => {
    await loadMovieByHash(context.queryClient, params.hash, params.slug, location)
  },
  // The overview's head is its own route's; an unknown movie's is the not-found the loader throws ('Movie not found').
  head: headFromLoader,
  notFoundComponent: MovieNotFound,
  component: MovieLayout,
})

const SUB_PAGES = [
  { to: '/movies/title/$hash/$slug', label: 'Overview', exact: true },
  { to: '/movies/title/$hash/$slug/cast-crew', label: 'Cast & Crew', exact: false },
  { to: '/movies/title/$hash/$slug/tickets', label: 'Where to watch', exact: false },
  { to: '/movies/title/$hash/$slug/showtimes', label: 'Showtimes', exact: false },
  { to: '/movies/title/$hash/$slug/articles', label: 'Articles', exact: false },
] as const

/** The movie's header and the links between its detail page and sub-pages. */
function MovieLayout() {
  const params = Route.useParams()
  const { data: movie, dataUpdatedAt } = useSuspenseQuery(movieQuery(params.hash))
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <FreshnessLabel updatedAt={dataUpdatedAt} offlineOnly className="mb-3 text-slate-700" />
      <MovieHeader movie={movie} />
      <nav aria-label={`About ${movie.title}`} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {SUB_PAGES.map((page) => (
            <li key={page.to} className="shrink-0">
              <Link
                to={page.to}
                params={params}
                activeOptions={{ exact: page.exact }}
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[status=active]:border-blue-700 data-[status=active]:text-blue-800"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
      <AdSlot slot="mrec1" className="mt-10" />
    </div>
  )
}
