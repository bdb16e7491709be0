import { createFileRoute } from '@tanstack/react-router'
import { showsQuery } from '@/features/tv/api/get-shows'
import { ShowsPage } from '@/features/tv/components/shows-page'
import { pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/** /tv/shows?genre= */
export const Route = createFileRoute('/tv/shows/')({
  validateSearch: (search: Record<string, unknown>): { genre?: string } =>
    typeof search.genre === 'string' && search.genre.trim() !== '' && search.genre.length <= 60 ? { genre: search.genre.trim() } : {},
  loaderDeps: ({ search }) => ({ genre: search.genre }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(showsQuery({ genre: deps.genre }))
    if (deps.genre) void context.queryClient.prefetchQuery(showsQuery())
    return { head: pageHead('TV Shows', 'Teleseryes, variety shows, news and series on Philippine TV and streaming.', { origin: context.origin, path: deps.genre ? `/tv/shows?genre=${encodeURIComponent(deps.genre)}` : '/tv/shows' }) }
  },
  head: headFromLoader,
  component: ShowsRoute,
})

function ShowsRoute() {
  const { genre } = Route.useSearch()
  return <ShowsPage genre={genre} />
}
