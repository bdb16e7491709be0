import { createFileRoute } from '@tanstack/react-router'
import { channelsQuery } from '@/features/tv/api/get-channels'
import { ChannelsPage } from '@/features/tv/components/channels-page'
import { pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/tv/channels/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(channelsQuery())
    return { head: pageHead('TV Channels', 'Free-to-air and cable TV channels in the Philippines and their schedules for the week.', { origin: context.origin, path: '/tv/channels' }) }
  },
  head: headFromLoader,
  component: ChannelsPage,
})
