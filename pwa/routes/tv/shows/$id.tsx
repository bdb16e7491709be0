import { createFileRoute } from '@tanstack/react-router'
import { showQuery } from '@/features/tv/api/get-show'
import { ShowPage } from '@/features/tv/components/show-page'
import { TV_NOT_FOUND, TvNotFound } from '@/features/tv/components/tv-query-state'
import { loadTv } from '@/features/tv/lib/load'
import { pageHead } from '@/lib/route-head'

/** /tv/shows/{id} : a show (TVSeries structured data), its airings and streaming seasons. */
export const Route = createFileRoute('/tv/shows/$id')({
  loader: ({ context, params }) =>
    loadTv(context.queryClient.ensureQueryData(showQuery(params.id)), (answer) => ({ title: answer.data.show.title, synopsis: answer.data.show.synopsis, network: answer.data.show.network })),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.synopsis.slice(0, 160) || `${loaderData.title} on ${loaderData.network}: when it airs and where to stream it.`)
      : pageHead('TV show', 'When a TV show airs and where to stream it.'),
  notFoundComponent: () => <TvNotFound text={TV_NOT_FOUND.show} />,
  component: ShowRoute,
})

function ShowRoute() {
  const { id } = Route.useParams()
  return <ShowPage id={id} />
}
