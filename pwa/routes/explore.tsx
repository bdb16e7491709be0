import { createFileRoute } from '@tanstack/react-router'
import { currentUserQuery } from '@/features/auth/api/get-current-user'
import { explorePeopleQuery } from '@/features/feed/api/get-explore-people'
import { ExplorePage } from '@/features/guides/components/explore-page'
import { planPageHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

/** /explore: the sections of the guide and the people to follow (decision 025). */
export const Route = createFileRoute('/explore')({
  loader: async ({ context }) => {
    // People to follow depend on who asks; the page draws without them and fills them in.
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch(() => undefined)
    if (user !== undefined) void context.queryClient.prefetchQuery(explorePeopleQuery(user?.id ?? null))
    return { head: planPageHead('explore', context.origin) }
  },
  head: headFromLoader,
  component: ExplorePage,
})
