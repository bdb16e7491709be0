import { createFileRoute } from '@tanstack/react-router'
import { theaterDayQuery } from '@/features/theaters/api/get-theater-day'
import { TheaterPage } from '@/features/theaters/components/theater-page'

/**
 * /movies/theater/{id}/{slug} (doc 3 route table): the theater page by the cinema's id, on its first date
 * with showtimes; the page's canonical address is /movies/theaters/{slug}. An unknown id is 'Theater not found'.
 */
export const Route = createFileRoute('/movies/theater/$theaterId/$slug/')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(theaterDayQuery(params.theaterId)),
  component: function TheaterByIdRoute() {
    const { theaterId } = Route.useParams()
    return <TheaterPage slug={theaterId} />
  },
})
