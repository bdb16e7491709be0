import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { streamingSoonQuery } from '@/features/movies/api/get-streaming-soon'
import { MovieGrid } from '@/features/movies/components/movie-grid'
import { MoviesPageHeader } from '@/features/movies/components/movies-page-header'
import { usePageMeta } from '@/features/movies/lib/use-movie-meta'

export const Route = createFileRoute('/movies/streaming-soon')({
  loader: ({ context }) => context.queryClient.ensureQueryData(streamingSoonQuery()),
  component: StreamingSoonPage,
})

function StreamingSoonPage() {
  usePageMeta('Streaming Soon', 'Movies premiering soon on Netflix, Prime Video, HBO Max, Viu and other streaming platforms.')
  const { data: movies } = useSuspenseQuery(streamingSoonQuery())
  return (
    <MoviesPageHeader title="Streaming Soon" description="Premiering soon on streaming platforms.">
      <MovieGrid movies={movies} empty="No streaming premieres have been announced yet." show="platform" />
    </MoviesPageHeader>
  )
}
