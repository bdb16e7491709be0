import { createFileRoute } from '@tanstack/react-router'
import { postQuery } from '@/features/community/api/get-post'
import { PostNotFound, PostPage } from '@/features/community/components/post-page'
import { orNotFound } from '@/features/movies/lib/load-movie'

/** /reviews/{hash}: a review by its public id (doc 3 route table). */
export const Route = createFileRoute('/reviews/$hash')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(postQuery(params.hash))),
  notFoundComponent: PostNotFound,
  component: ReviewByHash,
})

function ReviewByHash() {
  const { hash } = Route.useParams()
  return <PostPage idOrHash={hash} />
}
