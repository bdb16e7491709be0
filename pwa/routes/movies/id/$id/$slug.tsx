import { createFileRoute } from '@tanstack/react-router'
import { MovieNotFound } from '@/features/movies/components/movie-not-found'
import { redirectMovieById } from '@/features/movies/lib/load-movie'

/** /movies/id/{id}/{slug}: the address of a movie without a hash; ours all have one, so go to the title page. */
export const Route = createFileRoute('/movies/id/$id/$slug')({
  loader: ({ context, params }) => redirectMovieById(context.queryClient, params.id),
  notFoundComponent: MovieNotFound,
})
