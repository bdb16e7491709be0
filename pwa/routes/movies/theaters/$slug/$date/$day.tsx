import { createFileRoute, redirect } from '@tanstack/react-router'

/** The older form /movies/theaters/{id}/{slug}/{date} (doc 3 route table) goes to /movies/theaters/{slug}/{date}. */
export const Route = createFileRoute('/movies/theaters/$slug/$date/$day')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/movies/theaters/$slug/$date', params: { slug: params.date, date: params.day }, replace: true })
  },
})
