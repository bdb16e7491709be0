import { createFileRoute } from '@tanstack/react-router'
import { postQuery } from '@/features/community/api/get-post'
import { PostNotFound, PostPage } from '@/features/community/components/post-page'
import { orNotFound } from '@/features/movies/lib/load-movie'

/** /profile/{username}/post/{postId}: one post (its id, or the hashId of a shared link) with its replies. */
export const Route = createFileRoute('/profile/$username/post/$postId')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(postQuery(params.postId))),
  notFoundComponent: PostNotFound,
  component: ProfilePost,
})

function ProfilePost() {
  const { postId } = Route.useParams()
  return <PostPage idOrHash={postId} />
}
