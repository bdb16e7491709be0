import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/guides/components/guide-page'
import { shoppingGuide } from '@/features/guides/content'

export const Route = createFileRoute('/guides/shopping')({
  component: () => <GuidePage guide={shoppingGuide} />,
})
