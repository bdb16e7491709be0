import { Link, useRouter } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { POST_MESSAGES } from '@contracts/posts-rules'
import { buttonClasses } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'
import { usePageTitle } from '@/lib/use-page-title'
import { contentReviewsRootKey } from '../api/get-content-reviews'
import { postKey, postQuery } from '../api/get-post'
import { userPostsKey } from '../api/get-user-posts'
import { authorDisplayName, reviewSubjectHref, shareText, subjectTitle } from '../lib/post-text'
import { ReviewCard } from './review-card'

/**
 * One review (or reply) on its own page: /post/{hashId}, /reviews/{hash}, /profile/{username}/post/{id},
 * /places/{placeId}/review/{reviewId} and /food-drink/{restaurantId}/review/{reviewId}. The subject links
 * back to what was reviewed; replies, likes and delete work as in the reviews block.
 */
export function PostPage({ idOrHash }: { idOrHash: string }) {
  const { data: post } = useSuspenseQuery(postQuery(idOrHash))
  const { data: me } = useCurrentUser()
  const router = useRouter()
  const subject = subjectTitle(post)
  const author = authorDisplayName(post.user)
  usePageMeta(subject ? `${author}'s review of ${subject}` : `${author}'s post`, shareText(post.content))
  const invalidate = [postKey(idOrHash), contentReviewsRootKey(post), userPostsKey(post.user.username, 'posts')]
  const subjectHref = reviewSubjectHref(post)
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 pb-16 pt-6">
      {/* The page's heading: what the post is about (the review card below carries the review's own title). */}
      <h1 className="text-sm font-normal text-slate-700">
        {subject ? (
          <>
            {post.postType === 'reply' ? 'A reply about ' : 'A review of '}
            {subjectHref !== '#' ? (
              <a href={subjectHref} className="font-semibold text-blue-700 hover:underline">
                {subject}
              </a>
            ) : (
              <span className="font-semibold">{subject}</span>
            )}
          </>
        ) : (
          `${author}'s post`
        )}
      </h1>
      <ReviewCard
        review={post}
        me={me}
        invalidate={invalidate}
        onDeleted={() => void router.navigate({ to: '/profile/$username', params: { username: post.user.username } })}
      />
    </div>
  )
}

/** A post that does not exist (any more). */
export function PostNotFound() {
  usePageTitle(POST_MESSAGES.postNotFound)
  return (
    <section aria-labelledby="post-missing" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="post-missing" className="text-2xl font-bold text-slate-900">
        {POST_MESSAGES.postNotFound}
      </h1>
      <p className="mt-3 text-slate-700">It may have been deleted by its author.</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        Return Home
      </Link>
    </section>
  )
}
