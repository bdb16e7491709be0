import { createFileRoute } from '@tanstack/react-router'
import { GuidesIndexPage } from '@/features/guides/components/guides-index-page'

export const Route = createFileRoute('/guides/')({
  component: GuidesIndexPage,
})
