import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'
import { headFromLoader } from '@/lib/route-head'

/** /prime-video : the Prime Video network page of doc 3's route table (the same page as /tv/streaming/prime-video). */
export const Route = createFileRoute('/prime-video')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(networkQuery('prime-video'))
    return { head: networkHead('Prime Video', context.origin, '/prime-video') }
  },
  head: headFromLoader,
  component: () => <NetworkPage slug="prime-video" />,
})
