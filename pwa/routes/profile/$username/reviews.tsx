import { createFileRoute } from '@tanstack/react-router'
import { userPostsQuery } from '@/features/community/api/get-user-posts'
import { UserReviewsTab } from '@/features/community/components/user-reviews-tab'

/** /profile/{username}/reviews: the user's reviews (doc 3 §2 reviews tab). */
export const Route = createFileRoute('/profile/$username/reviews')({
  loader: ({ context, params }) => void context.queryClient.prefetchInfiniteQuery(userPostsQuery(params.username, 'reviews')),
  component: ReviewsTab,
})

function ReviewsTab() {
  const { username } = Route.useParams()
  return <UserReviewsTab username={username} />
}
