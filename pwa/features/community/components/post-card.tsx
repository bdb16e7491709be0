import type { QueryKey } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MessageCircle, Share2 } from 'lucide-react'
import { PROFILE_MESSAGES } from '@contracts/community-rules'
import { Avatar } from '@/components/avatar'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { authorDisplayName, postHeadline, postPath, postSubjectHref, shareText } from '../lib/post-text'
import type { Post } from '../types'
import { PostLikeButton } from './post-like-button'
import { ReviewBody } from './review-card'
import { ShortTime } from './short-time'

/** Share uses the device's share sheet, or copies {origin}/profile/{username}/post/{hashId} (doc 3 §2, §8). */
async function sharePost(post: Post) {
  const url = new URL(postPath(post.user.username, post.hashId), window.location.origin).href
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title ?? 'Gala', text: shareText(post.content), url })
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return console.info('Share cancelled')
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    toast({ title: PROFILE_MESSAGES.linkCopiedTitle, description: PROFILE_MESSAGES.linkCopied })
  } catch (error) {
    console.warn('Copying the post link failed', error)
  }
}

/**
 * A post on the profile's Posts & Reviews tab (doc 3 §2): author, headline ('{user} reviewed the {type}
 * {title}' …) with the subject link, short time, rating, title, content, 'Liked' and 'Could be better',
 * 'Recommended', the like button (a failure only logged), the link to the post with its reply count, Share.
 */
export function PostCard({ post, invalidate }: { post: Post; invalidate: readonly QueryKey[] }) {
  const author = authorDisplayName(post.user)
  const headline = postHeadline(post)
  return (
    <article data-testid="post-card" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar name={author} username={post.user.username} src={post.user.avatar} color={post.user.avatarColor} size="md" />
        <p className="min-w-0 text-sm text-slate-800">
          <span className="font-semibold text-slate-900">{author}</span> {headline.lead}
          {headline.linkedTitle ? (
            <>
              {' '}
              <a href={postSubjectHref(post, post.user.username)} className="font-semibold text-blue-700 hover:underline">
                {headline.linkedTitle}
              </a>
            </>
          ) : null}
          <span className="text-slate-600">
            {' '}
            · <ShortTime iso={post.createdAt} />
          </span>
        </p>
      </div>
      <ReviewBody review={post} />
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2">
        <PostLikeButton postId={post.id} liked={post.hasLiked} likeCount={post.likeCount} invalidate={invalidate} quiet />
        <Link
          to="/profile/$username/post/$postId"
          params={{ username: post.user.username, postId: post.hashId }}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {post.replyCount} {post.replyCount === 1 ? 'reply' : 'replies'}
        </Link>
        <Button variant="ghost" size="sm" onClick={() => void sharePost(post)}>
          <Share2 className="h-4 w-4" aria-hidden="true" />
          Share
        </Button>
      </div>
    </article>
  )
}
