import { createFileRoute } from '@tanstack/react-router'
import { theaterDayQuery } from '@/features/theaters/api/get-theater-day'
import { TheaterPage } from '@/features/theaters/components/theater-page'

/** A theater page on its first date with showtimes (the API picks it). */
export const Route = createFileRoute('/movies/theaters/$slug/')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(theaterDayQuery(params.slug)),
  component: TheaterToday,
})

function TheaterToday() {
  const { slug } = Route.useParams()
  return <TheaterPage slug={slug} />
}
