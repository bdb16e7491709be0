import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { localTipsGuide } from '@/features/guides/content'

export const Route = createFileRoute('/guides/local-tips')({
  component: () => <GuidePage guide={localTipsGuide} />,
})
