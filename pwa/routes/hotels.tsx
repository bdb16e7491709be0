import { createFileRoute } from '@tanstack/react-router'
import { HotelsPage } from '@/features/guides/components/hotels-page'

export const Route = createFileRoute('/hotels')({
  component: HotelsPage,
})
