import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { followersQuery } from '@/features/community/api/get-follows'
import { profileQuery } from '@/features/community/api/get-profile'
import { FollowList } from '@/features/community/components/follow-list'

/** /profile/{username}/followers: '{name}'s Followers' with the case-insensitive search (doc 3 §2). */
export const Route = createFileRoute('/profile/$username/followers')({
  loader: async ({ context, params }) => {
    const profile = await context.queryClient.ensureQueryData(profileQuery(params.username))
    void context.queryClient.prefetchQuery(followersQuery(profile.id, ''))
  },
  component: Followers,
})

function Followers() {
  const { username } = Route.useParams()
  const { data: profile } = useSuspenseQuery(profileQuery(username))
  return <FollowList profile={profile} kind="followers" />
}
