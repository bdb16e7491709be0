import { createFileRoute } from '@tanstack/react-router'
import { theaterDayQuery } from '@/features/theaters/api/get-theater-day'
import { InvalidDate } from '@/features/theaters/components/invalid-date'
import { TheaterPage } from '@/features/theaters/components/theater-page'
import { isRealIsoDate } from '@/lib/manila'

/** /movies/theater/{id}/{slug}/{date} (doc 3 route table): the theater page by id for one Manila date ('Invalid Date' otherwise). */
export const Route = createFileRoute('/movies/theater/$theaterId/$slug/$date')({
  loader: ({ context, params }) => {
    if (isRealIsoDate(params.date)) void context.queryClient.prefetchQuery(theaterDayQuery(params.theaterId, params.date))
  },
  component: function TheaterByIdOnDateRoute() {
    const { theaterId, date } = Route.useParams()
    if (!isRealIsoDate(date)) return <InvalidDate slug={theaterId} />
    return <TheaterPage slug={theaterId} date={date} />
  },
})
