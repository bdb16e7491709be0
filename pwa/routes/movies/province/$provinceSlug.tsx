import { createFileRoute } from '@tanstack/react-router'
import { cinemasQuery } from '@/features/theaters/api/get-cinemas'
import { AreaCinemasPage } from '@/features/theaters/components/locations-pages'

export const Route = createFileRoute('/movies/province/$provinceSlug')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(cinemasQuery({ province: params.provinceSlug })),
  component: ProvinceCinemas,
})

function ProvinceCinemas() {
  const { provinceSlug } = Route.useParams()
  return <AreaCinemasPage area={{ province: provinceSlug }} />
}
