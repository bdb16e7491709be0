import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { movieQuery } from '@/features/movies/api/get-movie'
import { TitleShowtimesPage } from '@/features/movies/components/showtimes-pages'
import { movieSubPageHead } from '@/features/movies/lib/movie-head'
import { prefetchShowtimes } from '@/features/movies/lib/showtimes-routes'
import { validateShowtimesSearch } from '@/features/movies/lib/showtimes-search'
import { headFromLoader } from '@/lib/route-head'

/** /movies/title/{hash}/{slug}/schedules/{cityId} (doc 3 route table): the movie's showtimes in one city or province. */
export const Route = createFileRoute('/movies/title/$hash/$slug/schedules/$cityId')({
  validateSearch: validateShowtimesSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: async ({ context, params, deps }) => {
    const movie = await context.queryClient.ensureQueryData(movieQuery(params.hash))
    prefetchShowtimes(context.queryClient, movie.id, deps.date)
    return { head: movieSubPageHead(movie, 'showtimes', context.origin, params.cityId) }
  },
  head: headFromLoader,
  component: function SchedulesInCityRoute() {
    const { hash, cityId } = Route.useParams()
    const { date } = Route.useSearch()
    const { data: movie } = useSuspenseQuery(movieQuery(hash))
    return <TitleShowtimesPage movie={movie} kind="schedules" cityId={cityId} date={date} />
  },
})
