import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { neighborhoodsGuide } from '@/features/guides/content'

export const Route = createFileRoute('/guides/neighborhoods')({
  component: () => <GuidePage guide={neighborhoodsGuide} />,
})
