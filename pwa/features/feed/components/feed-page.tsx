import { Link } from '@tanstack/react-router'
import { Compass } from 'lucide-react'
import { FEED_MESSAGES } from '@contracts/feed-rules'
import type { FeedItem } from '@contracts/feed'
import { Avatar } from '@/components/avatar'
import { Button, buttonClasses } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { useProfile } from '@/features/community/api/get-profile'
import { ShortTime } from '@/features/community/components/short-time'
import { Stars } from '@/features/community/components/stars'
import { SubjectThumb } from '@/features/community/components/subject-thumb'
import { activityBadge, activityEntityTitle, activityHref } from '@/features/community/lib/activity-text'
import { authorDisplayName } from '@/features/community/lib/post-text'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'
import { useFeed } from '../api/get-feed'

/** /feed (login): what the people one follows reviewed, replied to and liked, newest first (decision 025). */
export function FeedPage() {
  usePageMeta(FEED_MESSAGES.title, FEED_MESSAGES.lead)
  const feed = useFeed()
  const items = feed.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-6">
      <h1 className="text-3xl font-bold text-slate-900">{FEED_MESSAGES.title}</h1>
      <p className="mt-1 text-slate-700">{FEED_MESSAGES.lead}</p>
      <div className="mt-6">
        {feed.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your feed…
          </p>
        ) : feed.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p>{FEED_MESSAGES.failed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyFeed />
        ) : (
          <>
            <ul className="space-y-3" aria-label={FEED_MESSAGES.title}>
              {items.map((item) => (
                <li key={item.id}>
                  <FeedEntry item={item} />
                </li>
              ))}
            </ul>
            {feed.hasNextPage ? (
              <Button variant="outline" className="mt-4 w-full" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
                {feed.isFetchingNextPage ? 'Loading…' : FEED_MESSAGES.more}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}

/** 'Not Following Anyone Yet' with the way to /explore; someone who follows quiet people reads another line. */
function EmptyFeed() {
  const { data: me } = useCurrentUser()
  const profile = useProfile(me?.username ?? '')
  const followsSomeone = me != null && (profile.data?.followingCount ?? 0) > 0
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{followsSomeone ? FEED_MESSAGES.quietTitle : FEED_MESSAGES.emptyTitle}</h2>
      <p className="mt-1 text-slate-700">{followsSomeone ? FEED_MESSAGES.quiet : FEED_MESSAGES.empty}</p>
      <Link to="/explore" hash="people" className={buttonClasses({ variant: 'primary', className: 'mt-4' })}>
        <Compass className="h-4 w-4" aria-hidden="true" />
        {FEED_MESSAGES.findPeople}
      </Link>
    </div>
  )
}

/** A Gala path to link to, or null ('#' and nothing are not links). */
const linkable = (href: string | null | undefined) => (href && href !== '#' ? href : null)

/** One entry: the person (linked), what they did, the content (linked) and the post (linked). */
function FeedEntry({ item }: { item: FeedItem }) {
  const name = authorDisplayName({ name: item.user.name || item.user.displayName, username: item.user.username })
  const post = item.post
  // What the entry is about, named from the content itself when the server found it (issue 36).
  const subject = item.subject?.title ?? post?.subjectName ?? activityEntityTitle(item)
  const subjectHref = linkable(item.subject?.url) ?? linkable(post?.subjectUrl) ?? linkable(activityHref(item))
  const postHref = post ? `/post/${encodeURIComponent(post.hashId)}` : null
  const content = typeof item.data.content === 'string' ? item.data.content : null
  const rating = typeof item.data.rating === 'number' ? item.data.rating : null

  let action: string
  let target: { text: string; href: string | null }
  if (item.activityType === 'CREATE_REVIEW' || item.activityType === 'review') {
    action = 'reviewed'
    target = { text: subject, href: subjectHref }
  } else if (item.activityType === 'CREATE_REPLY' || item.activityType === 'comment') {
    action = 'replied to a review of'
    target = { text: subject, href: subjectHref }
  } else if (post) {
    action = post.authorUsername === item.user.username ? 'liked their review of' : 'liked a review of'
    target = { text: subject, href: postHref }
  } else {
    action = 'liked'
    target = { text: subject, href: subjectHref }
  }

  return (
    <article data-testid="feed-item" className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Avatar name={name} username={item.user.username} src={item.user.avatar} color={item.user.avatarColor} size="md" />
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm text-slate-800">
          <Link to="/profile/$username" params={{ username: item.user.username }} className="font-semibold text-slate-900 hover:underline">
            {name}
          </Link>{' '}
          {action}{' '}
          {target.href ? (
            <a href={target.href} className="font-semibold text-blue-700 hover:underline">
              {target.text}
            </a>
          ) : (
            <span className="font-semibold">{target.text}</span>
          )}
        </p>
        {rating !== null && action === 'reviewed' ? <Stars rating={rating} className="mt-1" /> : null}
        {content ? <p className="mt-1 line-clamp-3 break-words text-sm text-slate-700">{content}</p> : null}
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-800">{activityBadge(item.activityType)}</span>
          <ShortTime iso={item.createdAt} className="text-slate-600" />
          {postHref && item.activityType !== 'like' ? (
            <a href={postHref} className="font-semibold text-blue-700 hover:underline">
              {item.activityType === 'CREATE_REPLY' ? 'Read reply' : 'Read review'}
            </a>
          ) : null}
        </p>
      </div>
      <SubjectThumb subject={item.subject} />
    </article>
  )
}
