import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'
import { headFromLoader } from '@/lib/route-head'

/** /disney-plus : the Disney+ network page of doc 3's route table (the same page as /tv/streaming/disney-plus). */
export const Route = createFileRoute('/disney-plus')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(networkQuery('disney-plus'))
    return { head: networkHead('Disney+', context.origin, '/disney-plus') }
  },
  head: headFromLoader,
  component: () => <NetworkPage slug="disney-plus" />,
})
