import { createFileRoute } from '@tanstack/react-router'
import { InvalidDate } from '@/features/theaters/components/invalid-date'
import { TheaterPage } from '@/features/theaters/components/theater-page'
import { loadTheaterHead } from '@/features/theaters/lib/theater-head'
import { isRealIsoDate } from '@/lib/manila'
import { notFoundHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/**
 * /movies/theater/{id}/{slug}/{date} (doc 3 route table): the theater page by id for one Manila date ('Invalid Date'
 * otherwise). Its head names /movies/theaters/{slug}/{date} as the canonical address.
 */
export const Route = createFileRoute('/movies/theater/$theaterId/$slug/$date')({
  loader: ({ context, params }) =>
    isRealIsoDate(params.date)
      ? loadTheaterHead(context.queryClient, params.theaterId, params.date, context.origin)
      : { head: notFoundHead('Invalid Date', 'That is not a date: pick a day from the theater’s schedule.') },
  head: headFromLoader,
  component: function TheaterByIdOnDateRoute() {
    const { theaterId, date } = Route.useParams()
    if (!isRealIsoDate(date)) return <InvalidDate slug={theaterId} />
    return <TheaterPage slug={theaterId} date={date} />
  },
})
