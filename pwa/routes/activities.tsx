import { createFileRoute } from '@tanstack/react-router'
import { ActivitiesPage } from '@/features/guides/components/activities-page'
import { planPageHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/activities')({
  loader: ({ context }) => ({ head: planPageHead('activities', context.origin) }),
  head: headFromLoader,
  component: ActivitiesPage,
})
