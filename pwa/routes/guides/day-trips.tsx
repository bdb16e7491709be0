import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { dayTripsGuide } from '@/features/guides/content'
import { guideHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/day-trips')({
  loader: ({ context }) => ({ head: guideHead(dayTripsGuide, context.origin) }),
  head: headFromLoader,
  component: () => <GuidePage guide={dayTripsGuide} />,
})
