import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '@/features/community/api/get-profile'
import { userPostsQuery } from '@/features/community/api/get-user-posts'
import { UserPostsTab } from '@/features/community/components/user-posts-tab'
import { profileHead } from '@/features/community/lib/profile-head'
import { pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/** /profile/{username}: the Posts & Reviews tab (doc 3 §2), with the profile's head (ProfilePage structured data). */
export const Route = createFileRoute('/profile/$username/')({
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchInfiniteQuery(userPostsQuery(params.username, 'posts'))
    // The layout's loader loads the profile (and answers not-found); this one only builds the head from it.
    const profile = await context.queryClient.ensureQueryData(profileQuery(params.username)).catch(() => undefined)
    return { head: profile ? profileHead(profile, context.origin) : pageHead(`${params.username}'s Posts & Reviews`, 'Posts and reviews on Gala.') }
  },
  head: headFromLoader,
  component: PostsTab,
})

function PostsTab() {
  const { username } = Route.useParams()
  return <UserPostsTab username={username} />
}
