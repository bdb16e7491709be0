import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { localTipsGuide } from '@/features/guides/content'
import { guideHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/local-tips')({
  loader: ({ context }) => ({ head: guideHead(localTipsGuide, context.origin) }),
  head: headFromLoader,
  component: () => <GuidePage guide={localTipsGuide} />,
})
