import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { dayTripsGuide } from '@/features/guides/content'

export const Route = createFileRoute('/guides/day-trips')({
  component: () => <GuidePage guide={dayTripsGuide} />,
})
