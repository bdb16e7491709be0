import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FOLLOW_MESSAGES } from '@contracts/follows-rules'
import { PROFILE_MESSAGES } from '@contracts/community-rules'
import { profileQuery } from '@/features/community/api/get-profile'
import { ProfileShell } from '@/features/community/components/profile-shell'
import { UserNotFound } from '@/features/community/components/user-not-found'
import { orNotFound } from '@/features/movies/lib/load-movie'
import { headFromLoader } from '@/lib/route-head'

/** The followers and following pages word a missing user their own way (UserNotFound's 'follows' variant). */
const isFollowsPath = (pathname: string) => /\/follow(ers|ing)\/?$/.test(pathname)

/** The same page under the person's current name: /profile/{old}/followers → /profile/{new}/followers. */
function movedProfileHref(pathname: string, oldName: string, newName: string): string {
  const prefix = `/profile/${encodeURIComponent(oldName)}`
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : ''
  return `/profile/${encodeURIComponent(newName)}${rest}`
}

/**
 * The profile shell of /profile/{username} and its tabs (doc 3 §2): a missing user is the tab's not-found page.
 * An old username (doc 3 §4) answers with the person's current one: the address is replaced by the new one.
 */
export const Route = createFileRoute('/profile/$username')({
  loader: async ({ context, params, location }) => {
    const notFoundTitle = isFollowsPath(location.pathname) ? FOLLOW_MESSAGES.userNotFoundTitle : PROFILE_MESSAGES.userNotFound
    const profile = await orNotFound(context.queryClient.ensureQueryData(profileQuery(params.username)), notFoundTitle)
    if (profile.username !== params.username) {
      throw redirect({ href: movedProfileHref(location.pathname, params.username, profile.username), replace: true })
    }
    return profile
  },
  // A missing user's head is the not-found the loader throws, titled as ProfileNotFound words it for the tab.
  head: headFromLoader,
  notFoundComponent: ProfileNotFound,
  component: ProfileLayout,
})

function ProfileLayout() {
  const { username } = Route.useParams()
  const { data: profile } = useSuspenseQuery(profileQuery(username))
  return (
    <ProfileShell profile={profile}>
      <Outlet />
    </ProfileShell>
  )
}

/** The posts tab's wording, or the followers and following pages' (doc 3 §2). */
function ProfileNotFound() {
  const { username } = Route.useParams()
  const { pathname } = useLocation()
  return <UserNotFound username={username} variant={isFollowsPath(pathname) ? 'follows' : 'posts'} />
}
