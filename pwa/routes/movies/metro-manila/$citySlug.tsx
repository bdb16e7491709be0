import { createFileRoute } from '@tanstack/react-router'
import { cinemasQuery } from '@/features/theaters/api/get-cinemas'
import { AreaCinemasPage } from '@/features/theaters/components/locations-pages'

export const Route = createFileRoute('/movies/metro-manila/$citySlug')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(cinemasQuery({ city: params.citySlug })),
  component: CityCinemas,
})

function CityCinemas() {
  const { citySlug } = Route.useParams()
  return <AreaCinemasPage area={{ city: citySlug }} />
}
