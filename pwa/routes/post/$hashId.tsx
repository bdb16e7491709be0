import { createFileRoute } from '@tanstack/react-router'
import { postQuery } from '@/features/community/api/get-post'
import { PostNotFound, PostPage } from '@/features/community/components/post-page'
import { orNotFound } from '@/features/movies/lib/load-movie'

/** /post/{hashId}: a review or reply by its public id (doc 3 route table). */
export const Route = createFileRoute('/post/$hashId')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(postQuery(params.hashId))),
  notFoundComponent: PostNotFound,
  component: HashPost,
})

function HashPost() {
  const { hashId } = Route.useParams()
  return <PostPage idOrHash={hashId} />
}
