import { createFileRoute } from '@tanstack/react-router'
import { showQuery } from '@/features/tv/api/get-show'
import { ShowPage } from '@/features/tv/components/show-page'
import { TV_NOT_FOUND, TvNotFound } from '@/features/tv/components/tv-query-state'
import { loadTv } from '@/features/tv/lib/load'
import { headFromLoader, pageHead } from '@/lib/route-head'

/** /tv/shows/{id} : a show (TVSeries structured data), its airings and streaming seasons. */
export const Route = createFileRoute('/tv/shows/$id')({
  loader: ({ context, params }) =>
    loadTv(context.queryClient.ensureQueryData(showQuery(params.id)), ({ data: { show } }) => ({
      head: pageHead(show.title, show.synopsis.slice(0, 160) || `${show.title} on ${show.network}: when it airs and where to stream it.`),
    })),
  head: headFromLoader,
  notFoundComponent: () => <TvNotFound text={TV_NOT_FOUND.show} />,
  component: ShowRoute,
})

function ShowRoute() {
  const { id } = Route.useParams()
  return <ShowPage id={id} />
}
