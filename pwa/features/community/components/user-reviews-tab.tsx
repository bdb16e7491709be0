import { Heart, MessageCircle } from 'lucide-react'
import { PROFILE_MESSAGES } from '@contracts/community-rules'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'
import { useUserPosts } from '../api/get-user-posts'
import { reviewSubjectHref, subjectTitle } from '../lib/post-text'
import { Stars } from './stars'

/**
 * The Reviews tab (doc 3 §2): reviews without a parent, rating as stars, content clamped to 3 lines,
 * like and reply counts; page title '{username}'s Reviews'.
 */
export function UserReviewsTab({ username }: { username: string }) {
  usePageTitle(`${username}'s Reviews`)
  const reviews = useUserPosts(username, 'reviews')
  return (
    <section aria-labelledby="user-reviews-heading" className="space-y-4">
      <h1 id="user-reviews-heading" className="text-xl font-bold text-slate-900">
        Reviews
      </h1>
      {reviews.isPending ? (
        <PageSpinner label="Loading reviews…" />
      ) : reviews.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {PROFILE_MESSAGES.reviewsFailed}
        </p>
      ) : reviews.data.pages[0]!.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
          <p className="font-semibold text-slate-900">{PROFILE_MESSAGES.noReviewsTitle}</p>
          <p className="mt-1 text-slate-700">{PROFILE_MESSAGES.noReviews}</p>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {reviews.data.pages
              .flatMap((page) => page.data)
              .map((review) => (
                <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="user-review">
                  <a href={reviewSubjectHref(review)} className="font-semibold text-blue-700 hover:underline">
                    {subjectTitle(review) ?? 'Review'}
                  </a>
                  {review.rating != null ? <Stars rating={review.rating} className="mt-1" /> : null}
                  {review.title ? <p className="mt-1 break-words font-semibold text-slate-900">{review.title}</p> : null}
                  <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-slate-800">{review.content}</p>
                  <p className="mt-2 flex gap-4 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <Heart className="h-4 w-4" aria-hidden="true" />
                      {review.likeCount} {review.likeCount === 1 ? 'like' : 'likes'}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MessageCircle className="h-4 w-4" aria-hidden="true" />
                      {review.replyCount} {review.replyCount === 1 ? 'reply' : 'replies'}
                    </span>
                  </p>
                </li>
              ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button variant="outline" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
              {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
