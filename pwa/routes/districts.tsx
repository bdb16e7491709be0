import { createFileRoute } from '@tanstack/react-router'
import { DistrictsPage } from '@/features/guides/components/districts-page'
import { cinemaLocationsQuery } from '@/features/theaters/api/get-cinema-locations'

/** /districts, labelled Areas in the menus (doc 1 §2). */
export const Route = createFileRoute('/districts')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cinemaLocationsQuery()),
  component: DistrictsPage,
})
