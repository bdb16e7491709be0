import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { resourcesGuide } from '@/features/guides/content'

export const Route = createFileRoute('/guides/resources')({
  component: () => <GuidePage guide={resourcesGuide} />,
})
