import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { TransportModes } from '@/features/guides/components/transport-modes'
import { transportationGuide } from '@/features/guides/content'
import { guideHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/transportation/')({
  loader: ({ context }) => ({ head: guideHead(transportationGuide, context.origin) }),
  head: headFromLoader,
  component: () => (
    <GuidePage guide={transportationGuide}>
      <TransportModes />
    </GuidePage>
  ),
})
