import { createFileRoute } from '@tanstack/react-router'
import { LocationsPage } from '@/features/theaters/components/locations-pages'
import { loadLocationsHead } from '@/features/theaters/lib/locations-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/province/')({
  loader: ({ context }) => loadLocationsHead(context.queryClient, 'province', context.origin),
  head: headFromLoader,
  component: () => <LocationsPage show="province" />,
})
