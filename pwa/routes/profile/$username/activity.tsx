import { createFileRoute } from '@tanstack/react-router'
import { userActivitiesQuery } from '@/features/community/api/get-user-activities'
import { ActivityTab } from '@/features/community/components/activity-tab'

/** /profile/{username}/activity: Recent Activity, with the owner's Delete (doc 3 §2 activity tab). */
export const Route = createFileRoute('/profile/$username/activity')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(userActivitiesQuery(params.username)),
  component: Activity,
})

function Activity() {
  const { username } = Route.useParams()
  return <ActivityTab username={username} />
}
