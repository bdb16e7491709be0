import { createFileRoute } from '@tanstack/react-router'
import { channelScheduleQuery } from '@/features/tv/api/get-channel-schedule'
import { ChannelPage } from '@/features/tv/components/channel-page'
import { TV_NOT_FOUND, TvNotFound } from '@/features/tv/components/tv-query-state'
import { loadTv, validateDateSearch } from '@/features/tv/lib/load'
import { pageHead } from '@/lib/route-head'

/** /tv/channels/{id}?date= : a channel's schedule for a Manila day (kept for offline use). */
export const Route = createFileRoute('/tv/channels/$id')({
  validateSearch: validateDateSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, params, deps }) =>
    loadTv(context.queryClient.ensureQueryData(channelScheduleQuery(params.id, deps.date)), (answer) => ({ name: answer.data.channel.name, network: answer.data.channel.network })),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(`${loaderData.name} schedule`, `Today’s and this week’s programmes on ${loaderData.name} (${loaderData.network}), with times in Philippine time.`)
      : pageHead('TV channel schedule', 'A TV channel’s programmes for the week.'),
  notFoundComponent: () => <TvNotFound text={TV_NOT_FOUND.channel} />,
  component: ChannelRoute,
})

function ChannelRoute() {
  const { id } = Route.useParams()
  const { date } = Route.useSearch()
  return <ChannelPage id={id} date={date} />
}
