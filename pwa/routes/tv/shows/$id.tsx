import { createFileRoute } from '@tanstack/react-router'
import { showQuery } from '@/features/tv/api/get-show'
import { ShowPage } from '@/features/tv/components/show-page'
import { TV_NOT_FOUND, TvNotFound } from '@/features/tv/components/tv-query-state'
import { loadTv } from '@/features/tv/lib/load'
import { tvSeriesJsonLd } from '@/features/tv/lib/tv-json-ld'
import { breadcrumbJsonLd, clip, headImage, pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/** /tv/shows/{id} : a show (its head carries the TVSeries with its streaming seasons), its airings and streaming seasons. */
export const Route = createFileRoute('/tv/shows/$id')({
  loader: ({ context, params }) =>
    loadTv(
      context.queryClient.ensureQueryData(showQuery(params.id)),
      ({ data: { show, streaming } }) => ({
        head: pageHead(show.title, clip(show.synopsis) || `${show.title} on ${show.network}: when it airs and where to stream it.`, {
          origin: context.origin,
          path: show.url,
          type: 'video.tv_show',
          image: headImage(show.poster, show.title),
          jsonLd: [
            tvSeriesJsonLd(show, context.origin, streaming),
            breadcrumbJsonLd(context.origin, [
              ['TV Guide', '/tv'],
              ['Shows', '/tv/shows'],
              [show.title, show.url],
            ]),
          ],
        }),
      }),
      TV_NOT_FOUND.show.title,
    ),
  head: headFromLoader,
  notFoundComponent: () => <TvNotFound text={TV_NOT_FOUND.show} />,
  component: ShowRoute,
})

function ShowRoute() {
  const { id } = Route.useParams()
  return <ShowPage id={id} />
}
