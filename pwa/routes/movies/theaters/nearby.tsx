import { createFileRoute } from '@tanstack/react-router'
import { NearbyTheatersPage } from '@/features/theaters/components/nearby-theaters-page'
import { nearbyTheatersHead } from '@/features/theaters/lib/locations-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/theaters/nearby')({
  loader: ({ context }) => ({ head: nearbyTheatersHead(context.origin) }),
  head: headFromLoader,
  component: NearbyTheatersPage,
})
