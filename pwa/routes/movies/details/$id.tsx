import { createFileRoute, notFound } from '@tanstack/react-router'
import { MovieNotFound } from '@/features/movies/components/movie-not-found'
import { redirectMovieById } from '@/features/movies/lib/load-movie'

/** /movies/details/{id}: the posts tab's link to a reviewed movie (doc 3 §2) goes to the movie's title page. */
export const Route = createFileRoute('/movies/details/$id')({
  loader: ({ context, params }) => {
    if (!/^[1-9]\d{0,8}$/.test(params.id)) throw notFound()
    return redirectMovieById(context.queryClient, params.id)
  },
  notFoundComponent: MovieNotFound,
})
