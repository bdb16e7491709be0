import { createFileRoute } from '@tanstack/react-router'
import { AreaCinemasPage } from '@/features/theaters/components/locations-pages'
import { loadAreaCinemasHead } from '@/features/theaters/lib/locations-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/province/$provinceSlug')({
  loader: ({ context, params }) => loadAreaCinemasHead(context.queryClient, { province: params.provinceSlug }, context.origin),
  head: headFromLoader,
  component: ProvinceCinemas,
})

function ProvinceCinemas() {
  const { provinceSlug } = Route.useParams()
  return <AreaCinemasPage area={{ province: provinceSlug }} />
}
