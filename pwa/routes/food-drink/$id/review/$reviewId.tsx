import { createFileRoute } from '@tanstack/react-router'
import { postQuery } from '@/features/community/api/get-post'
import { PostNotFound, PostPage } from '@/features/community/components/post-page'
import { orNotFound } from '@/features/movies/lib/load-movie'

/** /food-drink/{restaurantId}/review/{reviewId}: one review of a restaurant (doc 3 route table). */
export const Route = createFileRoute('/food-drink/$id/review/$reviewId')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(postQuery(params.reviewId))),
  notFoundComponent: PostNotFound,
  component: RestaurantReview,
})

function RestaurantReview() {
  const { reviewId } = Route.useParams()
  return <PostPage idOrHash={reviewId} />
}
