import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { culturalSitesGuide } from '@/features/guides/content'
import { guideHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/cultural-sites')({
  loader: ({ context }) => ({ head: guideHead(culturalSitesGuide, context.origin) }),
  head: headFromLoader,
  component: () => <GuidePage guide={culturalSitesGuide} />,
})
