import { createFileRoute } from '@tanstack/react-router'
import { postQuery } from '@/features/community/api/get-post'
import { PostNotFound, PostPage } from '@/features/community/components/post-page'
import { orNotFound } from '@/features/movies/lib/load-movie'

/** /places/{placeId}/review/{reviewId}: one review of a place (doc 3 route table). */
export const Route = createFileRoute('/places/$placeId/review/$reviewId')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(postQuery(params.reviewId))),
  notFoundComponent: PostNotFound,
  component: PlaceReview,
})

function PlaceReview() {
  const { reviewId } = Route.useParams()
  return <PostPage idOrHash={reviewId} />
}
