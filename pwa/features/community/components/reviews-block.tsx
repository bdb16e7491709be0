import { useRef, useState } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { PenSquare } from 'lucide-react'
import { POST_MESSAGES, REVIEW_SORTS, REVIEW_SORT_LABELS } from '@contracts/posts-rules'
import { openAuthMenu } from '@/lib/auth-menu'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { cn } from '@/lib/cn'
import { usePendingAction } from '@/lib/offline-queue'
import { useProfileGate } from '@/features/profile-completion/use-profile-gate'
import { contentReviewsRootKey, useContentReviews, type ContentRef } from '../api/get-content-reviews'
import { profileKey } from '../api/get-profile'
import { userActivitiesKey } from '../api/get-user-activities'
import { userPostsKey } from '../api/get-user-posts'
import { reviewTarget, saveReview } from '../api/save-review'
import { isSessionExpired, serverMessage } from '../lib/errors'
import { useReviewSort } from '../lib/review-sort'
import type { ExternalContentData, Post } from '../types'
import { ReviewCard } from './review-card'
import { ReviewForm, type ReviewDraft } from './review-form'

/** doc 3 §8: after 'Session expired', the browser goes to Google sign-in after 1.5 s. */
const SESSION_REDIRECT_MS = 1500

export interface ReviewsBlockProps {
  content: ContentRef
  /** The content as the review's snapshot names it (name, image, type, url). */
  subject: ExternalContentData & { name: string }
  /** Other queries showing the content's rating and review count (the place, movie or restaurant). */
  alsoInvalidate?: readonly QueryKey[]
  /** Movies: the 'Contains spoilers' switch. */
  allowSpoilers?: boolean
}

/**
 * The reviews block on place, movie and restaurant pages (doc 3 reviews block): pages of reviews from 1,
 * sorted newest or most liked (remembered on the device), 'Write a Review' unless the user already has
 * one, the create / edit form, and each review's replies and likes.
 */
export function ReviewsBlock({ content, subject, alsoInvalidate = [], allowSpoilers = false }: ReviewsBlockProps) {
  const { data: me } = useCurrentUser()
  const [sort, chooseSort] = useReviewSort()
  const reviews = useContentReviews(content, sort)
  const [form, setForm] = useState<{ review: Post | null } | null>(null)
  const writeButton = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const waitingReview = usePendingAction(reviewTarget(content))
  // What a review, reply, like or delete here changes: this list, the content's rating, and the person's
  // own profile (counts, posts, reviews, activity stream).
  const mine: QueryKey[] = me ? [profileKey(me.username), userPostsKey(me.username, 'posts'), userPostsKey(me.username, 'reviews'), userActivitiesKey(me.username)] : []
  const invalidate: QueryKey[] = [contentReviewsRootKey(content), ...alsoInvalidate, ...mine]

  const pages = reviews.data?.pages ?? []
  const all = pages.flatMap((page) => page.data)
  const ownReviewId = pages[0]?.ownReviewId ?? (me ? (all.find((review) => review.userId === me.id)?.id ?? null) : null)
  const canWrite = ownReviewId === null && !waitingReview && form === null
  const { gate, dialog } = useProfileGate()

  function openWrite() {
    if (me === null) {
      openAuthMenu()
      return
    }
    // A review needs a display name first (doc 3 §5): the form opens once it is saved.
    gate(() => setForm({ review: null }))
  }

  function closeForm() {
    setForm(null)
    requestAnimationFrame(() => writeButton.current?.focus())
  }

  async function submit(draft: ReviewDraft) {
    const editing = form?.review ?? null
    try {
      const result = await saveReview(
        {
          contentTypeId: content.contentTypeId,
          externalContentId: content.externalContentId,
          subjectName: subject.name,
          title: draft.title.trim(),
          content: draft.content.trim(),
          rating: draft.rating,
          pros: draft.pros.trim(),
          cons: draft.cons.trim(),
          recommended: draft.recommended,
          containsSpoilers: allowSpoilers ? draft.spoiler : false,
          externalContentData: { name: subject.name, image: subject.image ?? null, type: subject.type ?? null, url: subject.url ?? null },
        },
        editing?.id ?? null,
        [...alsoInvalidate, ...mine],
      )
      setForm(null)
      // The form is gone (and with a review of their own, the Write button too): focus goes to the block.
      requestAnimationFrame(() => heading.current?.focus())
      if (result.status === 'sent') toast({ title: editing ? 'Review updated' : 'Review posted' })
    } catch (error) {
      if (isSessionExpired(error)) {
        toast({ variant: 'destructive', title: POST_MESSAGES.sessionExpiredTitle, description: POST_MESSAGES.sessionExpired })
        window.setTimeout(() => window.location.assign('/api/auth/google'), SESSION_REDIRECT_MS)
        return
      }
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, POST_MESSAGES.postReviewFailed) })
    }
  }

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      {/* As tall as the Write button whether it shows or not: it goes once the person's own review is known (decision 049). */}
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          Reviews
        </h2>
        {canWrite ? (
          <Button ref={writeButton} onClick={openWrite}>
            <PenSquare className="h-4 w-4" aria-hidden="true" />
            {POST_MESSAGES.writeReview}
          </Button>
        ) : null}
        {dialog}
      </div>
      <div role="group" aria-label="Sort reviews" className="flex gap-2">
        {REVIEW_SORTS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={sort === value}
            onClick={() => chooseSort(value)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium',
              sort === value ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {REVIEW_SORT_LABELS[value]}
          </button>
        ))}
      </div>
      {waitingReview ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Your review will be posted when you're back online.
        </p>
      ) : null}
      {form && form.review === null ? <ReviewForm review={null} allowSpoilers={allowSpoilers} onSubmit={submit} onCancel={closeForm} /> : null}
      {reviews.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading reviews…
        </p>
      ) : reviews.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{POST_MESSAGES.reviewsFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </div>
      ) : all.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-700">{POST_MESSAGES.noReviews}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {all.map((review) => (
              <li key={review.id}>
                {form?.review?.id === review.id ? (
                  <ReviewForm review={review} allowSpoilers={allowSpoilers} onSubmit={submit} onCancel={() => setForm(null)} />
                ) : (
                  <ReviewCard review={review} me={me} invalidate={invalidate} onEdit={() => setForm({ review })} />
                )}
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
