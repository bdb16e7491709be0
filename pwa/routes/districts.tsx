import { createFileRoute } from '@tanstack/react-router'
import { DistrictsPage } from '@/features/guides/components/districts-page'
import { planPageHead } from '@/features/guides/lib/guide-head'
import { cinemaLocationsQuery } from '@/features/theaters/api/get-cinema-locations'
import { headFromLoader } from '@/lib/route-head'

/** /districts, labelled Areas in the menus (doc 1 §2). */
export const Route = createFileRoute('/districts')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(cinemaLocationsQuery())
    return { head: planPageHead('districts', context.origin) }
  },
  head: headFromLoader,
  component: DistrictsPage,
})
