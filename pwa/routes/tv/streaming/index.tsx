import { createFileRoute } from '@tanstack/react-router'
import { networksQuery } from '@/features/tv/api/get-networks'
import { StreamingPage } from '@/features/tv/components/streaming-page'
import { pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/tv/streaming/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(networksQuery())
    return { head: pageHead('Streaming', 'What’s new and coming soon on Netflix, Disney+, Max, Prime Video, Lionsgate Play and Apple TV in the Philippines.', { origin: context.origin, path: '/tv/streaming' }) }
  },
  head: headFromLoader,
  component: StreamingPage,
})
