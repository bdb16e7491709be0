import { createFileRoute } from '@tanstack/react-router'
import { userPostsQuery } from '@/features/community/api/get-user-posts'
import { UserPostsTab } from '@/features/community/components/user-posts-tab'

/** /profile/{username}: the Posts & Reviews tab (doc 3 §2). */
export const Route = createFileRoute('/profile/$username/')({
  loader: ({ context, params }) => void context.queryClient.prefetchInfiniteQuery(userPostsQuery(params.username, 'posts')),
  component: PostsTab,
})

function PostsTab() {
  const { username } = Route.useParams()
  return <UserPostsTab username={username} />
}
