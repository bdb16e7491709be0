import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { nowShowingQuery } from '@/features/movies/api/get-now-showing'
import { MovieGrid } from '@/features/movies/components/movie-grid'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { movieListHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/now-showing')({
  loader: async ({ context }) => ({ head: movieListHead('now-showing', await context.queryClient.ensureQueryData(nowShowingQuery()), context.origin) }),
  head: headFromLoader,
  component: NowShowingPage,
})

function NowShowingPage() {
  const { data: movies } = useSuspenseQuery(nowShowingQuery())
  return (
    <MoviesPageHeader title="Now Showing" description="In cinemas now. Pick a movie to see where and when it plays today.">
      <MovieGrid movies={movies} empty="No movies are showing right now." />
    </MoviesPageHeader>
  )
}
