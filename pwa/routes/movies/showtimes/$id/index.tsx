import { createFileRoute } from '@tanstack/react-router'
import { MovieNotFound } from '@/features/movies/components/movie-not-found'
import { loadShowtimesById } from '@/features/movies/lib/showtimes-routes'
import { validateShowtimesSearch } from '@/features/movies/lib/showtimes-search'

/** /movies/showtimes/{id} (doc 3 route table): goes to /movies/showtimes/{id}/{slug}; an unknown id is 'Movie not found'. */
export const Route = createFileRoute('/movies/showtimes/$id/')({
  validateSearch: validateShowtimesSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, params, location, deps }) => loadShowtimesById(context.queryClient, params, 'showtimes', location, deps.date),
  notFoundComponent: MovieNotFound,
})
