import { MessageCircle, ThumbsDown, ThumbsUp } from 'lucide-react'
import { PLACE_MESSAGES } from '@contracts/places-rules'
import type { PlaceReview } from '@contracts/places'
import { Avatar } from '@/components/avatar'
import { Button } from '@/components/ui/button'
import { usePlaceReviews } from '../api/get-place-reviews'
import { RatingStars } from './rating-stars'

const DATE = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Manila' })
const formatDate = (iso: string) => DATE.format(new Date(iso))
const authorName = (user: PlaceReview['user']) => user.name ?? user.username

/**
 * The reviews block of a place page (doc 3): pages of reviews from 1, later pages appended, the
 * empty and failure messages of doc 3. Everything people wrote is rendered as text by React (never
 * as HTML), so a review containing markup shows the markup as characters (acceptance 6).
 */
export function PlaceReviews({ slug }: { slug: string }) {
  const reviews = usePlaceReviews(slug)
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        Reviews
      </h2>
      {reviews.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading reviews…
        </p>
      ) : reviews.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{PLACE_MESSAGES.reviewsFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </div>
      ) : reviews.data.pages[0]!.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-700">{PLACE_MESSAGES.noReviews}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {reviews.data.pages.flatMap((page) => page.data).map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
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

function ReviewCard({ review }: { review: PlaceReview }) {
  return (
    <article data-testid="place-review" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-center gap-3">
        <Avatar name={authorName(review.user)} src={review.user.avatar} color={review.user.avatarColor} size="md" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{authorName(review.user)}</p>
          <p className="text-xs text-slate-600">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </p>
        </div>
      </header>
      {review.rating != null ? <RatingStars summary={{ value: review.rating, label: '', source: 'reviews' }} className="mt-3" /> : null}
      {review.title ? <h3 className="mt-2 font-semibold text-slate-900">{review.title}</h3> : null}
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.content}</p>
      {review.pros || review.cons ? (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {review.pros ? (
            <div className="flex gap-2">
              <dt>
                <ThumbsUp className="h-4 w-4 text-emerald-700" aria-hidden="true" />
                <span className="sr-only">Pros</span>
              </dt>
              <dd className="break-words text-slate-800">{review.pros}</dd>
            </div>
          ) : null}
          {review.cons ? (
            <div className="flex gap-2">
              <dt>
                <ThumbsDown className="h-4 w-4 text-red-700" aria-hidden="true" />
                <span className="sr-only">Cons</span>
              </dt>
              <dd className="break-words text-slate-800">{review.cons}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {review.replies.length > 0 ? (
        <div className="mt-4 border-l-2 border-slate-200 pl-4">
          <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <MessageCircle className="h-3.5 w-3.5" aria-hidden="true" />
            {review.replies.length} {review.replies.length === 1 ? 'reply' : 'replies'}
          </p>
          <ul className="mt-2 space-y-3">
            {review.replies.map((reply) => (
              <li key={reply.id} className="text-sm">
                <p className="font-semibold text-slate-900">
                  {authorName(reply.user)}{' '}
                  <time dateTime={reply.createdAt} className="font-normal text-slate-600">
                    · {formatDate(reply.createdAt)}
                  </time>
                </p>
                <p className="whitespace-pre-line break-words text-slate-800">{reply.content}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  )
}
