import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { resourcesGuide } from '@/features/guides/content'
import { guideHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/resources')({
  loader: ({ context }) => ({ head: guideHead(resourcesGuide, context.origin) }),
  head: headFromLoader,
  component: () => <GuidePage guide={resourcesGuide} />,
})
