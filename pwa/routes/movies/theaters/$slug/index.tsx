import { createFileRoute } from '@tanstack/react-router'
import { TheaterPage } from '@/features/theaters/components/theater-page'
import { loadTheaterHead } from '@/features/theaters/lib/theater-head'
import { headFromLoader } from '@/lib/route-head'

/** A theater page on its first date with showtimes (the API picks it); the loader waits for them and builds the head. */
export const Route = createFileRoute('/movies/theaters/$slug/')({
  loader: ({ context, params }) => loadTheaterHead(context.queryClient, params.slug, undefined, context.origin),
  head: headFromLoader,
  component: TheaterToday,
})

function TheaterToday() {
  const { slug } = Route.useParams()
  return <TheaterPage slug={slug} />
}
