import { createFileRoute, notFound } from '@tanstack/react-router'
import { MovieNotFound } from '@/features/movies/components/movie-not-found'
import { redirectMovieBySlug } from '@/features/movies/lib/load-movie'

/**
 * /movies/{slug}: where a movie activity links (doc 3 §2, "movie to /movies/{slug}"). Goes to the title page of
 * the newest movie with that slug; an unknown slug says 'Movie not found'. The section pages (/movies/now-showing …)
 * are routes of their own and win over this one.
 */
export const Route = createFileRoute('/movies/$slug')({
  loader: ({ context, params }) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) throw notFound()
    return redirectMovieBySlug(context.queryClient, params.slug)
  },
  notFoundComponent: MovieNotFound,
})
