import { createFileRoute } from '@tanstack/react-router'
import { GuidesIndexPage } from '@/features/guides/components/guides-index-page'
import { GUIDES } from '@/features/guides/content'
import { guidesIndexHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/guides/')({
  loader: ({ context }) => ({ head: guidesIndexHead(GUIDES, context.origin) }),
  head: headFromLoader,
  component: GuidesIndexPage,
})
