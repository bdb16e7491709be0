import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'
import { headFromLoader } from '@/lib/route-head'

/** /netflix : the Netflix network page of doc 3's route table (the same page as /tv/streaming/netflix). */
export const Route = createFileRoute('/netflix')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(networkQuery('netflix'))
    return { head: networkHead('Netflix', context.origin, '/netflix') }
  },
  head: headFromLoader,
  component: () => <NetworkPage slug="netflix" />,
})
