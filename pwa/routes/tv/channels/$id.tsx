import { createFileRoute } from '@tanstack/react-router'
import { channelScheduleQuery } from '@/features/tv/api/get-channel-schedule'
import { ChannelPage } from '@/features/tv/components/channel-page'
import { TV_NOT_FOUND, TvNotFound } from '@/features/tv/components/tv-query-state'
import { validateDateSearch } from '@/features/tv/lib/date-search'
import { loadTv } from '@/features/tv/lib/load'
import { channelJsonLd } from '@/features/tv/lib/tv-json-ld'
import { breadcrumbJsonLd, headImage, pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/** /tv/channels/{id}?date= : a channel's schedule for a Manila day (kept for offline use). */
export const Route = createFileRoute('/tv/channels/$id')({
  validateSearch: validateDateSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, params, deps }) =>
    loadTv(
      context.queryClient.ensureQueryData(channelScheduleQuery(params.id, deps.date)),
      ({ data: { channel, programmes } }) => ({
        head: pageHead(`${channel.name} schedule`, `Today’s and this week’s programmes on ${channel.name} (${channel.network}), with times in Philippine time.`, {
          origin: context.origin,
          path: deps.date ? `${channel.url}?date=${deps.date}` : channel.url,
          image: headImage(channel.logo, `${channel.name} logo`),
          jsonLd: [
            channelJsonLd(channel, programmes, context.origin),
            breadcrumbJsonLd(context.origin, [
              ['TV Guide', '/tv'],
              ['Channels', '/tv/channels'],
              [channel.name, channel.url],
            ]),
          ],
        }),
      }),
      TV_NOT_FOUND.channel.title,
    ),
  head: headFromLoader,
  notFoundComponent: () => <TvNotFound text={TV_NOT_FOUND.channel} />,
  component: ChannelRoute,
})

function ChannelRoute() {
  const { id } = Route.useParams()
  const { date } = Route.useSearch()
  return <ChannelPage id={id} date={date} />
}
