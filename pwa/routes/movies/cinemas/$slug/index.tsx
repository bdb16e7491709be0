import { createFileRoute, redirect } from '@tanstack/react-router'

/** Alias of /movies/theaters/{slug} (doc 3 route table). */
export const Route = createFileRoute('/movies/cinemas/$slug/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/movies/theaters/$slug', params: { slug: params.slug }, replace: true })
  },
})
