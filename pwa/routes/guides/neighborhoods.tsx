import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { neighborhoodsGuide } from '@/features/guides/content'
import { guideHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/neighborhoods')({
  loader: ({ context }) => ({ head: guideHead(neighborhoodsGuide, context.origin) }),
  head: headFromLoader,
  component: () => <GuidePage guide={neighborhoodsGuide} />,
})
