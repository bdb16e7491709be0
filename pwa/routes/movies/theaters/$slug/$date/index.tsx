import { createFileRoute, redirect } from '@tanstack/react-router'
import { InvalidDate } from '@/features/theaters/components/invalid-date'
import { TheaterPage } from '@/features/theaters/components/theater-page'
import { loadTheaterHead } from '@/features/theaters/lib/theater-head'
import { isRealIsoDate } from '@/lib/manila'
import { notFoundHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/**
 * A theater page for one Manila date; anything but a real YYYY-MM-DD date is 'Invalid Date' (spec doc 2 §5).
 * The older form /movies/theaters/{id}/{slug} (a numeric id, then a word that is not date-shaped) goes to
 * /movies/theaters/{slug}; /movies/theaters/{id}/{date} works as is (the API takes a slug or an id).
 */
export const Route = createFileRoute('/movies/theaters/$slug/$date/')({
  beforeLoad: ({ params }) => {
    if (/^\d+$/.test(params.slug) && !/^\d{4}-/.test(params.date)) {
      throw redirect({ to: '/movies/theaters/$slug', params: { slug: params.date }, replace: true })
    }
  },
  loader: ({ context, params }) =>
    isRealIsoDate(params.date)
      ? loadTheaterHead(context.queryClient, params.slug, params.date, context.origin)
      : { head: notFoundHead('Invalid Date', 'That is not a date: pick a day from the theater’s schedule.') },
  head: headFromLoader,
  component: TheaterOnDate,
})

function TheaterOnDate() {
  const { slug, date } = Route.useParams()
  if (!isRealIsoDate(date)) return <InvalidDate slug={slug} />
  return <TheaterPage slug={slug} date={date} />
}
