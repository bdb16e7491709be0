import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { streamingSoonQuery } from '@/features/movies/api/get-streaming-soon'
import { MovieGrid } from '@/features/movies/components/movie-grid'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { movieListHead } from '@/features/movies/lib/movie-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/movies/streaming-soon')({
  loader: async ({ context }) => ({ head: movieListHead('streaming-soon', await context.queryClient.ensureQueryData(streamingSoonQuery()), context.origin) }),
  head: headFromLoader,
  component: StreamingSoonPage,
})

function StreamingSoonPage() {
  const { data: movies } = useSuspenseQuery(streamingSoonQuery())
  return (
    <MoviesPageHeader title="Streaming Soon" description="Premiering soon on streaming platforms.">
      <MovieGrid movies={movies} empty="No streaming premieres have been announced yet." show="platform" />
    </MoviesPageHeader>
  )
}
