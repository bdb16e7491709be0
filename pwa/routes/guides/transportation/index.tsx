import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { TransportModes } from '@/features/guides/components/transport-modes'
import { transportationGuide } from '@/features/guides/content'

export const Route = createFileRoute('/guides/transportation/')({
  component: () => (
    <GuidePage guide={transportationGuide}>
      <TransportModes />
    </GuidePage>
  ),
})
