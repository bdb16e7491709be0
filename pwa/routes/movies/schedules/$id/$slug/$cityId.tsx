import { createFileRoute } from '@tanstack/react-router'
import { MovieNotFound } from '@/features/movies/components/movie-not-found'
import { ShowtimesByIdPage } from '@/features/movies/components/showtimes-pages'
import { movieSubPageHead } from '@/features/movies/lib/movie-head'
import { loadShowtimesById } from '@/features/movies/lib/showtimes-routes'
import { validateShowtimesSearch } from '@/features/movies/lib/showtimes-search'
import { headFromLoader } from '@/lib/route-head'

/** /movies/schedules/{id}/{slug}/{cityId} (doc 3 route table): a movie's showtimes in one city or province, by its numeric id. */
export const Route = createFileRoute('/movies/schedules/$id/$slug/$cityId')({
  validateSearch: validateShowtimesSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: async ({ context, params, location, deps }) => {
    const movie = await loadShowtimesById(context.queryClient, params, 'schedules', location, deps.date)
    return { movie, head: movieSubPageHead(movie, 'showtimes', context.origin, params.cityId) }
  },
  head: headFromLoader,
  notFoundComponent: MovieNotFound,
  component: function SchedulesByIdInCityRoute() {
    const { movie } = Route.useLoaderData()
    const { cityId } = Route.useParams()
    const { date } = Route.useSearch()
    return <ShowtimesByIdPage movie={movie} kind="schedules" cityId={cityId} date={date} />
  },
})
