import { useId, useState } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BadgeCheck, EyeOff, MessageCircle, Pencil, ThumbsDown, ThumbsUp } from 'lucide-react'
import { POST_LIMITS, POST_MESSAGES } from '@contracts/posts-rules'
import type { PublicUser } from '@contracts/user'
import { Avatar } from '@/components/avatar'
import { openAuthMenu } from '@/lib/auth-menu'
import { useProfileGate } from '@/features/profile-completion/use-profile-gate'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { usePendingActions } from '@/lib/offline-queue'
import { createReply, replyTargetPrefix } from '../api/create-reply'
import { deletePost } from '../api/delete-post'
import { updateReply } from '../api/update-reply'
import { serverMessage } from '../lib/errors'
import { authorDisplayName } from '../lib/post-text'
import type { Post, PostBase } from '../types'
import { ConfirmDelete } from './confirm-delete'
import { PostLikeButton } from './post-like-button'
import { ReportButton } from './report-button'
import { ShortTime } from './short-time'
import { SpoilerGuard } from './spoiler-guard'
import { Stars } from './stars'

export interface ReviewCardProps {
  review: Post
  /** The signed-in user, null for a visitor, undefined while unknown. */
  me: PublicUser | null | undefined
  /** Queries that show this review (its list, and what shows the content's rating). */
  invalidate: readonly QueryKey[]
  onEdit?: () => void
  /** After the review itself was deleted (its own page leaves). */
  onDeleted?: () => void
}

/** The author and time line of a review or reply; the name links to the profile. */
function Byline({ post, size = 'md' }: { post: PostBase; size?: 'sm' | 'md' }) {
  const name = authorDisplayName(post.user)
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar name={name} username={post.user.username} src={post.user.avatar} color={post.user.avatarColor} size={size === 'md' ? 'md' : 'sm'} />
      <p className="min-w-0 text-sm">
        <Link to="/profile/$username" params={{ username: post.user.username }} className="font-semibold text-slate-900 hover:underline">
          {name}
        </Link>{' '}
        <span className="text-slate-600">
          · <ShortTime iso={post.createdAt} />
        </span>
      </p>
    </div>
  )
}

/** The body of a review: rating, Recommended, title, content, 'Liked' (pros) and 'Could be better' (cons). */
export function ReviewBody({ review, titleLevel = 3 }: { review: PostBase; titleLevel?: 2 | 3 }) {
  const Title = titleLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {review.hidden ? (
        // Only the author receives a hidden post (decision 027): they see why it no longer shows.
        <div role="note" data-testid="post-hidden-notice" className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">Hidden by a moderator.</span> Only you can see this post.
            {review.hidden.reason ? (
              <>
                {' '}
                Reason: <span data-testid="post-hidden-reason">{review.hidden.reason}</span>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {review.rating != null ? <Stars rating={review.rating} /> : null}
        {review.recommended ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            Recommended
          </span>
        ) : null}
      </div>
      <SpoilerGuard spoiler={review.containsSpoilers}>
        {review.title ? <Title className="mt-2 break-words font-semibold text-slate-900" data-testid="review-title">{review.title}</Title> : null}
        <p className="mt-1 whitespace-pre-line break-words text-slate-800" data-testid="review-content">
          {review.content}
        </p>
        {review.pros || review.cons ? (
          <div className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {review.pros ? (
              <div className="rounded-lg bg-emerald-50 p-3" data-testid="review-pros">
                <p className="flex items-center gap-1 font-semibold text-emerald-900">
                  <ThumbsUp className="h-4 w-4" aria-hidden="true" />
                  Liked
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.pros}</p>
              </div>
            ) : null}
            {review.cons ? (
              <div className="rounded-lg bg-amber-50 p-3" data-testid="review-cons">
                <p className="flex items-center gap-1 font-semibold text-amber-900">
                  <ThumbsDown className="h-4 w-4" aria-hidden="true" />
                  Could be better
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.cons}</p>
              </div>
            ) : null}
          </div>
        ) : null}
      </SpoilerGuard>
    </>
  )
}

/** Deletes a post and refreshes what showed it; false (with the §8 toast) when it failed. */
function useDeletePost(invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return async (post: PostBase): Promise<boolean> => {
    try {
      await deletePost(post.id)
      for (const key of invalidate) void queryClient.invalidateQueries({ queryKey: key })
      return true
    } catch (error) {
      toast({
        variant: 'destructive',
        title: post.postType === 'reply' ? POST_MESSAGES.deleteReplyError : POST_MESSAGES.deleteReviewError,
        description: serverMessage(error, POST_MESSAGES.deleteFailed),
      })
      return false
    }
  }
}

/**
 * A review in the reviews block (doc 3 reviews block, §4): like with count, reply open/close, replies
 * with inline edit and delete, Edit and Delete for the author, Report for other signed-in people.
 * Everything people wrote is rendered as text by React, never as HTML.
 */
export function ReviewCard({ review, me, invalidate, onEdit, onDeleted }: ReviewCardProps) {
  const [replying, setReplying] = useState(false)
  const remove = useDeletePost(invalidate)
  const mine = me != null && me.id === review.userId
  const waitingReplies = usePendingActions(replyTargetPrefix(review.id))
  const replyCount = review.replyCount
  const { gate, dialog } = useProfileGate()

  function toggleReply() {
    if (me === null) {
      toast({ title: 'Login Required', description: POST_MESSAGES.replyLoginRequired })
      openAuthMenu()
      return
    }
    // A reply needs a display name first (doc 3 §5): the form opens once it is saved.
    if (replying) setReplying(false)
    else gate(() => setReplying(true))
  }

  return (
    <article data-testid="review" aria-label={`Review by ${authorDisplayName(review.user)}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Byline post={review} />
      <ReviewBody review={review} />
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2">
        <PostLikeButton postId={review.id} liked={review.hasLiked} likeCount={review.likeCount} invalidate={invalidate} />
        <Button variant="ghost" size="sm" aria-expanded={replying} onClick={toggleReply}>
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {replying ? 'Cancel reply' : 'Reply'}
        </Button>
        {dialog}
        {mine ? (
          <>
            {onEdit && !review.hidden ? (
              <Button variant="ghost" size="sm" onClick={onEdit}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {/* An icon on a phone, like Delete (confirm-delete.tsx): one line of actions whoever looks. */}
                <span className="max-sm:sr-only">Edit</span>
                <span className="sr-only"> review</span>
              </Button>
            ) : null}
            <ConfirmDelete
              kind={review.postType === 'reply' ? 'reply' : 'review'}
              onConfirm={async () => {
                const done = await remove(review)
                if (done) onDeleted?.()
                return done
              }}
            />
          </>
        ) : me ? (
          <ReportButton postId={review.id} kind="review" />
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="reply-count">
        {replyCount} {replyCount === 1 ? 'reply' : 'replies'}
      </p>
      {replying && me ? <ReplyForm review={review} me={me} invalidate={invalidate} onDone={() => setReplying(false)} /> : null}
      {review.replies.length > 0 || waitingReplies.length > 0 ? (
        <ul className="mt-3 space-y-3 border-l-2 border-slate-200 pl-3" aria-label="Replies">
          {review.replies.map((reply) => (
            <li key={reply.id}>
              <ReplyItem reply={reply} me={me} invalidate={invalidate} onDelete={remove} />
            </li>
          ))}
          {waitingReplies.map((action) => (
            <li key={action.id} className="text-sm text-slate-700">
              <p className="whitespace-pre-line break-words">{String((action.body as { content?: unknown } | undefined)?.content ?? '')}</p>
              <p role="status" className="text-xs font-medium text-amber-800">
                Will be posted when you're back online
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

function replyError(content: string): string | null {
  if (content.trim() === '') return POST_MESSAGES.replyEmpty
  if (content.length > POST_LIMITS.replyContent) return POST_MESSAGES.replyTooLong
  return null
}

function ReplyForm({ review, me, invalidate, onDone }: { review: Post; me: PublicUser; invalidate: readonly QueryKey[]; onDone: () => void }) {
  const id = useId()
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [posting, setPosting] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const problem = replyError(content)
    setError(problem)
    if (problem) return
    setPosting(true)
    try {
      await createReply(review, me.id, content, invalidate)
      setContent('')
      onDone()
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(failure, POST_MESSAGES.postReplyFailed) })
    } finally {
      setPosting(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 space-y-2">
      <label htmlFor={`${id}-reply`} className="text-sm font-medium text-slate-900">
        Your reply
      </label>
      <textarea
        id={`${id}-reply`}
        autoFocus
        rows={3}
        value={content}
        maxLength={POST_LIMITS.replyContent}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setContent(event.target.value)}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-base focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={posting}>
        {posting ? POST_MESSAGES.posting : 'Post Reply'}
      </Button>
    </form>
  )
}

function ReplyItem({
  reply,
  me,
  invalidate,
  onDelete,
}: {
  reply: PostBase
  me: PublicUser | null | undefined
  invalidate: readonly QueryKey[]
  onDelete: (post: PostBase) => Promise<boolean>
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(reply.content)
  const [saving, setSaving] = useState(false)
  const mine = me != null && me.id === reply.userId

  async function save() {
    setSaving(true)
    try {
      await updateReply(reply.id, text)
      for (const key of invalidate) await queryClient.invalidateQueries({ queryKey: key })
      setEditing(false)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, POST_MESSAGES.updateReplyFailed) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <div data-testid="reply" className="text-sm">
      <Byline post={reply} size="sm" />
      {editing ? (
        <div className="mt-2 space-y-2">
          <label htmlFor={`${id}-edit`} className="sr-only">
            Edit your reply
          </label>
          <textarea
            id={`${id}-edit`}
            autoFocus
            rows={3}
            value={text}
            maxLength={POST_LIMITS.replyContent}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-base focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
          />
          <div className="flex gap-2">
            <Button size="sm" disabled={saving || text.trim() === ''} onClick={() => void save()}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setText(reply.content)
                setEditing(false)
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 whitespace-pre-line break-words text-slate-800" data-testid="reply-content">
          {reply.content}
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-1">
        <PostLikeButton postId={reply.id} liked={reply.hasLiked} likeCount={reply.likeCount} invalidate={invalidate} />
        {mine && !editing ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Edit
              <span className="sr-only"> reply</span>
            </Button>
            <ConfirmDelete kind="reply" onConfirm={() => onDelete(reply)} />
          </>
        ) : me && !mine ? (
          <ReportButton postId={reply.id} kind="reply" />
        ) : null}
      </div>
    </div>
  )
}
