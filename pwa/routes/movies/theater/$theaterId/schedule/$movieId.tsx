import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The canonical and og:url address of a showtime page (spec doc 2 §2) is
 * /movies/theater/{id}/schedule/{movieId}; people who follow a shared link land on the page itself.
 */
export const Route = createFileRoute('/movies/theater/$theaterId/schedule/$movieId')({
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === 'string' && search.date.trim() ? { date: search.date.trim() } : {},
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/movies/tickets/$theaterId/schedule/$movieId', params, search, replace: true })
  },
})
