import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { TV_NOT_FOUND, TvNotFound } from '@/features/tv/components/tv-query-state'
import { loadTv } from '@/features/tv/lib/load'
import { networkHead } from '@/features/tv/lib/network-head'
import { headFromLoader } from '@/lib/route-head'

/** /tv/streaming/{networkSlug} : a streaming network's new and upcoming titles. */
export const Route = createFileRoute('/tv/streaming/$networkSlug')({
  loader: ({ context, params }) =>
    loadTv(
      context.queryClient.ensureQueryData(networkQuery(params.networkSlug)),
      ({ data: { network } }) => ({
        head: networkHead(network.name, context.origin, network.page_url ?? network.url),
      }),
      TV_NOT_FOUND.network.title,
    ),
  head: headFromLoader,
  notFoundComponent: () => <TvNotFound text={TV_NOT_FOUND.network} />,
  component: NetworkRoute,
})

function NetworkRoute() {
  const { networkSlug } = Route.useParams()
  return <NetworkPage slug={networkSlug} />
}
