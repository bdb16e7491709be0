import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { upcomingQuery } from '@/features/movies/api/get-upcoming'
import { MovieGrid } from '@/features/movies/components/movie-grid'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { movieListHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/coming-soon')({
  loader: async ({ context }) => ({ head: movieListHead('coming-soon', await context.queryClient.ensureQueryData(upcomingQuery()), context.origin) }),
  head: headFromLoader,
  component: ComingSoonPage,
})

function ComingSoonPage() {
  const { data: movies } = useSuspenseQuery(upcomingQuery())
  return (
    <MoviesPageHeader title="Coming Soon" description="Opening in cinemas soon, with their Philippine release dates.">
      <MovieGrid movies={movies} empty="No upcoming releases have been announced yet." show="release-date" />
    </MoviesPageHeader>
  )
}
