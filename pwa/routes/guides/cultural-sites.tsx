import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { culturalSitesGuide } from '@/features/guides/content'

export const Route = createFileRoute('/guides/cultural-sites')({
  component: () => <GuidePage guide={culturalSitesGuide} />,
})
