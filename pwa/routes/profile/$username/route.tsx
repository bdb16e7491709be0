import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { profileQuery } from '@/features/community/api/get-profile'
import { ProfileShell } from '@/features/community/components/profile-shell'
import { UserNotFound } from '@/features/community/components/user-not-found'
import { orNotFound } from '@/features/movies/lib/load-movie'

/** The profile shell of /profile/{username} and its tabs (doc 3 §2): a missing user is the tab's not-found page. */
export const Route = createFileRoute('/profile/$username')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(profileQuery(params.username))),
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
  return <UserNotFound username={username} variant={/\/follow(ers|ing)\/?$/.test(pathname) ? 'follows' : 'posts'} />
}
