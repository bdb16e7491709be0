import { createFileRoute } from '@tanstack/react-router'
import { AreaCinemasPage } from '@/features/theaters/components/locations-pages'
import { loadAreaCinemasHead } from '@/features/theaters/lib/locations-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/metro-manila/$citySlug')({
  loader: ({ context, params }) => loadAreaCinemasHead(context.queryClient, { city: params.citySlug }, context.origin),
  head: headFromLoader,
  component: CityCinemas,
})

function CityCinemas() {
  const { citySlug } = Route.useParams()
  return <AreaCinemasPage area={{ city: citySlug }} />
}
