import { createFileRoute } from '@tanstack/react-router'
import { cinemaLocationsQuery } from '@/features/theaters/api/get-cinema-locations'
import { LocationsPage } from '@/features/theaters/components/locations-pages'

export const Route = createFileRoute('/movies/metro-manila/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cinemaLocationsQuery()),
  component: () => <LocationsPage show="metro-manila" />,
})
