import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'

/** /netflix : the Netflix network page of doc 3's route table (the same page as /tv/streaming/netflix). */
export const Route = createFileRoute('/netflix')({
  head: () => networkHead('Netflix'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(networkQuery('netflix')),
  component: () => <NetworkPage slug="netflix" />,
})
