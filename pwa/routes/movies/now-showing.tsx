import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { nowShowingQuery } from '@/features/movies/api/get-now-showing'
import { MovieGrid } from '@/features/movies/components/movie-grid'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

export const Route = createFileRoute('/movies/now-showing')({
  loader: ({ context }) => context.queryClient.ensureQueryData(nowShowingQuery()),
  component: NowShowingPage,
})

function NowShowingPage() {
  usePageMeta('Now Showing', 'Movies now showing in cinemas across Metro Manila and the Philippines, with ratings, running times and genres.')
  const { data: movies } = useSuspenseQuery(nowShowingQuery())
  return (
    <MoviesPageHeader title="Now Showing" description="In cinemas now. Pick a movie to see where and when it plays today.">
      <MovieGrid movies={movies} empty="No movies are showing right now." />
    </MoviesPageHeader>
  )
}
