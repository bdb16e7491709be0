import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'
import { headFromLoader } from '@/lib/route-head'

/** /apple-tv : the Apple TV network page of doc 3's route table (the same page as /tv/streaming/apple-tv). */
export const Route = createFileRoute('/apple-tv')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(networkQuery('apple-tv'))
    return { head: networkHead('Apple TV', context.origin, '/apple-tv') }
  },
  head: headFromLoader,
  component: () => <NetworkPage slug="apple-tv" />,
})
