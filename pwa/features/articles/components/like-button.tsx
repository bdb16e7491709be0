import { useState } from 'react'
import { Heart } from 'lucide-react'
import { LIKE_MESSAGES, articleLikePath } from '@contracts/likes-rules'
import { openAuthMenu } from '@/lib/auth-menu'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { ApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { usePendingAction } from '@/lib/offline-queue'
import { useProfileGate } from '@/features/profile-completion/use-profile-gate'
import { setArticleLike, useArticleLikes } from '../api/article-likes'

/**
 * The article's like button and count (spec doc 3 §3, §8). The new state shows at once; without a
 * connection the like waits in the offline queue and the button says it will sync. Visitors are asked
 * to sign in ('Login Required' / 'Please log in to like items').
 */
export function LikeButton({ articleId, title }: { articleId: number; title: string }) {
  const { data: user } = useCurrentUser()
  const likes = useArticleLikes(articleId)
  const waiting = usePendingAction(articleLikePath(articleId))
  /** The state being sent right now (shown until the answer, or the queue, takes over). */
  const [sending, setSending] = useState<boolean | null>(null)

  const server = likes.data
  const liked = sending ?? (waiting ? waiting.method === 'POST' : (server?.liked ?? false))
  const count = server ? Math.max(0, server.likeCount + (liked === server.liked ? 0 : liked ? 1 : -1)) : null
  const { gate, dialog } = useProfileGate()

  function onClick() {
    // A visitor is asked to sign in. An unknown user (the check failed offline) may still like: the
    // server decides when the like is sent, and a refusal is shown then.
    if (user === null) {
      toast({ title: LIKE_MESSAGES.loginRequiredTitle, description: LIKE_MESSAGES.loginRequired })
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
      await setArticleLike({ id: articleId, title }, next)
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined
      toast({ variant: 'destructive', title: 'Error', description: message ?? LIKE_MESSAGES.updateFailed })
    } finally {
      setSending(null)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        aria-pressed={liked}
        onClick={onClick}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
          liked
            ? 'border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100'
            : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        )}
      >
        <Heart className={cn('h-4 w-4', liked ? 'fill-rose-600 text-rose-600' : 'text-slate-600')} aria-hidden="true" />
        Like
      </button>
      {count !== null ? (
        <span className="text-sm text-slate-700" data-testid="like-count">
          {count} {count === 1 ? 'like' : 'likes'}
        </span>
      ) : null}
      <span role="status" className="text-xs font-medium text-amber-800">
        {waiting ? 'Will sync when online' : null}
      </span>
      {dialog}
    </div>
  )
}
