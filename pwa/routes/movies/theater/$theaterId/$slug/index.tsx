import { createFileRoute } from '@tanstack/react-router'
import { TheaterPage } from '@/features/theaters/components/theater-page'
import { loadTheaterHead } from '@/features/theaters/lib/theater-head'
import { headFromLoader } from '@/lib/route-head'

/**
 * /movies/theater/{id}/{slug} (doc 3 route table): the theater page by the cinema's id, on its first date
 * with showtimes; the page's canonical address is /movies/theaters/{slug} (its head says so). An unknown id is
 * 'Theater not found'.
 */
export const Route = createFileRoute('/movies/theater/$theaterId/$slug/')({
  loader: ({ context, params }) => loadTheaterHead(context.queryClient, params.theaterId, undefined, context.origin),
  head: headFromLoader,
  component: function TheaterByIdRoute() {
    const { theaterId } = Route.useParams()
    return <TheaterPage slug={theaterId} />
  },
})
