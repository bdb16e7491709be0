import { createFileRoute } from '@tanstack/react-router'
import { ActivitiesPage } from '@/features/guides/components/activities-page'

export const Route = createFileRoute('/activities')({
  component: ActivitiesPage,
})
