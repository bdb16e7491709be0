import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { upcomingQuery } from '@/features/movies/api/get-upcoming'
import { MovieGrid } from '@/features/movies/components/movie-grid'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

export const Route = createFileRoute('/movies/coming-soon')({
  loader: ({ context }) => context.queryClient.ensureQueryData(upcomingQuery()),
  component: ComingSoonPage,
})

function ComingSoonPage() {
  usePageMeta('Coming Soon', 'Movies opening soon in Philippine cinemas, with their release dates.')
  const { data: movies } = useSuspenseQuery(upcomingQuery())
  return (
    <MoviesPageHeader title="Coming Soon" description="Opening in cinemas soon, with their Philippine release dates.">
      <MovieGrid movies={movies} empty="No upcoming releases have been announced yet." show="release-date" />
    </MoviesPageHeader>
  )
}
