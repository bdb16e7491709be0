import { createFileRoute, redirect } from '@tanstack/react-router'

/** Alias of /movies/theaters/{slug}/{date} (doc 3 route table). */
export const Route = createFileRoute('/movies/cinemas/$slug/$date')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/movies/theaters/$slug/$date', params: { slug: params.slug, date: params.date }, replace: true })
  },
})
