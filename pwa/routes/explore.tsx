import { createFileRoute } from '@tanstack/react-router'
import { ExplorePage } from '@/features/guides/components/explore-page'

export const Route = createFileRoute('/explore')({
  component: ExplorePage,
})
