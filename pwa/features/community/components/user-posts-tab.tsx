import { Link } from '@tanstack/react-router'
import { PROFILE_MESSAGES } from '@contracts/community-rules'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonClasses } from '@/components/ui/button'
import { userPostsKey, useUserPosts } from '../api/get-user-posts'
import { PostCard } from './post-card'

/**
 * The Posts & Reviews tab (doc 3 §2): spinner, the posts, 'No posts yet' with links, 'Failed to load posts'. Its
 * title ("{username}'s Posts & Reviews") is the route's head (lib/profile-head.ts).
 */
export function UserPostsTab({ username }: { username: string }) {
  const posts = useUserPosts(username, 'posts')
  const invalidate = [userPostsKey(username, 'posts')]
  return (
    <section aria-labelledby="posts-heading" className="space-y-4">
      <h1 id="posts-heading" className="text-xl font-bold text-slate-900">
        {PROFILE_MESSAGES.postsHeading}
      </h1>
      {posts.isPending ? (
        <PageSpinner label="Loading posts…" />
      ) : posts.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{PROFILE_MESSAGES.postsFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void posts.refetch()}>
            Try again
          </Button>
        </div>
      ) : posts.data.pages[0]!.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
          <p className="font-semibold text-slate-900">{PROFILE_MESSAGES.noPosts}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Link to="/movies" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Movies
            </Link>
            <Link to="/places" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Places
            </Link>
            <Link to="/food-drink" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Food &amp; Drink
            </Link>
          </div>
        </div>
      ) : (
        <>
          <ul className="space-y-4">
            {posts.data.pages
              .flatMap((page) => page.data)
              .map((post) => (
                <li key={post.id}>
                  <PostCard post={post} invalidate={invalidate} />
                </li>
              ))}
          </ul>
          {posts.hasNextPage ? (
            <Button variant="outline" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
              {posts.isFetchingNextPage ? 'Loading…' : 'Show more posts'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
