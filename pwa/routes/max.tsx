import { createFileRoute } from '@tanstack/react-router'
import { networkQuery } from '@/features/tv/api/get-network'
import { NetworkPage } from '@/features/tv/components/network-page'
import { networkHead } from '@/features/tv/lib/network-head'

/** /max : the Max network page of doc 3's route table (the same page as /tv/streaming/max). */
export const Route = createFileRoute('/max')({
  head: () => networkHead('Max'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(networkQuery('max')),
  component: () => <NetworkPage slug="max" />,
})
