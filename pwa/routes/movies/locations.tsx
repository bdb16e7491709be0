import { createFileRoute } from '@tanstack/react-router'
import { LocationsPage } from '@/features/theaters/components/locations-pages'
import { loadLocationsHead } from '@/features/theaters/lib/locations-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/locations')({
  loader: ({ context }) => loadLocationsHead(context.queryClient, 'all', context.origin),
  head: headFromLoader,
  component: () => <LocationsPage show="all" />,
})
