import { createFileRoute } from '@tanstack/react-router'
import { feedQuery } from '@/features/feed/api/get-feed'
import { FeedPage } from '@/features/feed/components/feed-page'

/** /feed (login, doc 3 §2 route table): the people one follows, newest first (decision 025). */
export const Route = createFileRoute('/_authed/feed')({
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(feedQuery()),
  component: FeedPage,
})
