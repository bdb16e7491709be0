import { createFileRoute } from '@tanstack/react-router'
import { NearbyTheatersPage } from '@/features/theaters/components/nearby-theaters-page'

export const Route = createFileRoute('/movies/theaters/nearby')({
  component: NearbyTheatersPage,
})
