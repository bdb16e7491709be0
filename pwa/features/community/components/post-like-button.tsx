import { useState } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { LIKE_MESSAGES } from '@contracts/likes-rules'
import { postLikePath, POST_MESSAGES } from '@contracts/posts-rules'
import { openAuthMenu } from '@/lib/auth-menu'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { cn } from '@/lib/cn'
import { usePendingAction } from '@/lib/offline-queue'
import { useProfileGate } from '@/features/profile-completion/use-profile-gate'
import { setPostLike } from '../api/like-post'
import { serverMessage } from '../lib/errors'

/**
 * Like button with count for a review or reply (doc 3 §4: the server's liked and likeCount decide).
 * Visitors get 'Login Required' / 'Please log in to like posts' and the sign-in menu; offline the like
 * waits in the offline queue. `quiet` (the profile posts list) only logs a failure (doc 3 §8).
 */
export function PostLikeButton({
  postId,
  liked: serverLiked,
  likeCount,
  invalidate,
  quiet = false,
}: {
  postId: number
  liked: boolean
  likeCount: number
  invalidate: readonly QueryKey[]
  quiet?: boolean
}) {
  const { data: user } = useCurrentUser()
  const waiting = usePendingAction(postLikePath(postId))
  const [sending, setSending] = useState<boolean | null>(null)
  /** The server's answer to this button's last like, until the list brings newer props. */
  const props = `${serverLiked}:${likeCount}`
  const [answer, setAnswer] = useState<{ liked: boolean; likeCount: number; props: string } | null>(null)
  const base = answer && answer.props === props ? answer : { liked: serverLiked, likeCount }
  const liked = sending ?? (waiting ? waiting.method === 'POST' : base.liked)
  const count = Math.max(0, base.likeCount + (liked === base.liked ? 0 : liked ? 1 : -1))
  const { gate, dialog } = useProfileGate()

  function onClick() {
    if (user === null) {
      toast({ title: LIKE_MESSAGES.loginRequiredTitle, description: LIKE_MESSAGES.loginRequiredPosts })
      openAuthMenu()
      return
    }
    // Liking asks for a display name first (doc 3 §5); taking a like back never does.
    if (liked) void send(false)
    else gate(() => void send(true))
  }

  async function send(next: boolean) {
    if (sending !== null) return
    setSending(next)
    try {
      const result = await setPostLike(postId, next, invalidate)
      if (result.status === 'sent' && result.data && typeof result.data.likeCount === 'number') setAnswer({ ...result.data, props })
    } catch (error) {
      if (quiet) console.warn('Liking the post failed', error)
      else toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, POST_MESSAGES.likeFailed) })
    } finally {
      setSending(null)
    }
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={liked}
        onClick={onClick}
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors',
          liked ? 'text-rose-800 hover:bg-rose-50' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <Heart className={cn('h-4 w-4', liked ? 'fill-rose-600 text-rose-600' : '')} aria-hidden="true" />
        <span>Like</span>
        {/* Figures of one width: the count keeps the button's size as it changes. */}
        <span data-testid="post-like-count" className="tabular-nums" aria-label={`${count} ${count === 1 ? 'like' : 'likes'}`}>
          {count}
        </span>
        {waiting ? <span className="text-xs text-amber-800">(will sync)</span> : null}
      </button>
      {dialog}
    </>
  )
}
