import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { shoppingGuide } from '@/features/guides/content'
import { guideHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/shopping')({
  loader: ({ context }) => ({ head: guideHead(shoppingGuide, context.origin) }),
  head: headFromLoader,
  component: () => <GuidePage guide={shoppingGuide} />,
})
