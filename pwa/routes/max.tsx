import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'
import { headFromLoader } from '@/lib/route-head'

/** /max : the Max network page of doc 3's route table (the same page as /tv/streaming/max). */
export const Route = createFileRoute('/max')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(networkQuery('max'))
    return { head: networkHead('Max', context.origin, '/max') }
  },
  head: headFromLoader,
  component: () => <NetworkPage slug="max" />,
})
