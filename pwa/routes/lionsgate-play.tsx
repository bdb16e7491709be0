import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'
import { headFromLoader } from '@/lib/route-head'

/** /lionsgate-play : the Lionsgate Play network page of doc 3's route table (the same page as /tv/streaming/lionsgate-play). */
export const Route = createFileRoute('/lionsgate-play')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(networkQuery('lionsgate-play'))
    return { head: networkHead('Lionsgate Play', context.origin, '/lionsgate-play') }
  },
  head: headFromLoader,
  component: () => <NetworkPage slug="lionsgate-play" />,
})
